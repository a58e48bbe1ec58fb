import { afterEach, describe, expect, test } from 'bun:test'
import { count } from 'drizzle-orm'
import { billSplitParts, billSplits, orderItems, payments } from '../../db/schema'
import { createTestContext, type TestContext } from '../../testing/harness'
import { seated } from '../orders/testing'

let ctx: TestContext
afterEach(() => ctx?.close())

const n = (table: typeof payments | typeof billSplits | typeof billSplitParts) =>
  ctx.db.db.select({ n: count() }).from(table).get()!.n

/** Table A1 with one order: 2 × 紅燒牛肉麵 180 + 2 × 紅茶 30 = 420, fee 42, total 462. */
async function bill() {
  ctx = createTestContext()
  const { s, m, table } = await seated(ctx)
  const order = (
    await s.asStaff.post('/orders', {
      tableId: table.id,
      items: [
        { menuItemId: m.beefNoodle.id, quantity: 2 },
        { menuItemId: m.tea.id, quantity: 2 },
      ],
    })
  ).body
  expect(order.total).toBe('462.00')
  const split = (body: unknown) => s.asStaff.post(`/sessions/${table.sessionId}/split`, body)
  const pay = (partId: number, body: unknown) =>
    s.asStaff.post(`/sessions/${table.sessionId}/split/parts/${partId}/pay`, body)
  return { s, m, table, order, split, pay }
}

describe('split the bill', () => {
  test('in two equal shares: one cash with change, one by card; the table clears; the Z report adds up', async () => {
    const { s, table, split, pay } = await bill()
    const created = await split({ kind: 'equal', shares: 2 })
    expect(created.status).toBe(201)
    const parts = created.body.split.parts
    expect(parts.map((p: any) => p.amount)).toEqual(['231.00', '231.00'])

    const cash = await pay(parts[0].id, { paymentMethod: 'cash', tendered: '500', clientPaymentId: 'p1' })
    expect(cash.status).toBe(201)
    expect(cash.body).toMatchObject({
      tableCleared: false,
      payment: { amount: '231.00', paymentMethod: 'cash', tendered: '500.00', change: '269.00' },
    })
    expect(cash.body.bill).toMatchObject({ paid: '231.00', outstanding: '231.00', split: { unsplit: '0.00' } })
    expect((await s.asStaff.get(`/tables/${table.id}`)).body.status).toBe('occupied')

    const card = await pay(parts[1].id, { paymentMethod: 'credit_card', clientPaymentId: 'p2' })
    expect(card.body).toMatchObject({
      tableCleared: true,
      payment: { amount: '231.00', paymentMethod: 'credit_card', tendered: null },
    })
    expect((await s.asStaff.get(`/tables/${table.id}`)).body).toMatchObject({ status: 'available', sessionId: null })
    // Each part is its own payment row (the e-invoice hooks in per payment).
    expect(
      ctx.db.db
        .select()
        .from(payments)
        .all()
        .map((p) => [p.amount, p.method]),
    ).toEqual([
      [23100, 'cash'],
      [23100, 'credit_card'],
    ])

    const z = (await s.asManager.get('/day-close?date=2026-11-22')).body
    expect(z.byMethod).toEqual(
      expect.arrayContaining([
        { method: 'cash', count: 1, amount: '231.00' },
        { method: 'credit_card', count: 1, amount: '231.00' },
      ]),
    )
    expect(z.cashPayments).toBe('231.00')
    expect(z.paymentTotal).toBe('462.00')
    const money = (v: string) => Math.round(Number(v) * 100)
    expect(money(z.expectedCash)).toBe(money(z.openingFloat) + money(z.cashPayments) - money(z.cashRefunds))
    // A close ends the day at its instant: the payments a minute before it are in it.
    ctx.clock.advance(60_000)
    const closed = (
      await s.asManager.post('/day-close', { date: '2026-11-22', countedCash: '1231', openingFloat: '1000' })
    ).body
    expect(closed).toMatchObject({ expectedCash: '1231.00', difference: '0.00' })
  })

  test('by amount: the named part, the last takes the rest; by items: each check its lines’ share', async () => {
    const { split } = await bill()
    expect((await split({ kind: 'amount', amounts: ['100'] })).body.split.parts.map((p: any) => p.amount)).toEqual([
      '100.00',
      '362.00',
    ])
    const lines = ctx.db.db.select().from(orderItems).all()
    const byItems = await split({ kind: 'items', checks: [[lines[0].id], [lines[1].id]] })
    expect(byItems.status).toBe(201)
    // 360/420 × 462 = 396; the tea check takes the remainder 66 (its share of the fee included)
    expect(byItems.body.split.parts.map((p: any) => [p.amount, p.items.map((i: any) => i.name)])).toEqual([
      ['396.00', ['紅燒牛肉麵']],
      ['66.00', ['紅茶']],
    ])
    expect(byItems.body.split.kind).toBe('items')
    expect(
      ctx.db.db
        .select()
        .from(billSplits)
        .all()
        .map((x) => x.status),
    ).toEqual(['cancelled', 'active'])
  })

  test('by quantity: 紅燒牛肉麵 ×2, one to each check; the tea whole to the second', async () => {
    const { split } = await bill()
    const [beef, tea] = ctx.db.db.select().from(orderItems).all()
    const res = await split({
      kind: 'items',
      checks: [[{ id: beef.id, quantity: 1 }], [{ id: beef.id, quantity: 1 }, tea.id]],
    })
    expect(res.status).toBe(201)
    // 180/420 × 462 = 198; the other check 240/420 × 462 = 264 (the fee rounded once on the check)
    expect(
      res.body.split.parts.map((p: any) => [p.amount, p.items.map((i: any) => [i.name, i.quantity, i.subtotal])]),
    ).toEqual([
      ['198.00', [['紅燒牛肉麵', 1, '180.00']]],
      [
        '264.00',
        [
          ['紅燒牛肉麵', 1, '180.00'],
          ['紅茶', 2, '60.00'],
        ],
      ],
    ])
  })

  test('bad input gets a zh-TW 4xx and changes nothing', async () => {
    const { split } = await bill()
    const lines = ctx.db.db.select().from(orderItems).all()
    const cases: [unknown, number, string][] = [
      [{ kind: 'equal', shares: 1 }, 422, '分帳份數須為 2 到 10 份'],
      [{ kind: 'equal', shares: 11 }, 422, '分帳份數須為 2 到 10 份'],
      [{ kind: 'amount', amounts: ['0'] }, 422, '至少要 NT$1'],
      [{ kind: 'amount', amounts: ['462'] }, 422, '須少於未付金額 NT$462.00'],
      [{ kind: 'amount', amounts: ['500'] }, 422, '須少於未付金額'],
      [{ kind: 'amount', amounts: ['10.50'] }, 422, '整數元'],
      [{ kind: 'items', checks: [[lines[0].id, lines[1].id], [lines[1].id]] }, 422, '「紅茶」不能同時分在兩張帳單'],
      [{ kind: 'items', checks: [[lines[0].id], []] }, 422, '至少要有一個品項'],
      [{ kind: 'items', checks: [[lines[0].id], [999]] }, 422, '不在此桌的帳單上'],
      [
        {
          kind: 'items',
          checks: [[{ id: lines[0].id, quantity: 2 }], [{ id: lines[0].id, quantity: 1 }, lines[1].id]],
        },
        422,
        '「紅燒牛肉麵」只點了 2 份',
      ],
      [
        { kind: 'items', checks: [[{ id: lines[0].id, quantity: 1 }], [lines[1].id]] },
        422,
        '「紅燒牛肉麵」點了 2 份，還有幾份沒分到',
      ],
      [
        { kind: 'items', checks: [[lines[0].id], [{ id: lines[0].id, quantity: 1 }, lines[1].id]] },
        422,
        '不能同時分在兩張帳單',
      ],
      [
        { kind: 'items', checks: [[{ id: lines[0].id, quantity: 0 }], [lines[0].id, lines[1].id]] },
        422,
        '輸入資料有誤',
      ],
      [
        { kind: 'items', checks: [[{ id: lines[0].id, quantity: 1.5 }], [lines[0].id, lines[1].id]] },
        422,
        '輸入資料有誤',
      ],
      [{ kind: 'items', checks: [[{ id: lines[0].id }], [lines[1].id]] }, 422, '輸入資料有誤'],
    ]
    for (const [body, status, text] of cases) {
      const res = await split(body)
      expect([res.status, res.body.message]).toEqual([status, expect.stringContaining(text)])
    }
    expect([n(billSplits), n(billSplitParts), n(payments)]).toEqual([0, 0, 0])
  })

  test('a paid part is not paid twice, a split with a paid part stays, a retry is a replay', async () => {
    const { split, pay } = await bill()
    const parts = (await split({ kind: 'equal', shares: 3 })).body.split.parts
    expect(parts.map((p: any) => p.amount)).toEqual(['154.00', '154.00', '154.00'])
    expect((await pay(parts[0].id, { paymentMethod: 'cash', tendered: '100' })).body.message).toContain('少於應收金額')
    const first = await pay(parts[0].id, { paymentMethod: 'line_pay', clientPaymentId: 'k1' })
    expect(first.status).toBe(201)
    const retry = await pay(parts[0].id, { paymentMethod: 'line_pay', clientPaymentId: 'k1' })
    expect([retry.status, retry.headers.get('idempotent-replay'), retry.body.payment.id]).toEqual([
      200,
      'true',
      first.body.payment.id,
    ])
    const again = await pay(parts[0].id, { paymentMethod: 'cash', clientPaymentId: 'k2' })
    expect([again.status, again.body.message]).toEqual([409, '第 1 份已收款，不會重複收款'])
    expect((await pay(parts[1].id, { paymentMethod: 'line_pay', clientPaymentId: 'k1' })).status).toBe(409)
    expect((await split({ kind: 'equal', shares: 2 })).body.message).toContain('已有部分收款')
    expect((await pay(99999, { paymentMethod: 'cash' })).status).toBe(404)
    expect(n(payments)).toBe(1)
  })
})

describe('split bursts', () => {
  test('120 payments of the same part at once (different keys): one payment, the rest 409', async () => {
    const { split, pay } = await bill()
    const part = (await split({ kind: 'equal', shares: 2 })).body.split.parts[0]
    const res = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        pay(part.id, { paymentMethod: 'cash', tendered: '300', clientPaymentId: `b${i}` }),
      ),
    )
    expect(res.filter((r) => r.status === 201)).toHaveLength(1)
    expect(res.filter((r) => r.status === 409)).toHaveLength(119)
    expect(n(payments)).toBe(1)
  })

  test('120 double taps with one key: one payment, every answer names it', async () => {
    const { split, pay } = await bill()
    const part = (await split({ kind: 'equal', shares: 2 })).body.split.parts[1]
    const res = await Promise.all(
      Array.from({ length: 120 }, () => pay(part.id, { paymentMethod: 'credit_card', clientPaymentId: 'tap' })),
    )
    expect(res.filter((r) => r.status === 201)).toHaveLength(1)
    expect(new Set(res.map((r) => r.body.payment.id)).size).toBe(1)
    expect(n(payments)).toBe(1)
  })

  test(`every part of a 10-way split paid 10 times at once, racing a payment of the whole bill: never more than the \
total`, async () => {
    const { s, table, split, pay } = await bill()
    const parts = (await split({ kind: 'equal', shares: 10 })).body.split.parts
    const whole = s.asStaff.post('/payments', { sessionId: table.sessionId, amount: '462.00', paymentMethod: 'cash' })
    const res = await Promise.all([
      ...Array.from({ length: 100 }, (_, i) =>
        pay(parts[i % 10].id, { paymentMethod: 'credit_card', clientPaymentId: `d${i}` }),
      ),
      whole,
    ])
    expect(res.every((r) => r.status < 500)).toBe(true)
    const paid = ctx.db.db
      .select()
      .from(payments)
      .all()
      .reduce((sum, p) => sum + p.amount, 0)
    expect(paid).toBe(46200)
    expect(
      ctx.db.db
        .select()
        .from(billSplitParts)
        .all()
        .filter((p) => p.paymentId !== null).length,
    ).toBeLessThanOrEqual(10)
  })

  test('100 split-by-quantity and part payments at once on one check: it is paid exactly once', async () => {
    const { s, table, split, pay } = await bill()
    const [beef, tea] = ctx.db.db.select().from(orderItems).all()
    const half = { id: beef.id, quantity: 1 }
    const body = { kind: 'items', checks: [[half], [half, tea.id]] }
    const first = (await split(body)).body.split.parts
    const res = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        i % 2 ? split(body) : pay(first[(i / 2) % 2].id, { paymentMethod: 'credit_card', clientPaymentId: `q${i}` }),
      ),
    )
    expect(res.every((r) => r.status < 500)).toBe(true)
    // Whatever won the race, the parts left open settle the check; nothing is paid twice.
    const now = (await s.asStaff.get(`/sessions/${table.sessionId}/split`)).body
    for (const part of now.split?.parts.filter((p: any) => !p.paid) ?? [])
      expect((await pay(part.id, { paymentMethod: 'cash', clientPaymentId: `rest${part.id}` })).status).toBe(201)
    const paid = ctx.db.db.select().from(payments).all()
    expect(paid.reduce((sum, p) => sum + p.amount, 0)).toBe(46200)
    expect(paid.map((p) => p.amount).sort()).toEqual([19800, 26400])
    expect((await s.asStaff.get(`/tables/${table.id}`)).body).toMatchObject({ status: 'available', sessionId: null })
  })
})
