import { afterEach, expect, test } from 'bun:test'
import iconv from 'iconv-lite'
import { escposToText } from '../../../devices/testing/escpos-text'
import { topics } from '../../../devices'
import { devicesContext, until, type DevicesContext } from './test-context'

let t: DevicesContext
afterEach(async () => {
  await t?.close()
})

test('an order with option group picks: the kitchen ticket and the receipt print them compactly', async () => {
  t = await devicesContext('embedded')
  const messages = await t.display()
  const kitchen = await t.printer({ name: '吧台', role: 'kitchen' })
  const counter = await t.printer({ name: '櫃台', role: 'receipt' })
  const created = async (path: string, body: unknown, status = 201) => {
    const res = await t.api(path.endsWith('option-groups') && status === 200 ? 'PUT' : 'POST', path, body)
    if (res.status !== status) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`)
    return res.body
  }
  const sugar = await created('/option-groups', {
    name: '甜度',
    options: ['正常', '半糖', '無糖'].map((name) => ({ name })),
    required: true,
    defaultOption: '正常',
  })
  const ice = await created('/option-groups', {
    name: '冰塊',
    options: [{ name: '少冰' }, { name: '去冰' }],
    required: true,
  })
  const toppings = await created('/option-groups', {
    name: '加料',
    options: [
      { name: '珍珠', price: '10' },
      { name: '椰果', price: '10' },
    ],
    minChoices: 0,
    maxChoices: 3,
  })
  const tea = await created('/menu', {
    name: '珍珠奶茶',
    basePrice: '55',
    sizeOptions: [{ name: '中杯', price: '55' }],
  })
  await created(`/menu/${tea.id}/option-groups`, { groupIds: [sugar.id, ice.id, toppings.id] }, 200)

  const order = await created('/orders', {
    tableId: null,
    orderType: 'takeout',
    items: [
      {
        menuItemId: tea.id,
        quantity: 1,
        options: {
          size: '中杯',
          groups: [
            { groupId: sugar.id, choices: ['半糖'] },
            { groupId: ice.id, choices: ['少冰'] },
            { groupId: toppings.id, choices: ['珍珠'] },
          ],
        },
      },
    ],
  })
  expect(order.total).toBe('65.00')

  const [ticket] = await kitchen.fake.waitForJobs(1)
  expect(escposToText(ticket)).toContain('\n1 x 珍珠奶茶\n   中杯 半糖少冰 加珍珠\n')
  // Read back by iconv-lite's own Big5 tables, not the encoder that wrote it.
  expect(Buffer.from(ticket).includes(iconv.encode('中杯 半糖少冰 加珍珠', 'big5'))).toBe(true)

  // The kitchen display hears the same picks.
  const ticketTopic = topics.kitchenTickets(t.storeId, 'all')
  await until(() => messages.some((m) => m.topic === ticketTopic), 5000, 'kitchen ticket message')
  expect(JSON.parse(messages.find((m) => m.topic === ticketTopic)!.text).lines).toMatchObject([
    { name: '珍珠奶茶', size: '中杯', addOns: [], choices: '半糖少冰 加珍珠' },
  ])

  const payment = t.fx.payment({ orderId: order.id, amount: 6500, method: 'cash' })
  t.write('payment.recorded', { storeId: t.storeId, paymentId: payment.id, sessionId: null, orderId: order.id })
  const [receipt] = await counter.fake.waitForJobs(1)
  expect(escposToText(receipt)).toContain('\n  中杯 半糖少冰 加珍珠\n')
})

test('a 外送 order: the kitchen ticket and the receipt say 外送, not 外帶', async () => {
  t = await devicesContext('embedded')
  const kitchen = await t.printer({ name: '廚房', role: 'kitchen' })
  const counter = await t.printer({ name: '櫃台', role: 'receipt' })
  const rice = await t.api('POST', '/menu', { name: '滷肉飯', basePrice: '50', channelPrices: { delivery: '60' } })
  const order = await t.api('POST', '/orders', {
    orderType: 'delivery',
    items: [{ menuItemId: rice.body.id, quantity: 1 }],
  })
  expect(order.body).toMatchObject({ orderType: 'delivery', total: '60.00' })

  const [ticket] = await kitchen.fake.waitForJobs(1)
  const text = escposToText(ticket)
  expect(text).toContain('外送')
  expect(text).not.toContain('外帶')
  expect(Buffer.from(ticket).includes(iconv.encode('外送', 'big5'))).toBe(true)

  const payment = t.fx.payment({ orderId: order.body.id, amount: 6000, method: 'cash' })
  t.write('payment.recorded', { storeId: t.storeId, paymentId: payment.id, sessionId: null, orderId: order.body.id })
  const [receipt] = await counter.fake.waitForJobs(1)
  expect(escposToText(receipt)).toContain('桌號：外送')
})
