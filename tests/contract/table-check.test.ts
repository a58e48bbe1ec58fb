// A table's check over real HTTP with the spec's own calls: the service fee is the check's,
// rounded once on its total, however many 加點 rounds it took (spec part 1 §9: 10% of the
// subtotal). The orders keep their per-order figures; they add up to the check's.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { startFakeNetworkPrinter, type FakeNetworkPrinter } from '../../src/devices/testing/fake-network-printer'
import { escposToText } from '../../src/devices/testing/escpos-text'
import { expectCreated, expectList, startContract, type Contract } from './harness'

let c: Contract
let S: string
let printer: FakeNetworkPrinter
const menu: Record<string, any> = {}

/** Part 2 §7 POST menu, one size at the base price. */
const menuPayload = (name: string, basePrice: string) => ({
  name,
  description: '',
  basePrice,
  status: 'available',
  isActive: true,
  tags: [],
  sizeOptions: [{ name: '小碗', price: basePrice }],
  spiceLevels: ['不辣'],
  addOns: [],
  costData: {},
})

const dollars = (money: string) => Number(money)
const cents = (n: number) => n.toFixed(2)

/**
 * Part 1 §3 POST orders as the spec's POS sends it: its own figures by the spec's rule (the fee
 * 10% of the subtotal, to the cent), which the server accepts and answers with its own.
 */
function posOrder(tableId: number, lines: [name: string, quantity: number][]) {
  const items = lines.map(([name, quantity]) => {
    const price = dollars(menu[name].basePrice)
    return {
      menuItemId: menu[name].id,
      name,
      quantity,
      basePrice: menu[name].basePrice,
      options: { size: { name: '小碗', price: menu[name].basePrice }, spice: '不辣', addOns: [] },
      subtotal: cents(price * quantity),
    }
  })
  const subtotal = items.reduce((s, i) => s + dollars(i.subtotal), 0)
  return {
    tableId,
    memberId: null,
    items,
    subtotal: cents(subtotal),
    serviceFee: cents(subtotal * 0.1),
    total: cents(subtotal * 1.1),
    paymentMethod: 'cash',
    status: 'pending',
  }
}

const newTable = (number: string) => c.api.ok('POST', `${S}/tables`, { number, seats: 4 })
const sum = (orders: any[], field: string) => orders.reduce((s, o) => s + dollars(o[field]), 0)
/** Half up to whole dollars, as the store rounds by default. */
const wholeFee = (subtotal: number) => Math.floor(subtotal * 0.1 + 0.5 + 1e-9)

beforeAll(async () => {
  c = await startContract()
  S = `/api/stores/${c.storeId}`
  for (const [name, price] of [
    ['排骨飯', '275.00'],
    ['牛肉麵', '230.00'],
    ['燙青菜', '115.00'],
    ['滷蛋', '15.00'],
    ['貢丸湯', '37.00'],
  ])
    menu[name] = await c.api.ok('POST', `${S}/menu`, menuPayload(name, price))
  printer = await startFakeNetworkPrinter()
  await c.api.ok('POST', `${S}/printers`, {
    name: '櫃台',
    role: 'receipt',
    connection: 'network',
    address: printer.address,
  })
}, 60_000)
afterAll(async () => {
  await printer?.stop()
  await c.stop()
})

describe('table A-04: 505, then 加點 115', () => {
  let table: any
  let first: any
  let second: any
  beforeAll(async () => {
    table = await newTable('A-04')
    first = expectCreated(
      await c.api.post(
        `${S}/orders`,
        posOrder(table.id, [
          ['排骨飯', 1],
          ['牛肉麵', 1],
        ]),
      ),
    )
    second = expectCreated(await c.api.post(`${S}/orders`, posOrder(table.id, [['燙青菜', 1]])))
  })

  test('the orders carry fees 51 + 11 (10% of 620 is 62, not 51 + 12); the check is NT$682', async () => {
    expect(first).toMatchObject({ subtotal: '505.00', serviceFee: '51.00', total: '556.00' })
    expect(second).toMatchObject({
      sessionId: first.sessionId,
      subtotal: '115.00',
      serviceFee: '11.00',
      total: '126.00',
    })
    const summary = await c.api.ok('GET', `${S}/sessions/${first.sessionId}/summary`)
    expect(summary).toMatchObject({ total: '682.00', outstanding: '682.00' })
    const listed = (await c.api.ok('GET', `${S}/tables`)).find((t: any) => t.id === table.id)
    expect(listed).toMatchObject({ sessionTotalAmount: '682.00', sessionOutstanding: '682.00' })
    const orders = expectList(await c.api.get(`${S}/sessions/${first.sessionId}/orders`), 2)
    expect(orders.map((o) => [o.serviceFee, o.total])).toEqual([
      ['51.00', '556.00'],
      ['11.00', '126.00'],
    ])
    expect((await c.api.ok('GET', `${S}/orders/${second.id}`)).serviceFee).toBe('11.00')
  })

  test('split by items: 排骨飯 275 + 燙青菜 115 = 390 pays NT$429 (its fee share 39), 牛肉麵 230 pays 253', async () => {
    const lineOf = (o: any, name: string) => o.items.find((i: any) => i.name === name).id
    const split = await c.api.ok('POST', `${S}/sessions/${first.sessionId}/split`, {
      kind: 'items',
      checks: [[lineOf(first, '排骨飯'), lineOf(second, '燙青菜')], [lineOf(first, '牛肉麵')]],
    })
    await c.api.ok('DELETE', `${S}/sessions/${first.sessionId}/split`)
    expect(split.split.parts.map((p: any) => p.amount)).toEqual(['429.00', '253.00'])
  })

  test("the spec's payment of the check; its receipt prints 小計 620, 服務費 62, 總計 682", async () => {
    await c.api.ok('POST', `${S}/payments`, { sessionId: first.sessionId, amount: '682.00', paymentMethod: 'cash' })
    const [receipt] = await printer.waitForJobs(1)
    const text = escposToText(receipt)
    expect(text).toMatch(/小計\s+NT\$620$/m)
    expect(text).toMatch(/服務費\s+NT\$62$/m)
    expect(text).toMatch(/總計\s+NT\$682$/m)
  })
})

describe("a table's check: the service fee rounded once on its total", () => {
  test('split by quantity: 滷蛋 ×2, one to each check; the parts are whole dollars that sum to the check', async () => {
    const table = await newTable('Q-01')
    const order = await c.api.ok(
      'POST',
      `${S}/orders`,
      posOrder(table.id, [
        ['排骨飯', 1],
        ['滷蛋', 2],
      ]),
    )
    // 305 + fee 30.5 → 31, rounded once on the check: 336
    expect(order.total).toBe('336.00')
    const [rice, egg] = ['排骨飯', '滷蛋'].map((name) => order.items.find((i: any) => i.name === name).id)
    const split = await c.api.ok('POST', `${S}/sessions/${order.sessionId}/split`, {
      kind: 'items',
      checks: [[rice, { id: egg, quantity: 1 }], [{ id: egg, quantity: 1 }]],
    })
    // 290/305 × 336 = 319.47 and 15/305 × 336 = 16.52: the dollar left goes to the larger remainder
    expect(split.split.parts.map((p: any) => [p.amount, p.items.map((i: any) => `${i.name}×${i.quantity}`)])).toEqual([
      ['319.00', ['排骨飯×1', '滷蛋×1']],
      ['17.00', ['滷蛋×1']],
    ])
    await c.api.ok('DELETE', `${S}/sessions/${order.sessionId}/split`)
  })

  test('a void in round 1 after round 2 re-settles the check to its rounded fee', async () => {
    const table = await newTable('A-05')
    const first = await c.api.ok(
      'POST',
      `${S}/orders`,
      posOrder(table.id, [
        ['排骨飯', 1],
        ['牛肉麵', 1],
      ]),
    )
    await c.api.ok('POST', `${S}/orders`, posOrder(table.id, [['燙青菜', 1]]))
    const line = first.items.find((i: any) => i.name === '牛肉麵').id
    await c.api.ok('POST', `${S}/orders/${first.id}/void`, { lineId: line, reason: 'customer_cancel' })
    const orders = expectList(await c.api.get(`${S}/sessions/${first.sessionId}/orders`), 2)
    // 275 + 115 = 390 → fee 39 (each round alone: 27.5 → 28 and 11.5 → 12, NT$40)
    expect(sum(orders, 'subtotal')).toBe(390)
    expect(sum(orders, 'serviceFee')).toBe(39)
    expect(await c.api.ok('GET', `${S}/sessions/${first.sessionId}/summary`)).toMatchObject({ total: '429.00' })
  })

  test("a client that rounds each round alone (fee 12.00 on the 115 加點) is answered the check's 11.00", async () => {
    const table = await newTable('A-06')
    await c.api.ok(
      'POST',
      `${S}/orders`,
      posOrder(table.id, [
        ['排骨飯', 1],
        ['牛肉麵', 1],
      ]),
    )
    const own = { ...posOrder(table.id, [['燙青菜', 1]]), serviceFee: '12.00', total: '127.00' }
    const answer = expectCreated(await c.api.post(`${S}/orders`, own))
    expect(answer).toMatchObject({ serviceFee: '11.00', total: '126.00' })
    // a figure by no rule is still refused, with the server's own
    const odd = await c.api.post(`${S}/orders`, { ...own, serviceFee: '13.00', total: '128.00' })
    expect(odd.status).toBe(422)
    expect(odd.body.expected).toMatchObject({ serviceFee: '12.00', total: '127.00' })
  })

  test('a burst of 100 加點 orders at once on one table: the fees sum to 10% of the check, rounded once', async () => {
    const table = await newTable('B-01')
    const seated = await c.api.ok('POST', `${S}/orders`, posOrder(table.id, [['滷蛋', 1]]))
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => {
        const eggs: [string, number] = ['滷蛋', (i % 3) + 1]
        return c.api.post(`${S}/orders`, posOrder(table.id, i % 2 ? [eggs, ['貢丸湯', 1]] : [eggs]))
      }),
    )
    expect(answers.map((a) => a.status).filter((s) => s !== 201)).toEqual([])
    const orders = expectList(await c.api.get(`${S}/sessions/${seated.sessionId}/orders`), 101)
    const subtotal = sum(orders, 'subtotal')
    expect(sum(orders, 'serviceFee')).toBe(wholeFee(subtotal))
    expect(orders.every((o) => dollars(o.serviceFee) >= 0)).toBe(true)
    const summary = await c.api.ok('GET', `${S}/sessions/${seated.sessionId}/summary`)
    expect(dollars(summary.total)).toBe(subtotal + wholeFee(subtotal))
  })
})
