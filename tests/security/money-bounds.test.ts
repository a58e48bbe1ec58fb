import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { businessDate } from '../../src/shared/domain/business-day'
import { createWorld, dbDigest, type Res, type World } from './world'

/**
 * One bound for every money value the server stores (NT$9,999,999.99 = 999,999,999 cents), held
 * where money is parsed and where it is computed: for each money-changing route an amount at the
 * bound is taken and one cent more is a 422 AMOUNT_TOO_LARGE that leaves every row as it was.
 */

const AT = '9999999.99'
const OVER = '10000000.00'

let w: World
let s: string
beforeAll(async () => {
  w = await createWorld()
  s = `/api/stores/${w.a.storeId}`
  // the bound is NT$9,999,999.99: a store that allows cent prices (允許角（小數）價格) reaches it exactly
  await ok(api('PATCH', s, { settings: { allowCentPrices: true } }))
}, 60_000)
afterAll(() => w.ctx.close())

const api = (method: string, path: string, body?: unknown, cookie = w.manager.cookie) =>
  w.send(method, path, { cookie, body })

async function ok(res: Promise<Res>) {
  const r = await res
  if (r.status >= 300) throw new Error(`${r.status} ${r.text}`)
  return r.body
}

/** The request is refused as too large and not one row of the database changes. */
async function refused(call: () => Promise<Res>) {
  const before = dbDigest(w.ctx)
  const res = await call()
  expect({ status: res.status, code: res.body?.code }).toEqual({ status: 422, code: 'AMOUNT_TOO_LARGE' })
  expect(res.body.message).toContain('金額超過上限 NT$9,999,999.99')
  expect(dbDigest(w.ctx)).toBe(before)
}

const item = (basePrice: string, extra: Record<string, unknown> = {}) =>
  ok(api('POST', `${s}/menu`, { name: `品項${Math.random()}`, basePrice, categoryId: w.a.menuCategoryId, ...extra }))

async function openTable() {
  const table = await ok(api('POST', `${s}/tables`, { number: `T${Math.floor(Math.random() * 1e6)}`, seats: 4 }))
  await ok(api('POST', `${s}/tables/${table.id}/open`, { guestCount: 2 }))
  return table.id as number
}

const order = (tableId: number, items: unknown[], extra: Record<string, unknown> = {}) =>
  api('POST', `${s}/orders`, { tableId, items, ...extra })

describe('menu prices', () => {
  test('POST /menu: base, size and add-on prices at the bound are taken, one cent more is refused', async () => {
    const made = await item(AT, { sizeOptions: [{ name: '大', price: AT }], addOns: [{ name: '蛋', price: AT }] })
    expect(made).toMatchObject({ basePrice: AT })
    await refused(() => api('POST', `${s}/menu`, { name: '貴', basePrice: OVER, categoryId: w.a.menuCategoryId }))
    await refused(() =>
      api('POST', `${s}/menu`, { name: '貴', basePrice: '1.00', sizeOptions: [{ name: '大', price: OVER }] }),
    )
    await refused(() =>
      api('POST', `${s}/menu`, { name: '貴', basePrice: '1.00', addOns: [{ name: '蛋', price: OVER }] }),
    )
    await refused(() => api('POST', `${s}/menu`, { name: '貴', basePrice: 99999999999 }))
  })

  test('PATCH /menu/:itemId: at the bound is taken, above it is refused', async () => {
    const made = await item('10.00')
    expect(await ok(api('PATCH', `${s}/menu/${made.id}`, { basePrice: AT }))).toMatchObject({ basePrice: AT })
    await refused(() => api('PATCH', `${s}/menu/${made.id}`, { basePrice: OVER }))
    await refused(() => api('PATCH', `${s}/menu/${made.id}`, { addOns: [{ name: '蛋', price: OVER }] }))
  })
})

describe('batch price', () => {
  const batch = (itemIds: number[], adjustmentType: string, adjustmentValue: unknown) =>
    api('PATCH', `${s}/menu/batch-price`, { itemIds, adjustmentType, adjustmentValue })

  test('+1000% fourteen times: taken while within the bound, refused from the step that would pass it', async () => {
    const made = await item('100.00')
    const seen: number[] = []
    for (let step = 1; step <= 14; step++) {
      const before = dbDigest(w.ctx)
      const res = await batch([made.id], 'percentage', 1000)
      seen.push(res.status)
      if (res.status !== 200) {
        expect(res.body.code).toBe('AMOUNT_TOO_LARGE')
        expect(dbDigest(w.ctx)).toBe(before)
      }
    }
    // 100 × 11⁴ = 1,464,100 fits; × 11 again would be 16,105,100
    expect(seen).toEqual([200, 200, 200, 200, ...Array(10).fill(422)])
    expect((await ok(api('GET', `${s}/menu/${made.id}`))).basePrice).toBe('1464100.00')
  })

  test('one item pushed past the bound refuses the whole batch; sizes count too', async () => {
    const cheap = await item('10.00')
    const dear = await item('5000000.00')
    await refused(() => batch([cheap.id, dear.id], 'percentage', 100))
    const sized = await item('10.00', { sizeOptions: [{ name: '大', price: '6000000.00' }] })
    await refused(() => batch([cheap.id, sized.id], 'percentage', 100))
    expect((await ok(api('GET', `${s}/menu/${cheap.id}`))).basePrice).toBe('10.00')
  })

  test(`a fixed amount reaching the bound exactly is taken; one cent past it, or a fixed amount above the bound, is \
refused`, async () => {
    const made = await item('0.99')
    const raised = await ok(batch([made.id], 'fixed', '9999999.00'))
    expect(raised.items[0].basePrice).toBe(AT)
    await refused(() => batch([made.id], 'fixed', '0.01'))
    const other = await item('1.00')
    await refused(() => batch([other.id], 'fixed', OVER))
    await refused(() => batch([other.id], 'fixed', `-${OVER}`))
  })
})

describe('orders', () => {
  test('quantity × price past the bound is refused; just under it is taken', async () => {
    const tableId = await openTable()
    const made = await item('1000000.00')
    await refused(() => order(tableId, [{ menuItemId: made.id, quantity: 10 }]))
    const taken = await ok(order(tableId, [{ menuItemId: made.id, quantity: 9 }]))
    expect(taken).toMatchObject({ subtotal: '9000000.00', serviceFee: '900000.00', total: '9900000.00' })
  })

  test('the total with its 10% service fee: exactly the bound is taken, one cent more is refused', async () => {
    const tableId = await openTable()
    // the fee is whole dollars: 9,090,908.99 + fee 909,091 (909,090.899 half up) = 9,999,999.99
    const atBound = await item('9090908.99')
    expect(await ok(order(tableId, [{ menuItemId: atBound.id, quantity: 1 }]))).toMatchObject({
      serviceFee: '909091.00',
      total: AT,
    })
    // one cent more: 9,090,909.00 + 909,091 (909,090.9 half up) = 10,000,000.00
    const over = await item('9090909.00')
    await refused(() => order(tableId, [{ menuItemId: over.id, quantity: 1 }]))
  })

  test('options add up: size + add-ons × quantity, and many lines, are bounded', async () => {
    const tableId = await openTable()
    const made = await item('1.00', {
      sizeOptions: [{ name: '大', price: '5000000.00' }],
      addOns: [{ name: '蛋', price: '5000000.00' }],
    })
    await refused(() => order(tableId, [{ menuItemId: made.id, quantity: 1, options: { size: '大', addOns: ['蛋'] } }]))
    await refused(() =>
      order(tableId, [{ menuItemId: made.id, quantity: 1, options: { addOns: Array(30).fill('蛋') } }]),
    )
    const line = { menuItemId: made.id, quantity: 1, options: { size: '大' } }
    await refused(() => order(tableId, [line, line]))
  })

  test('a member discount does not let an over-bound subtotal through; a claimed total does not either', async () => {
    const tableId = await openTable()
    const made = await item('1000000.00')
    await refused(() =>
      order(tableId, [{ menuItemId: made.id, quantity: 11 }], { memberId: w.a.memberId, total: '1.00' }),
    )
  })

  test('the recipe cost of a line is bounded like its price', async () => {
    const tableId = await openTable()
    const cat = await ok(api('POST', `${s}/inventory-categories`, { name: `貴重${Math.random()}` }))
    const gold = await ok(
      api('POST', `${s}/inventory`, {
        name: '金箔',
        categoryId: cat.id,
        unit: '克',
        currentStock: '0',
        safetyStock: '0',
        unitCost: '9999.00',
      }),
    )
    // 1,000,000 units per portion × NT$9,999 a unit
    const made = await item('10.00', { costData: { 金箔: { inventoryId: gold.id, quantity: 1_000_000_000 } } })
    await refused(() => order(tableId, [{ menuItemId: made.id, quantity: 1 }]))
  })

  test('POST /orders/qr (diner): the same bound', async () => {
    const made = await item('1000000.00')
    const before = dbDigest(w.ctx)
    const res = await w.send('POST', `/api/stores/${w.a.storeId}/orders/qr`, {
      body: { tableId: w.a.tableId, token: w.a.token, items: [{ menuItemId: made.id, quantity: 10 }] },
    })
    expect({ status: res.status, code: res.body?.code }).toEqual({ status: 422, code: 'AMOUNT_TOO_LARGE' })
    expect(dbDigest(w.ctx)).toBe(before)
  })
})

describe('payments', () => {
  test('amount and cash tendered: the bound is taken, one cent more is refused', async () => {
    const tableId = await openTable()
    const atBound = await item('9090908.99') // total 9,999,999.99 with its whole-dollar fee
    const placed = await ok(order(tableId, [{ menuItemId: atBound.id, quantity: 1 }]))
    const pay = (amount: string, tendered?: string) =>
      api('POST', `${s}/payments`, { orderId: placed.id, amount, paymentMethod: 'cash', tendered })
    await refused(() => pay(OVER))
    await refused(() => pay('100.00', OVER))
    await refused(() => pay('99999999999.99'))
    expect(await ok(pay('100.00', AT))).toMatchObject({ amount: '100.00', tendered: AT, change: '9999899.99' })
    const rest = await ok(pay('9999899.99'))
    expect(rest.summary.outstanding).toBe('0.00')
  })
})

describe('inventory', () => {
  let categoryId: number
  beforeAll(async () => {
    categoryId = (await ok(api('POST', `${s}/inventory-categories`, { name: '乾貨上限' }))).id
  })
  const create = (unitCost: string, currentStock: string) =>
    api('POST', `${s}/inventory`, {
      name: `料${Math.random()}`,
      categoryId,
      unit: '個',
      currentStock,
      safetyStock: '0',
      unitCost,
    })

  test('POST /inventory: unit cost and stock worth at the bound are taken, above it refused', async () => {
    expect(await ok(create(AT, '1'))).toMatchObject({ unitCost: AT, stockValue: AT })
    await refused(() => create(OVER, '0'))
    await refused(() => create(AT, '2'))
  })

  test(`PATCH /inventory/:itemId and POST …/stock: a unit cost or a stock that would be worth more than the bound is \
refused`, async () => {
    const made = await ok(create('1000000.00', '9'))
    await refused(() => api('PATCH', `${s}/inventory/${made.id}`, { unitCost: OVER }))
    await refused(() => api('PATCH', `${s}/inventory/${made.id}`, { unitCost: '2000000.00' }))
    await refused(() => api('PATCH', `${s}/inventory/${made.id}`, { currentStock: '10' }))
    await refused(() => api('POST', `${s}/inventory/${made.id}/stock`, { quantity: '1', reason: 'restock' }))
    expect(await ok(api('PATCH', `${s}/inventory/${made.id}`, { unitCost: '1111111.11' }))).toMatchObject({
      stockValue: '9999999.99',
    })
  })
})

describe('day close', () => {
  test('counted cash and opening float above the bound are refused; at the bound the day closes', async () => {
    const date = businessDate(w.ctx.clock.now())
    const close = (countedCash: string, openingFloat = '0') =>
      api('POST', `${s}/day-close`, { date, countedCash, openingFloat })
    await refused(() => close(OVER))
    await refused(() => close('100.00', OVER))
    const closed = await ok(close(AT, AT))
    expect(closed).toMatchObject({ countedCash: AT, openingFloat: AT })
  })
})

test('a burst of 240 over-bound orders and payments at once changes nothing', async () => {
  const tableId = await openTable()
  const made = await item('1000000.00')
  const placed = await ok(order(tableId, [{ menuItemId: made.id, quantity: 1 }]))
  const before = dbDigest(w.ctx)
  const calls = Array.from({ length: 120 }, (_, i) => [
    w.send('POST', `${s}/orders`, {
      cookie: i % 2 ? w.manager.cookie : w.staff.cookie,
      body: { tableId, items: [{ menuItemId: made.id, quantity: 10 + (i % 90) }] },
      headers: { 'idempotency-key': `burst-order-${i}` },
    }),
    w.send('POST', `${s}/payments`, {
      cookie: i % 2 ? w.manager.cookie : w.staff.cookie,
      body: {
        orderId: placed.id,
        amount: i % 3 ? OVER : '1.00',
        tendered: i % 3 ? undefined : OVER,
        paymentMethod: 'cash',
        clientPaymentId: `burst-pay-${i}`,
      },
    }),
  ]).flat()
  const results = await Promise.all(calls)
  const answers = new Map<string, number>()
  for (const r of results)
    answers.set(`${r.status} ${r.body?.code}`, (answers.get(`${r.status} ${r.body?.code}`) ?? 0) + 1)
  expect(Object.fromEntries(answers)).toEqual({ '422 AMOUNT_TOO_LARGE': 240 })
  expect(dbDigest(w.ctx)).toBe(before)
})
