import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { openPtyPair } from '../testing/pty-pair'
import { escposToText } from '../testing/escpos-text'
import { createCashDrawer, drawerPulse } from '../drawer/cash-drawer'
import { renderKitchenTicket } from './kitchen-ticket'
import { serialTransport } from './serial'
import { fileTransport } from './file'
import { PrinterError } from './transport'
import { DEFAULT_PRINTER_DEVICES } from '../../shared/domain/server-paths'

let pty: Awaited<ReturnType<typeof openPtyPair>>
const dir = mkdtempSync(join(tmpdir(), 'pos-serial-'))
/**
 * The owner's start-time list as these tests need it: the pair's link (in a temp folder) and the
 * pseudo-terminal it leads to, plus this test's own folder for the regular-file case.
 */
const PTY_LINKS = join(tmpdir(), 'pos-pty-*', 'ttyPOS*')
const allowed = [PTY_LINKS, '/dev/pts/*', join(dir, '*')]
beforeAll(async () => {
  pty = await openPtyPair()
})
afterAll(() => {
  pty?.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('serial and device-file transports over a socat pty pair', () => {
  test('a serial printer receives a Big5 kitchen ticket byte for byte, then a drawer pulse', async () => {
    const ticket = renderKitchenTicket(
      {
        station: '吧台',
        orderNumber: '20261122-001',
        table: '5',
        time: Date.UTC(2026, 10, 22, 4),
        timeZone: 'Asia/Taipei',
        lines: [
          {
            name: '珍珠奶茶',
            quantity: 2,
            options: { spice: null, addOns: [{ name: '少冰', price: 0 }] },
            notes: null,
            subtotal: 0,
          },
        ],
        notes: null,
        kind: 'new',
      },
      { columns: 32, encoding: 'big5', cut: true, beep: false },
    )
    await serialTransport(pty.device, 9600, 'none', allowed).send(ticket)
    const got = await pty.waitForBytes(ticket.length)
    expect(Buffer.compare(got.subarray(0, ticket.length), Buffer.from(ticket))).toBe(0)
    expect(escposToText(got)).toContain('2 x 珍珠奶茶')

    await createCashDrawer(serialTransport(pty.device, 9600, 'none', allowed)).open()
    const all = await pty.waitForBytes(ticket.length + drawerPulse().length)
    expect(all.subarray(ticket.length)).toEqual(Buffer.from([0x1b, 0x40, 0x1b, 0x70, 0x00, 25, 250]))
  })

  test('flow control is set on the line with stty: none, RTS/CTS, XON/XOFF', async () => {
    const flags = async () => {
      const out = await new Response(Bun.spawn(['stty', '-F', pty.device, '-a'], { stdout: 'pipe' }).stdout).text()
      return out
        .split(/[\s;]+/)
        .filter((f) => /^-?(crtscts|ixon|ixoff)$/.test(f))
        .sort()
    }
    const before = pty.bytes().length
    await serialTransport(pty.device, 9600, 'rtscts', allowed).send(Buffer.from('A'))
    expect(await flags()).toEqual(['-ixoff', '-ixon', 'crtscts'])
    await serialTransport(pty.device, 9600, 'xonxoff', allowed).send(Buffer.from('B'))
    expect(await flags()).toEqual(['-crtscts', 'ixoff', 'ixon'])
    await serialTransport(pty.device, 19200, 'none', allowed).send(Buffer.from('C'))
    expect(await flags()).toEqual(['-crtscts', '-ixoff', '-ixon'])
    expect((await pty.waitForBytes(before + 3)).subarray(before).toString()).toBe('ABC')
  })

  test('the USB (device file) transport writes to a character device too', async () => {
    const before = pty.bytes().length
    await fileTransport(pty.device, allowed).send(Buffer.from('USB\n'))
    expect((await pty.waitForBytes(before + 4)).subarray(before).toString()).toBe('USB\n')
  })

  test('a regular file is never written, a missing device is reported as unplugged', async () => {
    const file = join(dir, 'pos.db')
    writeFileSync(file, 'precious')
    const notDevice = await fileTransport(file, allowed)
      .send(Buffer.from('x'))
      .catch((e) => e)
    expect(notDevice).toBeInstanceOf(PrinterError)
    expect(notDevice.reason).toBe('not_a_device')
    expect(readFileSync(file, 'utf8')).toBe('precious')
    const missing = await serialTransport(join(dir, 'ttyUSB9'), 9600, 'none', allowed)
      .send(Buffer.from('x'))
      .catch((e) => e)
    expect(missing.reason).toBe('unreachable')
  })

  test(`a device outside the list, by its name, its \`..\` or a link leading out, gets no byte and no stty, and fails \
for good`, async () => {
    const before = pty.bytes().length
    const flags = async () =>
      (await new Response(Bun.spawn(['stty', '-F', pty.device, '-a'], { stdout: 'pipe' }).stdout).text()).match(
        /\d+ baud/,
      )?.[0]
    const speed = await flags()
    // The link lies where the list allows links, but leads to /dev/pts/N, which this list leaves out.
    const linksOnly = [PTY_LINKS]
    // The same device by a path that climbs out of an allowed folder and back.
    // (Written out by hand: path.join would fold the `..` away.)
    const climbing = `${dir}/../${basename(join(pty.device, '..'))}/${basename(pty.device)}`
    const outside = join(dir, 'by-id')
    mkdirSync(outside)
    symlinkSync(pty.device, join(outside, 'printer'))
    const tries = [
      serialTransport(pty.device, 2400, 'rtscts', linksOnly),
      fileTransport(pty.device, linksOnly),
      serialTransport(climbing, 2400, 'rtscts', allowed),
      fileTransport(climbing, allowed),
      serialTransport(join(outside, 'printer'), 2400, 'none', [join(outside, '*')]),
      fileTransport('/dev/null', DEFAULT_PRINTER_DEVICES),
      fileTransport('/proc/sysrq-trigger', DEFAULT_PRINTER_DEVICES),
    ]
    for (const transport of tries) {
      const refused = await transport.send(Buffer.from('NO')).catch((e) => e)
      expect(refused).toBeInstanceOf(PrinterError)
      expect([refused.reason, refused.permanent]).toEqual(['not_a_device', true])
      expect(refused.message).toContain('不在允許的裝置清單內')
    }
    // A byte through an allowed path afterwards is the first thing the far end sees: nothing slipped through before it.
    await fileTransport(pty.device, allowed).send(Buffer.from('Z'))
    expect((await pty.waitForBytes(before + 1)).subarray(before).toString()).toBe('Z')
    expect(await flags()).toBe(speed)
  })
})
