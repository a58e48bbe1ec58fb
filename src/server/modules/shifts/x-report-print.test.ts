import { afterEach, expect, test } from 'bun:test'
import { escposToText } from '../../../devices/testing/escpos-text'
import { devicesContext, type DevicesContext } from '../devices/test-context'
import { addMenuItem } from '../orders/testing'

let t: DevicesContext
afterEach(async () => t?.close())

const line = (label: string, amount: string) => new RegExp(`^${label}\\s+${amount.replace(/[$.]/g, '\\$&')}$`, 'm')

test("a shift's X report prints on the receipt printer with the screen's figures, decoded from Big5", async () => {
  t = await devicesContext()
  const tea = addMenuItem(t.ctx, t.storeId, { name: '紅茶', basePrice: 60_00 })
  const opened = await t.api('POST', '/shifts', { openingFloat: '3000' })
  const id = opened.body.id
  const order = await t.api('POST', '/orders', { orderType: 'takeout', items: [{ menuItemId: tea.id, quantity: 5 }] })
  await t.api('POST', '/payments', { orderId: order.body.id, amount: order.body.total, paymentMethod: 'cash' })
  await t.api('POST', `/shifts/${id}/movements`, { reason: 'paid_out', amount: '120', note: '買冰塊' })
  await t.api('POST', `/shifts/${id}/movements`, { reason: 'drop', amount: '1000' })

  // No receipt printer yet: a zh-TW 409 and nothing queued.
  const none = await t.api('POST', `/shifts/${id}/print`)
  expect([none.status, none.body.message]).toEqual([409, '此店面尚未設定可用的收據印表機'])

  const counter = await t.printer({ name: '櫃台', role: 'receipt', paperWidth: 80 })
  const closed = await t.api('POST', `/shifts/${id}/close`, { countedCash: '2170' })
  expect(closed.body).toMatchObject({ expectedCash: '2180.00', difference: '-10.00' })
  const res = await t.api('POST', `/shifts/${id}/print`)
  expect(res.status).toBe(202)
  const paper = escposToText((await counter.fake.waitForJobs(1))[0])

  expect(paper).toContain('X 報表（交班）')
  expect(paper).not.toContain('尚未交班')
  expect(paper).toMatch(line('收銀員', closed.body.cashierName))
  expect(paper).toMatch(/^開班\s+\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/m)
  expect(paper).toMatch(/^交班\s+\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/m)
  expect(paper).toMatch(/^現金\s+1\s+NT\$300$/m)
  expect(paper).toMatch(/^信用卡\s+0\s+NT\$0$/m)
  expect(paper).toMatch(line('收款合計', 'NT$300'))
  expect(paper).toMatch(line('開班零用金', 'NT$3,000'))
  expect(paper).toMatch(line('現金收款', 'NT$300'))
  expect(paper).toMatch(line('現金退款', 'NT$0'))
  expect(paper).toMatch(line('雜支 買冰塊', '-NT$120'))
  expect(paper).toMatch(line('投庫', '-NT$1,000'))
  expect(paper).toMatch(line('應有現金', 'NT$2,180'))
  expect(paper).toMatch(line('實點現金', 'NT$2,170'))
  expect(paper).toMatch(line('差額', '-NT$10'))
  expect(paper).toContain('[切紙]')
})
