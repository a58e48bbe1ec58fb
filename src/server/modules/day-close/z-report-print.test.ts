import { afterEach, expect, test } from 'bun:test'
import { refunds } from '../../db/schema'
import { escposToText } from '../../../devices/testing/escpos-text'
import { devicesContext, type DevicesContext } from '../devices/test-context'
import { insertOrder } from '../reports/test-fixtures'

let t: DevicesContext
afterEach(async () => t?.close())

const ntd = (cents: number) =>
  `${cents < 0 ? '-' : ''}NT$${(Math.abs(cents) / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}`
const line = (label: string, amount: string) => new RegExp(`^${label}\\s+${amount.replace(/[$.]/g, '\\$&')}$`, 'm')

test("the Z report prints on every receipt printer with the day's figures, decoded from Big5", async () => {
  t = await devicesContext()
  const db = t.ctx.db.db
  const storeId = t.storeId
  const at = Date.now() - 60_000
  const cash = insertOrder(db, {
    storeId,
    at,
    lines: [{ name: '牛肉麵', price: 20000, qty: 1 }],
    pay: [{ method: 'cash' }],
  })
  const card = insertOrder(db, {
    storeId,
    at,
    lines: [{ name: '套餐', price: 30000, qty: 1 }],
    pay: [{ method: 'credit_card' }],
  })
  db.insert(refunds)
    .values({ storeId, orderId: cash.id, amount: 5000, method: 'cash', reason: 'complaint', createdAt: at })
    .run()

  // No receipt printer yet: a 409 that says so in zh-TW, and nothing is queued.
  const none = await t.api('POST', '/day-close/print', {})
  expect(none.status).toBe(409)
  expect(none.body.message).toBe('此店面尚未設定可用的收據印表機')

  const counter = await t.printer({ name: '櫃台', role: 'receipt', paperWidth: 80 })
  const kitchen = await t.printer({ name: '廚房', role: 'kitchen' })
  const date = (await t.api('GET', '/day-close')).body.date as string
  const closed = await t.api('POST', '/day-close', { date, countedCash: '1380', openingFloat: '1000' })
  expect(closed.status).toBe(201)

  const res = await t.api('POST', '/day-close/print', { date })
  expect(res.status).toBe(202)
  expect(res.body.jobs).toEqual([expect.objectContaining({ printerId: counter.id })])
  const paper = escposToText((await counter.fake.waitForJobs(1))[0])

  const gross = cash.total + card.total
  const expected = 100000 + cash.total - 5000
  expect(paper).toContain('Z 報表')
  expect(paper).toMatch(line('店別', (await t.api('GET', '')).body.name ?? ''))
  expect(paper).toMatch(line('營業日', date))
  expect(paper).toMatch(line('銷售總額', ntd(gross)))
  expect(paper).toMatch(line('折扣', ntd(0)))
  expect(paper).toMatch(line('退款', ntd(-5000)))
  expect(paper).toMatch(line('淨銷售額', ntd(gross - 5000)))
  expect(paper).toMatch(new RegExp(`^現金\\s+1\\s+${ntd(cash.total).replace(/[$.]/g, '\\$&')}$`, 'm'))
  expect(paper).toMatch(new RegExp(`^信用卡\\s+1\\s+${ntd(card.total).replace(/[$.]/g, '\\$&')}$`, 'm'))
  expect(paper).toMatch(line('開店零用金', ntd(100000)))
  expect(paper).toMatch(line('現金退款', ntd(-5000)))
  expect(paper).toMatch(line('應有現金', ntd(expected)))
  expect(paper).toMatch(line('實點現金', ntd(138000)))
  expect(paper).toMatch(line('差額', ntd(138000 - expected)))
  expect(paper).toMatch(/^日結時間：\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/m)
  expect(paper).toContain('[切紙]')
  expect(kitchen.fake.jobs.length).toBe(0)

  // Staff cannot print the managers' report; a bad date is a 4xx.
  const staff = await t.ctx.staff(t.manager.cookie, 'cashier')
  expect((await t.api('POST', '/day-close/print', { date }, staff.cookie)).status).toBe(403)
  expect((await t.api('POST', '/day-close/print', { date: '2026-02-30' })).status).toBe(422)
})
