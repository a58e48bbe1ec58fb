import { afterEach, describe, expect, test } from 'bun:test'
import { escposToText } from '../../../devices/testing/escpos-text'
import { devicesContext, until, type DevicesContext } from './test-context'

let t: DevicesContext
afterEach(async () => t?.close())

const REALTIME_PULSE = [0x10, 0x14, 0x01, 0x00, 0x02]

describe('the cash drawer when the printer cannot print', () => {
  test(`a paper-out Epson receipt printer still receives the drawer pulse for a cash payment, ahead of the waiting \
receipt`, async () => {
    t = await devicesContext()
    const counter = await t.printer({ name: '櫃台', role: 'receipt', drawer: true, model: 'epson' })
    counter.fake.state.paperOut = true
    const order = t.fx.order({ tableId: null, sessionId: null }, [{ name: '排骨飯', quantity: 1, unitPrice: 15000 }])
    const pay = t.fx.payment({ orderId: order.id, amount: order.total, method: 'cash', tendered: 20000 })
    t.write('payment.recorded', { storeId: t.storeId, paymentId: pay.id, sessionId: null, orderId: order.id })

    await until(() => counter.fake.pulses.length === 1, 5000, 'drawer pulse')
    expect(counter.fake.pulses[0]).toMatchObject({ pin: 0, t: 2 })
    expect([...counter.fake.jobs[0]]).toEqual(REALTIME_PULSE)
    // The receipt waits in the queue (the printer answered paper-out) and never went to paper.
    await until(
      () =>
        (
          t.ctx.db.sqlite.query("SELECT last_error AS e FROM print_jobs WHERE kind = 'receipt'").get() as {
            e: string | null
          }
        ).e !== null,
    )
    expect(counter.fake.jobs).toHaveLength(1)
    expect(t.ctx.db.sqlite.query("SELECT count(*) AS n FROM print_jobs WHERE kind = 'drawer'").get()).toEqual({ n: 0 })

    counter.fake.state.paperOut = false
    const [, receipt] = await counter.fake.waitForJobs(2, 8000)
    expect(escposToText(receipt)).toContain('排骨飯')
    expect(counter.fake.pulses).toHaveLength(1)
  })

  test('a generic printer gets ESC p in its queue, behind the receipt', async () => {
    t = await devicesContext()
    const counter = await t.printer({ name: '櫃台', role: 'receipt', drawer: true })
    const order = t.fx.order({ tableId: null, sessionId: null }, [{ name: '滷肉飯', quantity: 1, unitPrice: 3500 }])
    const pay = t.fx.payment({ orderId: order.id, amount: order.total, method: 'cash', tendered: 5000 })
    t.write('payment.recorded', { storeId: t.storeId, paymentId: pay.id, sessionId: null, orderId: order.id })
    const [receipt, pulse] = await counter.fake.waitForJobs(2)
    expect(escposToText(receipt)).toContain('滷肉飯')
    expect(escposToText(pulse)).toBe('[錢櫃]')
    expect(counter.fake.pulses).toHaveLength(0)
  })

  test(`the manual open reports each drawer in zh-TW: one opened, one out of paper (generic), one \
unplugged`, async () => {
    t = await devicesContext()
    const epson = await t.printer({ name: '櫃台A', role: 'receipt', drawer: true, model: 'epson' })
    const generic = await t.printer({ name: '櫃台B', role: 'receipt', drawer: true })
    const gone = await t.printer({ name: '櫃台C', role: 'receipt', drawer: true, model: 'xprinter' })
    epson.fake.state.paperOut = true
    generic.fake.state.paperOut = true
    await gone.fake.stop()

    const res = await t.api('POST', '/devices/drawer/open')
    expect(res.status).toBe(200)
    expect(res.body.opened).toEqual([epson.id])
    expect(res.body.allOpened).toBe(false)
    expect(res.body.results.map((r: { message: string }) => r.message)).toEqual([
      '櫃台A：已開啟',
      '櫃台B：無法開啟（印表機缺紙）',
      expect.stringMatching(/^櫃台C：無法開啟（連不上印表機，請確認電源與網路（127\.0\.0\.1:\d+））$/),
    ])
    await until(() => epson.fake.pulses.length === 1, 5000, 'pulse')
    const log = t.ctx.db.sqlite.query("SELECT details FROM activity_logs WHERE action = 'open_cash_drawer'").all() as {
      details: string
    }[]
    expect(JSON.parse(log[0].details).printerIds).toEqual([epson.id])

    await epson.fake.stop()
    const none = await t.api('POST', '/devices/drawer/open')
    expect(none.status).toBe(409)
    expect(none.body.message).toContain('櫃台B：無法開啟（印表機缺紙）')
    expect(none.body.message).not.toContain('ECONNREFUSED')
  })

  test('測試 on a drawer device pulses it instead of printing a test page', async () => {
    t = await devicesContext()
    const drawer = await t.printer({ name: '錢櫃', role: 'drawer', model: 'epson' })
    const job = await t.api('POST', `/printers/${drawer.id}/test`)
    expect(job.status).toBe(202)
    const [bytes] = await drawer.fake.waitForJobs(1)
    expect([...bytes]).toEqual(REALTIME_PULSE)
    expect(escposToText(bytes)).toBe('[錢櫃即時]')

    const plain = await t.printer({ name: '錢櫃2', role: 'drawer' })
    await t.api('POST', `/printers/${plain.id}/test`)
    expect(escposToText((await plain.fake.waitForJobs(1))[0])).toBe('[錢櫃]')
  })
})
