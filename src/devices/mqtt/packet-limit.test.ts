import { describe, expect, test } from 'bun:test'
import { generate } from 'mqtt-packet'
import { connectHeader } from '../testing/mqtt-header'
import { packetSizeCheck } from './packet-limit'

const KB = 1024
const connect = generate({
  cmd: 'connect',
  protocolId: 'MQTT',
  protocolVersion: 4,
  clean: true,
  clientId: 'kds-1-abcd1234',
  keepalive: 30,
  username: 'kds-1-abcd1234',
  password: Buffer.from('pw'),
})
const publish = (bytes: number, payload = Buffer.alloc(bytes, 0x61)) =>
  generate({ cmd: 'publish', topic: 'pos/1/kitchen/all/bump', payload, qos: 0, retain: false, dup: false })
const ping = generate({ cmd: 'pingreq' })
const byteByByte = (check: (c: Uint8Array) => boolean, data: Buffer) => [...data].every((b) => check(Uint8Array.of(b)))

describe('packetSizeCheck', () => {
  test('real packets up to the limit pass, in one chunk or a byte at a time', () => {
    const stream = Buffer.concat([connect, publish(60 * KB), ping, publish(10), ping])
    expect(packetSizeCheck(() => 64 * KB)(stream)).toBe(true)
    expect(
      byteByByte(
        packetSizeCheck(() => 64 * KB),
        stream,
      ),
    ).toBe(true)
    const exactly = Buffer.concat([connectHeader(64 * KB), Buffer.alloc(64 * KB), ping])
    expect(packetSizeCheck(() => 64 * KB)(exactly)).toBe(true)
  })

  test('a header announcing more is refused before any of its body, also split across chunks', () => {
    expect(packetSizeCheck(() => 64 * KB)(connectHeader(64 * KB + 1))).toBe(false)
    expect(packetSizeCheck(() => 64 * KB)(connectHeader(256 * 1024 * 1024 - 1))).toBe(false)
    const check = packetSizeCheck(() => 64 * KB)
    expect(check(connect)).toBe(true)
    const big = connectHeader(256 * 1024 * 1024 - 1)
    // The type byte and two length bytes (up to 16,383) still fit; the third (up to 2 MB) does not.
    expect(check(big.subarray(0, 1))).toBe(true)
    expect(check(big.subarray(1, 3))).toBe(true)
    expect(check(big.subarray(3, 4))).toBe(false)
  })

  test('bytes inside a body are not read as headers', () => {
    const lookalike = publish(0, Buffer.concat([connectHeader(256 * 1024 * 1024 - 1), Buffer.alloc(100)]))
    expect(packetSizeCheck(() => 64 * KB)(Buffer.concat([lookalike, ping]))).toBe(true)
    expect(
      byteByByte(
        packetSizeCheck(() => 64 * KB),
        Buffer.concat([lookalike, ping]),
      ),
    ).toBe(true)
  })

  test('the limit is read at each header: larger packets pass once it is raised', () => {
    let limit = 64 * KB
    const check = packetSizeCheck(() => limit)
    expect(check(connect)).toBe(true)
    limit = 256 * KB
    expect(check(publish(200 * KB))).toBe(true)
    expect(check(publish(257 * KB))).toBe(false)
  })

  test('a remaining length of more than 4 bytes is malformed', () => {
    expect(packetSizeCheck(() => Number.MAX_SAFE_INTEGER)(Buffer.from([0x30, 0x80, 0x80, 0x80, 0x80, 0x01]))).toBe(
      false,
    )
  })
})
