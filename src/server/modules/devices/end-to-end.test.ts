import { afterEach, expect, test } from 'bun:test'
import { escposToText } from '../../../devices/testing/escpos-text'
import { devicesContext, type DevicesContext } from './test-context'

let t: DevicesContext
afterEach(async () => t?.close())

/** Through the real menu, tables, orders and payments APIs: the event contract as shipped. */
test(`an order placed at a table prints in the kitchen; paying cash prints the receipt and opens the \
drawer`, async () => {
  t = await devicesContext()
  const kitchen = await t.printer({ name: '廚房', role: 'kitchen' })
  const counter = await t.printer({ name: '櫃台', role: 'receipt', drawer: true, paperWidth: 58 })
  const item = await t.api('POST', '/menu', {
    name: '牛肉麵',
    basePrice: '180.00',
    sizeOptions: [{ name: '大碗', price: '210.00' }],
    spiceLevels: ['小辣'],
  })
  expect(item.status).toBe(201)
  const table = await t.api('POST', '/tables', { number: 'A-01', seats: 4 })
  const opened = await t.api('POST', `/tables/${table.body.id}/open`, { guestCount: 2 })
  expect(opened.status).toBeLessThan(300)
  const order = await t.api('POST', '/orders', {
    tableId: table.body.id,
    items: [{ menuItemId: item.body.id, quantity: 1, options: { size: '大碗', spice: '小辣' }, notes: '湯多' }],
  })
  expect(order.status).toBe(201)
  const ticket = escposToText((await kitchen.fake.waitForJobs(1))[0])
  expect(ticket).toContain('桌 A-01')
  expect(ticket).toContain('1 x 牛肉麵')
  expect(ticket).toContain('大碗、小辣')
  expect(ticket).toContain('※ 湯多')

  const pay = await t.api('POST', '/payments', {
    orderId: order.body.id,
    amount: order.body.total,
    paymentMethod: 'cash',
    tendered: '300',
  })
  expect(pay.status).toBe(201)
  const [receipt, pulse] = await counter.fake.waitForJobs(2)
  const text = escposToText(receipt)
  expect(text).toContain('牛肉麵')
  expect(text).toMatch(/現金$/m)
  expect(text).toMatch(/找零\s+NT\$69$/m) // 210 + 10% service fee = 231; 300 − 231
  expect(escposToText(pulse)).toBe('[錢櫃]')
})
