import { afterEach, expect, test } from 'bun:test'
import iconv from 'iconv-lite'
import { escposToText } from '../../../devices/testing/escpos-text'
import { topics } from '../../../devices'
import { devicesContext, until, type DevicesContext } from './test-context'

let t: DevicesContext
afterEach(async () => {
  await t?.close()
})

test(`a 套餐 order: each part goes to its own station with its picks; the receipt shows the set with \
its parts`, async () => {
  t = await devicesContext('embedded')
  const messages = await t.display()
  const bar = await t.printer({ name: '吧台', role: 'kitchen', categoryIds: ['drink'] })
  const hot = await t.printer({ name: '熱炒', role: 'kitchen', categoryIds: ['food', 'soup'] })
  const counter = await t.printer({ name: '櫃台', role: 'receipt' })
  const created = async (method: 'POST' | 'PUT', path: string, body: unknown) => {
    const res = await t.api(method, path, body)
    if (res.status !== (method === 'POST' ? 201 : 200))
      throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`)
    return res.body
  }
  const sugar = await created('POST', '/option-groups', {
    name: '甜度',
    options: ['正常', '微糖'].map((name) => ({ name })),
    required: true,
  })
  const ice = await created('POST', '/option-groups', { name: '冰塊', options: [{ name: '去冰' }], required: true })
  const item = (name: string, basePrice: string, categoryId: string) =>
    created('POST', '/menu', { name, basePrice, categoryId })
  const rice = await item('香酥雞腿飯', '120', 'food')
  const tea = await item('紅茶', '25', 'drink')
  const soup = await item('貢丸湯', '35', 'soup')
  const set = await item('雞腿飯套餐', '170', 'food')
  await created('PUT', `/menu/${tea.id}/option-groups`, { groupIds: [sugar.id, ice.id] })
  await created('PUT', `/menu/${set.id}/set-slots`, {
    slots: [
      { name: '主餐', choices: [{ menuItemId: rice.id }] },
      { name: '飲料', choices: [{ menuItemId: tea.id }] },
      { name: '湯', choices: [{ menuItemId: soup.id }] },
    ],
  })

  const order = await created('POST', '/orders', {
    tableId: null,
    orderType: 'takeout',
    items: [
      {
        menuItemId: set.id,
        quantity: 1,
        options: {
          parts: [
            {
              slot: '飲料',
              menuItemId: tea.id,
              groups: [
                { groupId: sugar.id, choices: ['微糖'] },
                { groupId: ice.id, choices: ['去冰'] },
              ],
            },
          ],
        },
      },
    ],
  })
  expect(order.total).toBe('170.00')

  const [barTicket] = await bar.fake.waitForJobs(1)
  const [hotTicket] = await hot.fake.waitForJobs(1)
  const barText = escposToText(barTicket)
  const hotText = escposToText(hotTicket)
  expect(barText).toContain('\n1 x 紅茶 (雞腿飯套餐)\n   微糖去冰\n')
  expect(barText).not.toContain('貢丸湯')
  expect(barText).not.toContain('香酥雞腿飯')
  expect(hotText).toContain('\n1 x 香酥雞腿飯 (雞腿飯套餐)\n')
  expect(hotText).toContain('\n1 x 貢丸湯 (雞腿飯套餐)\n')
  expect(hotText).not.toContain('紅茶')
  // Read back by iconv-lite's own Big5 tables, not the encoder that wrote it.
  expect(Buffer.from(barTicket).includes(iconv.encode('紅茶 (雞腿飯套餐)', 'big5'))).toBe(true)
  expect(Buffer.from(barTicket).includes(iconv.encode('微糖去冰', 'big5'))).toBe(true)

  // Each station's display hears only its parts.
  const barTopic = topics.kitchenTickets(t.storeId, bar.id)
  await until(() => messages.some((m) => m.topic === barTopic), 5000, 'bar ticket message')
  expect(JSON.parse(messages.find((m) => m.topic === barTopic)!.text).lines).toMatchObject([
    { name: '紅茶 (雞腿飯套餐)', choices: '微糖去冰' },
  ])

  const payment = t.fx.payment({ orderId: order.id, amount: 17000, method: 'cash' })
  t.write('payment.recorded', { storeId: t.storeId, paymentId: payment.id, sessionId: null, orderId: order.id })
  const [receipt] = await counter.fake.waitForJobs(1)
  const receiptText = escposToText(receipt)
  expect(receiptText).toContain('雞腿飯套餐')
  expect(receiptText.replace(/\n\s*/g, '')).toContain('香酥雞腿飯／紅茶 微糖去冰／貢丸湯')
})
