import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import net from 'node:net'
import { startFakeNetworkPrinter, type FakeNetworkPrinter } from '../testing/fake-network-printer'
import { tcpTransport } from './tcp'
import { FAILURE_TEXT, PrinterError } from './transport'

let printer: FakeNetworkPrinter
let closedPort: number
beforeAll(async () => {
  printer = await startFakeNetworkPrinter()
  // A port nothing listens on: bound once for a free number, then closed.
  const probe = net.createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  closedPort = (probe.address() as net.AddressInfo).port
  await new Promise<void>((resolve) => probe.close(() => resolve()))
})
afterAll(() => printer?.stop())

const fast = { connectTimeoutMs: 400, statusTimeoutMs: 200 }
const failureOf = (address: string) =>
  tcpTransport(address, fast)
    .send(Buffer.from('TEST'))
    .then(
      () => null,
      (e) => e as PrinterError,
    )

describe('network printers: LAN only, and one answer for every way a connection fails', () => {
  test('a printer on a LAN or loopback address prints', async () => {
    await tcpTransport(printer.address, fast).send(Buffer.from('OK'))
    expect((await printer.waitForJobs(1)).at(-1)!.toString()).toEndWith('OK')
  })

  test('an address outside the LAN is never dialled, even one the kernel would route to this machine', async () => {
    const before = printer.jobs.length
    // 0.0.0.0 and its mapped IPv6 form reach a local listener on Linux; a saved public address reaches the internet.
    for (const address of [
      `0.0.0.0:${printer.port}`,
      `[::ffff:0.0.0.0]:${printer.port}`,
      '8.8.8.8:9100',
      `[::]:${printer.port}`,
    ]) {
      const e = await failureOf(address)
      expect(e).toBeInstanceOf(PrinterError)
      expect([e!.reason, e!.permanent, e!.message]).toEqual([
        'unreachable',
        true,
        `印表機位址不在區域網路內（${address}）`,
      ])
    }
    expect(printer.jobs.length).toBe(before)
  })

  test(`refused, unanswered, unroutable and unresolvable all read the same: nothing tells closed from \
filtered`, async () => {
    // The socket errors differ (ECONNREFUSED, EINVAL, a timeout or no route, ENOTFOUND); the answers may not.
    const targets = [
      `127.0.0.1:${closedPort}`, // refused at once
      `[::1]:${closedPort}`,
      '[fe80::1]:9100', // link-local without a zone: the kernel refuses to dial it
      '[fd00::1]:9100', // unique local with nothing there: no answer, or no route
      'no-such-printer.local:9100', // a name nobody answers
    ]
    for (const address of targets) {
      const e = await failureOf(address)
      expect(e).toBeInstanceOf(PrinterError)
      expect([e!.reason, e!.permanent, e!.message]).toEqual([
        'unreachable',
        false,
        `${FAILURE_TEXT.unreachable}（${address}）`,
      ])
    }
  })
})
