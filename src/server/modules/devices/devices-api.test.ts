import { afterEach, describe, expect, test } from 'bun:test'
import { escposToText } from '../../../devices/testing/escpos-text'
import { formatPrintTime } from '../../../devices'
import { devicesContext, until, type DevicesContext } from './test-context'

let t: DevicesContext
afterEach(async () => t?.close())

describe('printers API (managers)', () => {
  test('create, list, update, test print, delete; bad input gets a zh-TW 4xx', async () => {
    t = await devicesContext()
    const drinks = t.fx.category('飲料')
    const { fake, id } = await t.printer({ name: '吧台', role: 'kitchen', paperWidth: 58, categoryIds: [drinks] })
    const list = await t.api('GET', '/printers')
    // categories are answered by key, as the menu category list names them
    const key = `c${drinks}`
    expect(list.body).toMatchObject([
      { id, name: '吧台', role: 'kitchen', columns: 32, encoding: 'big5', categoryIds: [key], cut: true },
    ])
    expect((await t.api('PATCH', `/printers/${id}`, { categoryIds: [key, 'food'] })).body.categoryIds).toEqual([
      key,
      'food',
    ])
    const routed = t.ctx.db.sqlite.query('SELECT category_ids AS ids FROM printers WHERE id = ?').get(id) as {
      ids: string
    }
    expect(JSON.parse(routed.ids)).toEqual([
      drinks,
      (t.ctx.db.sqlite.query("SELECT id FROM menu_categories WHERE key = 'food'").get() as { id: number }).id,
    ])
    await t.api('PATCH', `/printers/${id}`, { categoryIds: [drinks] })

    const bad = [
      { name: 'x', role: 'receipt', connection: 'network', address: 'not an address!' },
      { name: 'x', role: 'receipt', connection: 'usb', address: 'lp0' },
      { name: 'x', role: 'receipt', connection: 'serial', address: '/dev/ttyUSB0', baudRate: 1234 },
      { name: 'x', role: 'kitchen', connection: 'network', address: '10.0.0.9', categoryIds: [999] },
      { name: 'x', role: 'kitchen', connection: 'network', address: '10.0.0.9', categoryIds: ['snacks'] },
      { name: 'x', role: 'printer', connection: 'network', address: '10.0.0.9' },
      { name: '', role: 'receipt', connection: 'network', address: '10.0.0.9' },
    ]
    for (const body of bad) {
      const res = await t.api('POST', '/printers', body)
      expect(res.status).toBeOneOf([422])
      expect(res.body.message).toMatch(/[\u4e00-\u9fff]/)
    }
    expect((await t.api('PATCH', `/printers/${id}`, { address: '../../etc', connection: 'usb' })).status).toBe(422)
    const patched = await t.api('PATCH', `/printers/${id}`, { name: '飲料吧台', paperWidth: 80 })
    expect(patched.body).toMatchObject({ name: '飲料吧台', columns: 48, categoryIds: [key] })

    const job = await t.api('POST', `/printers/${id}/test`)
    expect(job.status).toBe(202)
    const [page] = await fake.waitForJobs(1)
    expect(escposToText(page)).toContain('測試列印')
    expect(escposToText(page)).toContain('欄寬 48（80 mm）')
    await until(() => t.ctx.services.devices.listJobs(t.storeId, 'done').length === 1)

    expect((await t.api('DELETE', `/printers/${id}`)).status).toBe(204)
    expect((await t.api('GET', '/printers')).body).toEqual([])
    expect((await t.api('GET', '/print-jobs')).body).toEqual([])
  })

  test("staff cannot manage devices; another store cannot touch this store's printers or jobs", async () => {
    t = await devicesContext()
    const { id } = await t.printer({ name: '收據', role: 'receipt' })
    const staff = await t.ctx.staff(t.manager.cookie)
    expect((await t.api('GET', '/printers', undefined, staff.cookie)).status).toBe(403)
    expect((await t.api('POST', '/devices/drawer/open', undefined, staff.cookie)).status).toBe(403)
    const other = await t.ctx.request('POST', '/api/stores', {
      cookie: t.manager.cookie,
      body: { name: '二店', code: 'B2' },
    })
    const path = `/api/stores/${other.body.id}`
    expect(
      (await t.ctx.request('PATCH', `${path}/printers/${id}`, { cookie: t.manager.cookie, body: { name: 'x' } }))
        .status,
    ).toBe(404)
    expect((await t.ctx.request('POST', `${path}/printers/${id}/test`, { cookie: t.manager.cookie })).status).toBe(404)
    const job = (await t.api('POST', `/printers/${id}/test`)).body
    expect(
      (await t.ctx.request('POST', `${path}/print-jobs/${job.id}/retry`, { cookie: t.manager.cookie })).status,
    ).toBe(404)
    expect((await t.api('GET', '/print-jobs?status=bogus')).status).toBe(422)
  })
})

describe('cash drawer and reprint', () => {
  test('a manager opens the drawer by hand; it pulses and is logged as open_cash_drawer', async () => {
    t = await devicesContext()
    expect((await t.api('POST', '/devices/drawer/open')).status).toBe(409)
    const { fake, id } = await t.printer({ name: '櫃台', role: 'receipt', drawer: true })
    const res = await t.api('POST', '/devices/drawer/open')
    expect(res.body).toEqual({
      opened: [id],
      allOpened: true,
      results: [{ printerId: id, name: '櫃台', opened: true, message: '櫃台：已開啟' }],
    })
    const [pulse] = await fake.waitForJobs(1)
    expect([...pulse]).toEqual([0x1b, 0x40, 0x1b, 0x70, 0x00, 25, 250])
    const log = t.ctx.db.sqlite.query("SELECT * FROM activity_logs WHERE action = 'open_cash_drawer'").all()
    expect(log).toHaveLength(1)

    await fake.stop()
    const offline = await t.api('POST', '/devices/drawer/open')
    expect(offline.status).toBe(409)
    expect(offline.body.message).toContain('錢櫃無法開啟')
  })

  test('staff may reprint a receipt; it is marked 補印 and shows the payment', async () => {
    t = await devicesContext()
    const staff = await t.ctx.staff(t.manager.cookie)
    const { fake } = await t.printer({ name: '櫃台', role: 'receipt' })
    const order = t.fx.order({ tableId: null, sessionId: null }, [{ name: '滷肉飯', quantity: 2, unitPrice: 3500 }])
    t.fx.payment({ orderId: order.id, amount: order.total, method: 'cash', tendered: 10000 })
    const res = await t.api('POST', `/orders/${order.id}/reprint`, {}, staff.cookie)
    expect(res.status).toBe(202)
    const text = escposToText((await fake.waitForJobs(1))[0])
    expect(text).toContain('*** 補印 ***')
    expect(text).toContain('滷肉飯')
    expect(text).toMatch(/找零\s+NT\$23$/m)
    expect((await t.api('POST', '/orders/99999/reprint', {}, staff.cookie)).status).toBe(404)
  })

  test('a reprint keeps the first receipt time, marks the copy with its time, lists refunds since', async () => {
    t = await devicesContext()
    const { fake } = await t.printer({ name: '櫃台', role: 'receipt' })
    const order = t.fx.order({ tableId: null, sessionId: null }, [{ name: '滷肉飯', quantity: 2, unitPrice: 3500 }])
    const payment = t.fx.payment({ orderId: order.id, amount: order.total, method: 'cash', tendered: 10000 })
    // Sold at 12:00 Taipei on the 22nd; the copy is asked for now.
    const soldAt = Date.UTC(2026, 10, 22, 4, 0)
    t.ctx.db.sqlite.run("UPDATE orders SET created_at = ?, payment_status = 'paid' WHERE id = ?", [
      soldAt - 60_000,
      order.id,
    ])
    t.ctx.db.sqlite.run('UPDATE payments SET created_at = ? WHERE id = ?', [soldAt, payment.id])
    const refund = await t.api('POST', `/orders/${order.id}/refunds`, {
      amount: '20.00',
      paymentMethod: 'cash',
      reason: 'complaint',
    })
    expect(refund.status).toBe(201)

    const asked = Date.now()
    expect((await t.api('POST', `/orders/${order.id}/reprint`, {})).status).toBe(202)
    const text = escposToText((await fake.waitForJobs(1))[0])
    expect(text).toContain('時間：2026-11-22 12:00')
    const copy = text.match(/補印時間：(\d{4}-\d\d-\d\d \d\d:\d\d)/)?.[1] ?? 'none'
    const minute = (ms: number) => formatPrintTime(ms, 'Asia/Taipei')
    expect([minute(asked), minute(Date.now())]).toContain(copy)
    expect(text).toMatch(/退款（現金）\s+-NT\$20$/m)
  })

  test('the receipt for a screen: the rows the paper prints, and how many receipt printers the store has', async () => {
    t = await devicesContext()
    const staff = await t.ctx.staff(t.manager.cookie)
    const order = t.fx.order({ tableId: null, sessionId: null }, [{ name: '滷肉飯', quantity: 2, unitPrice: 3500 }])
    const payment = t.fx.payment({ orderId: order.id, amount: order.total, method: 'cash', tendered: 10000 })
    const shown = await t.api('GET', `/payments/${payment.id}/receipt`, undefined, staff.cookie)
    expect(shown.status).toBe(200)
    expect(shown.body.receiptPrinters).toBe(0)
    expect(shown.body.rows).toContainEqual({ kind: 'item', name: '滷肉飯', qty: 'x2', amount: 'NT$70' })
    expect(shown.body.rows).toContainEqual({ kind: 'pair', left: '找零', right: 'NT$23' })
    expect((await t.api('GET', '/payments/99999/receipt', undefined, staff.cookie)).status).toBe(404)

    const { fake } = await t.printer({ name: '櫃台', role: 'receipt' })
    const copy = await t.api('GET', `/orders/${order.id}/receipt`, undefined, staff.cookie)
    expect(copy.body.receiptPrinters).toBe(1)
    await t.api('POST', `/orders/${order.id}/reprint`, {}, staff.cookie)
    const paper = escposToText((await fake.waitForJobs(1))[0])
    for (const row of copy.body.rows as { kind: string; text?: string; left?: string; right?: string }[]) {
      if (row.kind === 'pair')
        expect(paper).toMatch(new RegExp(`^${row.left}\\s+${row.right?.replace('$', '\\$')}$`, 'm'))
      if (row.kind === 'text' && !row.text?.startsWith('時間')) expect(paper).toContain(row.text ?? '')
    }
  })

  test('reprint { kind }: the kitchen ticket or the receipt, marked 補印 on paper and logged as reprint', async () => {
    t = await devicesContext()
    const staff = await t.ctx.staff(t.manager.cookie)
    const order = t.fx.order({ tableId: null, sessionId: null }, [{ name: '牛肉麵', quantity: 1, unitPrice: 18000 }])
    const reprints = () =>
      t.ctx.db.sqlite.query("SELECT * FROM activity_logs WHERE action = 'reprint' ORDER BY id").all() as Record<
        string,
        unknown
      >[]

    // No kitchen printer yet: a clear 409, and nothing logged. A kind that does not exist: 422.
    const none = await t.api('POST', `/orders/${order.id}/reprint`, { kind: 'kitchen' }, staff.cookie)
    expect(none.status).toBe(409)
    expect(none.body.message).toContain('廚房印表機')
    expect((await t.api('POST', `/orders/${order.id}/reprint`, { kind: 'bill' }, staff.cookie)).status).toBe(422)
    expect(reprints()).toHaveLength(0)

    const kitchen = await t.printer({ name: '熱炒', role: 'kitchen' })
    const receipt = await t.printer({ name: '櫃台', role: 'receipt' })
    const res = await t.api('POST', `/orders/${order.id}/reprint`, { kind: 'kitchen' }, staff.cookie)
    expect(res.status).toBe(202)
    expect(res.body.jobs).toEqual([expect.objectContaining({ printerId: kitchen.id })])
    const ticket = escposToText((await kitchen.fake.waitForJobs(1))[0])
    expect(ticket).toContain('廚房單 - 熱炒')
    expect(ticket).toContain('*** 補印 ***')
    expect(ticket).toContain('1 x 牛肉麵')

    // The old payload (no kind) still reprints the receipt; both are in the activity log.
    expect((await t.api('POST', `/orders/${order.id}/reprint`, {}, staff.cookie)).status).toBe(202)
    expect(escposToText((await receipt.fake.waitForJobs(1))[0])).toContain('*** 補印 ***')
    const log = reprints()
    expect(log.map((r) => [r.entity_type, r.entity_id, JSON.parse(r.details as string)])).toEqual([
      ['order', order.id, { kind: 'kitchen', printerIds: [kitchen.id] }],
      ['order', order.id, { kind: 'receipt', printerIds: [receipt.id] }],
    ])
    expect(log.every((r) => r.user_id === staff.user.id)).toBe(true)
  })
})
