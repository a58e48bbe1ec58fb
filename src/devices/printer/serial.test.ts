import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openPtyPair } from '../testing/pty-pair'
import { escposToText } from '../testing/escpos-text'
import { createCashDrawer, drawerPulse } from '../drawer/cash-drawer'
import { renderKitchenTicket } from './kitchen-ticket'
import { serialTransport } from './serial'
import { fileTransport } from './file'
import { PrinterError } from './transport'

let pty: Awaited<ReturnType<typeof openPtyPair>>
const dir = mkdtempSync(join(tmpdir(), 'pos-serial-'))
beforeAll(async () => {
  pty = await openPtyPair()
})
afterAll(() => {
  pty?.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('serial and device-file transports over a socat pty pair', () => {
  test('a serial printer receives a Big5 kitchen ticket byte for byte, then a drawer pulse', async () => {
    const ticket = renderKitchenTicket({
      station: '吧台', orderNumber: '20261122-001', table: '5', time: Date.UTC(2026, 10, 22, 4), timeZone: 'Asia/Taipei',
      lines: [{ name: '珍珠奶茶', quantity: 2, options: { spice: null, addOns: [{ name: '少冰', price: 0 }] }, notes: null, subtotal: 0 }], notes: null, kind: 'new',
    }, { columns: 32, encoding: 'big5', cut: true, beep: false })
    await serialTransport(pty.device, 9600).send(ticket)
    const got = await pty.waitForBytes(ticket.length)
    expect(Buffer.compare(got.subarray(0, ticket.length), Buffer.from(ticket))).toBe(0)
    expect(escposToText(got)).toContain('2 x 珍珠奶茶')

    await createCashDrawer(serialTransport(pty.device, 9600)).open()
    const all = await pty.waitForBytes(ticket.length + drawerPulse().length)
    expect(all.subarray(ticket.length)).toEqual(Buffer.from([0x1b, 0x40, 0x1b, 0x70, 0x00, 25, 250]))
  })

  test('flow control is set on the line with stty: none, RTS/CTS, XON/XOFF', async () => {
    const flags = async () => {
      const out = await new Response(Bun.spawn(['stty', '-F', pty.device, '-a'], { stdout: 'pipe' }).stdout).text()
      return out.split(/[\s;]+/).filter((f) => /^-?(crtscts|ixon|ixoff)$/.test(f)).sort()
    }
    const before = pty.bytes().length
    await serialTransport(pty.device, 9600, 'rtscts').send(Buffer.from('A'))
    expect(await flags()).toEqual(['-ixoff', '-ixon', 'crtscts'])
    await serialTransport(pty.device, 9600, 'xonxoff').send(Buffer.from('B'))
    expect(await flags()).toEqual(['-crtscts', 'ixoff', 'ixon'])
    await serialTransport(pty.device, 19200, 'none').send(Buffer.from('C'))
    expect(await flags()).toEqual(['-crtscts', '-ixoff', '-ixon'])
    expect((await pty.waitForBytes(before + 3)).subarray(before).toString()).toBe('ABC')
  })

  test('the USB (device file) transport writes to a character device too', async () => {
    const before = pty.bytes().length
    await fileTransport(pty.device).send(Buffer.from('USB\n'))
    expect((await pty.waitForBytes(before + 4)).subarray(before).toString()).toBe('USB\n')
  })

  test('a regular file is never written, a missing device is reported as unplugged', async () => {
    const file = join(dir, 'pos.db')
    writeFileSync(file, 'precious')
    const notDevice = await fileTransport(file).send(Buffer.from('x')).catch((e) => e)
    expect(notDevice).toBeInstanceOf(PrinterError)
    expect(notDevice.reason).toBe('not_a_device')
    expect(readFileSync(file, 'utf8')).toBe('precious')
    const missing = await serialTransport(join(dir, 'ttyUSB9'), 9600).send(Buffer.from('x')).catch((e) => e)
    expect(missing.reason).toBe('unreachable')
  })
})
