import { afterEach, describe, expect, test } from 'bun:test'
import { escposToText } from '../../../devices/testing/escpos-text'
import { devicesContext, until, type DevicesContext } from './test-context'

let t: DevicesContext
afterEach(async () => t?.close())

describe('printer profiles', () => {
  test('model and flow control are stored; Epson beeps with ESC ( A, Xprinter and generic with ESC B', async () => {
    t = await devicesContext()
    const epson = await t.printer({ name: '熱炒', role: 'kitchen', beep: true, model: 'epson' })
    const xp = await t.printer({ name: '吧台', role: 'kitchen', beep: true, model: 'xprinter' })
    const serial = await t.api('POST', '/printers', {
      name: '錢櫃',
      role: 'drawer',
      connection: 'serial',
      address: '/dev/ttyUSB0',
      flowControl: 'rtscts',
    })
    expect(serial.body).toMatchObject({ flowControl: 'rtscts', model: 'generic' })
    expect((await t.api('PATCH', `/printers/${epson.id}`, { flowControl: 'xonxoff' })).body.flowControl).toBe('none')
    expect(
      (
        await t.api('POST', '/printers', {
          name: 'x',
          role: 'receipt',
          connection: 'network',
          address: '10.0.0.9',
          model: 'star',
        })
      ).status,
    ).toBe(422)

    const order = t.fx.order({ tableId: null, sessionId: null }, [{ name: '炒飯', quantity: 1, unitPrice: 10000 }])
    t.write('order.created', { storeId: t.storeId, orderId: order.id })
    const [a] = await epson.fake.waitForJobs(1)
    const [b] = await xp.fake.waitForJobs(1)
    expect(a.includes(Buffer.from([0x1b, 0x28, 0x41, 5, 0, 97, 100]))).toBe(true)
    expect(a.includes(Buffer.from([0x1b, 0x42]))).toBe(false)
    expect(escposToText(b)).toContain('[嗶]')
    expect(b.includes(Buffer.from([0x1b, 0x28, 0x41]))).toBe(false)
  })

  test(`paper low is shown on the status; a printer that cannot be reached is told in zh-TW, never \
ECONNREFUSED`, async () => {
    t = await devicesContext()
    const low = await t.printer({ name: '櫃台', role: 'receipt' })
    const gone = await t.printer({ name: '廚房', role: 'kitchen' })
    low.fake.state.paperLow = true
    await gone.fake.stop()
    await t.api('POST', `/printers/${low.id}/test`)
    await t.api('POST', `/printers/${gone.id}/test`)
    await low.fake.waitForJobs(1)
    await until(
      () => t.ctx.services.devices.status(t.storeId).printers.find((p) => p.id === gone.id)!.state === 'error',
    )
    const status = (await t.api('GET', '/devices/status')).body
    const byId = (id: number) => status.printers.find((p: { id: number }) => p.id === id)
    expect(byId(low.id)).toMatchObject({ state: 'ok', paperLow: true })
    expect(byId(gone.id).paperLow).toBe(false)
    expect(byId(gone.id).message).toMatch(/^連不上印表機，請確認電源與網路（127\.0\.0\.1:\d+）$/)
    const jobs = (await t.api('GET', '/print-jobs')).body
    expect(JSON.stringify(jobs)).not.toContain('ECONNREFUSED')
  })
})
