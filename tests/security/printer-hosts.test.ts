import { afterAll, afterEach, beforeAll, describe, expect, test } from 'bun:test'
import net from 'node:net'
import { startFakeNetworkPrinter, type FakeNetworkPrinter } from '../../src/devices/testing/fake-network-printer'
import { printerShop, type PrinterShop } from './printer-shop'
import { dbDigest } from './world'

/**
 * A network printer's address is a host the server connects to for a manager: only hosts of the
 * shop's LAN or this machine (10/8, 172.16/12, 192.168/16, 169.254/16, 127/8, ::1, fc00::/7,
 * fe80::/10, or an mDNS .local name resolving only to those), checked when saved and again when
 * connecting; and however a connection fails, the manager reads the same words.
 */

let printer: FakeNetworkPrinter
let closedPort: number
let shop: PrinterShop | undefined
beforeAll(async () => {
  printer = await startFakeNetworkPrinter()
  const probe = net.createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  closedPort = (probe.address() as net.AddressInfo).port
  await new Promise<void>((resolve) => probe.close(() => resolve()))
})
afterAll(() => printer.stop())
afterEach(async () => {
  await shop?.close()
  shop = undefined
})

const PUBLIC = [
  '8.8.8.8:9100',
  '1.1.1.1',
  'example.com:9100',
  'printer.lan:9100',
  'printer',
  '0.0.0.0:9100',
  '100.64.0.1:9100',
  '172.32.0.1:9100',
  '127.1:9100',
  '0x7f.0.0.1:9100',
  '2130706433:9100',
  '010.0.0.1:9100',
  '[2001:4860:4860::8888]:9100',
  '[::]:9100',
  '[::ffff:8.8.8.8]:9100',
  '[64:ff9b::808:808]:9100',
  '224.0.0.1:9100',
  '255.255.255.255:9100',
]

describe('network printer hosts', () => {
  test(`a host outside the LAN, however written, is a 422 in zh-TW on create and on edit, and changes \
nothing`, async () => {
    shop = await printerShop()
    const s = shop
    const ok = await s.api('POST', '/printers', {
      name: '收據機',
      role: 'receipt',
      connection: 'network',
      address: printer.address,
    })
    expect(ok.status).toBe(201)
    for (const address of PUBLIC) {
      const before = dbDigest(s.ctx)
      const made = await s.api('POST', '/printers', { name: '越界', role: 'receipt', connection: 'network', address })
      const edited = await s.api('PATCH', `/printers/${ok.body.id}`, { address })
      for (const res of [made, edited]) {
        expect([address, res.status, res.body.code]).toEqual([address, 422, 'PRINTER_HOST_NOT_LAN'])
        expect(res.body.message).toContain('網路印表機須在店內區域網路')
      }
      expect(dbDigest(s.ctx)).toBe(before)
    }
    for (const address of ['192.168.1.50:0', '192.168.1.50:65536', '192.168.1.50:', 'host:port']) {
      expect([
        address,
        (await s.api('POST', '/printers', { name: '越界', role: 'receipt', connection: 'network', address })).body.code,
      ]).toEqual([address, 'PRINTER_ADDRESS_INVALID'])
    }
  })

  test('LAN, link-local, loopback and .local hosts are taken, with port 9100 when none is given', async () => {
    shop = await printerShop()
    const taken = [
      '192.168.1.50:9100',
      '10.0.0.7',
      '172.16.5.5:9101',
      '169.254.3.4:9100',
      '127.0.0.1:9100',
      'epson-tm.local:9100',
      'Kitchen.local',
      '[::1]:9100',
      '[fd12:3456::5]:9100',
      '[fe80::1]:9100',
      '[::ffff:192.168.1.9]:9100',
    ]
    for (const address of taken) {
      expect([
        address,
        (await shop.api('POST', '/printers', { name: '收據機', role: 'receipt', connection: 'network', address }))
          .status,
      ]).toEqual([address, 201])
    }
  })

  test('a burst of 100 creates with public hosts at once: every one a 422, no printer saved', async () => {
    shop = await printerShop()
    const s = shop
    const before = dbDigest(s.ctx)
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        s.api('POST', '/printers', {
          name: `越界${i}`,
          role: 'receipt',
          connection: 'network',
          address: PUBLIC[i % PUBLIC.length],
        }),
      ),
    )
    expect(new Set(answers.map((r) => `${r.status} ${r.body.code}`))).toEqual(new Set(['422 PRINTER_HOST_NOT_LAN']))
    expect(dbDigest(s.ctx)).toBe(before)
  })

  test(`a host saved before the rule is never dialled: 0.0.0.0, which Linux routes to this machine, reaches no \
printer`, async () => {
    shop = await printerShop()
    const jobsBefore = printer.jobs.length
    const job = await shop.testPrint(shop.savedBefore({ connection: 'network', address: `0.0.0.0:${printer.port}` }))
    expect(job).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: `印表機位址不在區域網路內（0.0.0.0:${printer.port}）`,
    })
    expect(printer.jobs.length).toBe(jobsBefore)
    // The same listener by its loopback address prints: the refusal above is the rule, not the printer.
    expect(await shop.testPrint(shop.savedBefore({ connection: 'network', address: printer.address }))).toMatchObject({
      status: 'done',
    })
    await printer.waitForJobs(jobsBefore + 1)
    // Had 0.0.0.0 been dialled, its job would have closed first and stand here as a second one.
    expect(printer.jobs.length).toBe(jobsBefore + 1)
  })

  test(`a closed port, a silent or undialable host and an unknown name read the same: nothing to scan ports \
with`, async () => {
    shop = await printerShop()
    const s = shop
    const addresses = [
      `127.0.0.1:${closedPort}`,
      `[::1]:${closedPort}`,
      '[fe80::1]:9100',
      '[fd00::1]:9100',
      'no-such-printer.local:9100',
    ]
    const seen: string[] = []
    for (const address of addresses) {
      const created = await s.api('POST', '/printers', {
        name: `印表機${seen.length}`,
        role: 'receipt',
        connection: 'network',
        address,
      })
      expect(created.status).toBe(201)
      const job = await s.testPrint(created.body.id)
      const state = (
        (await s.api('GET', '/devices/status')).body.printers as { id: number; reason: string; message: string }[]
      ).find((p) => p.id === created.body.id)!
      expect([address, job.status, state.reason]).toEqual([address, 'pending', 'unreachable'])
      expect(state.message).toBe(job.lastError!)
      seen.push(job.lastError!.replace(address, '<address>'))
    }
    expect(new Set(seen)).toEqual(new Set(['連不上印表機，請確認電源與網路（<address>）']))
  })
})
