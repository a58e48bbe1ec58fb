import { describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import type { AppliedDiscount } from './discounts'
import { orderTotals } from './order-totals'
import { checkCarried, checkFor, priceOrder, settleCheck, type CheckOrder } from './order-pricing'

const dineIn = { settings: { serviceFee: 0.1 }, orderType: 'dine_in' as const }
const lines = [
  { id: 1, subtotal: 335_00 },
  { id: 2, subtotal: 120_00 },
]

describe('priceOrder: lines, voids and discounts', () => {
  test('with no discounts or voids: the items, 10% fee and tier discount, each rounded once', () => {
    for (const tier of [null, 'gold', 'silver'] as const) {
      const a = priceOrder({ lines, ...dineIn, tier })
      expect({ subtotal: a.subtotal, serviceFee: a.serviceFee, discount: a.discount, total: a.total }).toEqual(
        orderTotals(lines, { serviceFeeRate: 0.1, tier }),
      )
    }
  })

  test('a comped line carries no fee; an order discount comes off the items after the member tier', () => {
    const ds: AppliedDiscount[] = [
      { lineId: 2, kind: 'comp', value: 0 },
      { lineId: null, kind: 'percent', value: 10 },
    ]
    const a = priceOrder({ lines, discounts: ds, ...dineIn, tier: 'silver' })
    // items 335 after the comp; fee 33.5 → 34; silver 10% → 34 (33.5 up); order 10% of 301 → 30
    expect(a).toMatchObject({
      subtotal: 455_00,
      itemsNet: 335_00,
      serviceFee: 34_00,
      amounts: [120_00, 30_00],
      orderLeft: 271_00,
    })
    expect(a.discount).toBe(120_00 + 34_00 + 30_00)
    expect(a.total).toBe(455_00 + 34_00 - 184_00)
  })

  test('a voided line leaves the figures; its discount takes nothing', () => {
    const a = priceOrder({
      lines: [lines[0], { ...lines[1], voided: true }],
      discounts: [{ lineId: 2, kind: 'amount', value: 20_00 }],
      ...dineIn,
    })
    expect(a).toMatchObject({ subtotal: 335_00, serviceFee: 34_00, discount: 0, total: 369_00, amounts: [0] })
    expect(a.lineLeft.get(2)).toBe(0)
  })

  test(`a stored amount that no longer fits after a void takes only what is left; the total never goes below the \
fee`, () => {
    const a = priceOrder({
      lines: [lines[0], { ...lines[1], voided: true }],
      discounts: [{ lineId: null, kind: 'amount', value: 400_00 }],
      ...dineIn,
      orderType: 'takeout',
    })
    expect(a).toMatchObject({ subtotal: 335_00, discount: 335_00, total: 0, amounts: [335_00] })
  })

  test('two discounts on one line: the second sees what the first left', () => {
    const a = priceOrder({
      lines: lines,
      discounts: [
        { lineId: 1, kind: 'amount', value: 300_00 },
        { lineId: 1, kind: 'percent', value: 50 },
      ],
      ...dineIn,
      orderType: 'takeout',
    })
    expect(a.amounts).toEqual([300_00, 18_00]) // 50% of 35 = 17.5 → 18
    expect(a.lineLeft.get(1)).toBe(17_00)
  })
})

/** An order of a table's check: its lines' values in NT$, its figures as the check priced it. */
function onCheck(id: number, dollars: number[], opts: { memberId?: number; tier?: 'gold' } = {}): CheckOrder {
  return {
    id,
    paid: false,
    memberId: opts.memberId ?? null,
    stored: { serviceFee: 0, discount: 0 },
    pricing: { lines: dollars.map((v, i) => ({ id: id * 100 + i, subtotal: v * 100 })), ...dineIn, tier: opts.tier },
  }
}

/** Orders added one after another, each priced on the check as it stood (as the server does). */
function rounds(...orders: CheckOrder[]): CheckOrder[] {
  const check: CheckOrder[] = []
  for (const o of orders) {
    const p = priceOrder({ ...o.pricing, check: checkFor(checkCarried(check), o.memberId) })
    check.push({ ...o, stored: { serviceFee: p.serviceFee, discount: p.discount } })
  }
  return check
}

const fees = (check: CheckOrder[]) => check.reduce((s, o) => s + o.stored.serviceFee, 0)
const resettled = (check: CheckOrder[]) => {
  const out = settleCheck(check)
  return check.map((o) => {
    const p = out.get(o.id)
    return p ? { ...o, stored: { serviceFee: p.serviceFee, discount: p.discount } } : o
  })
}

describe("the table's check: fee and member discount rounded once", () => {
  test('table A-04: 505, then 加點 115 → fees 51 + 11 = 62, the check NT$682 (not 683)', () => {
    const check = rounds(onCheck(1, [300, 205]), onCheck(2, [115]))
    expect(check.map((o) => o.stored.serviceFee)).toEqual([51_00, 11_00])
    expect(fees(check)).toBe(62_00)
    const last = priceOrder({ ...check[1].pricing, check: checkFor(checkCarried(check.slice(0, 1)), null) })
    expect(last.total).toBe(126_00)
    expect(505_00 + 51_00 + last.total).toBe(682_00)
  })

  test('takeout and a first round are priced alone, as before', () => {
    expect(priceOrder({ lines: [{ id: 1, subtotal: 505_00 }], ...dineIn, check: null }).serviceFee).toBe(51_00)
    expect(priceOrder({ lines: [{ id: 1, subtotal: 505_00 }], ...dineIn, orderType: 'takeout' }).serviceFee).toBe(0)
  })

  test('a void in round 1 after round 2: the check re-settles to its rounded fee', () => {
    const check = rounds(onCheck(1, [300, 205]), onCheck(2, [115]))
    const voided = check.map((o) =>
      o.id === 1
        ? { ...o, pricing: { ...o.pricing, lines: [o.pricing.lines[0], { ...o.pricing.lines[1], voided: true }] } }
        : o,
    )
    const after = resettled(voided)
    // 300 + 115 = 415 → fee 41.5 → 42; round 1 keeps 30, round 2 (the last unpaid) carries 12
    expect(after.map((o) => o.stored.serviceFee)).toEqual([30_00, 12_00])
    expect(fees(after)).toBe(42_00)
  })

  test('a paid round never changes; the unpaid ones carry the difference', () => {
    const check = rounds(onCheck(1, [305]), onCheck(2, [5]))
    // round 2 paid alone with fee R(31) − 31 = 0... then round 1 loses NT$100 of items
    const paid = check.map((o) => (o.id === 2 ? { ...o, paid: true } : o))
    paid[0] = {
      ...paid[0],
      pricing: { ...paid[0].pricing, discounts: [{ lineId: 100, kind: 'amount', value: 100_00 }] },
    }
    const out = settleCheck(paid)
    expect([...out.keys()]).toEqual([1])
    expect(out.get(1)!.serviceFee + paid[1].stored.serviceFee).toBe(21_00) // R(10% × 210) = 21
  })

  test('the member discount is the member’s check’s too: gold 8% of 505 + 115 = 49.6 → 50', () => {
    const member = { memberId: 7, tier: 'gold' as const }
    const check = rounds(onCheck(1, [505], member), onCheck(2, [115], member), onCheck(3, [100]))
    // 8% of 505 = 40.4 → 40; then R(49.6) − 40 = 10 (alone it would be 9.2 → 9); no member, no discount
    expect(check.map((o) => o.stored.discount)).toEqual([40_00, 10_00, 0])
    expect(fees(check)).toBe(72_00)
  })

  test('any rounds, voids and cancels: the fees always sum to the check’s rounded fee, none negative', () => {
    const round = fc.array(fc.integer({ min: 1, max: 999 }), { minLength: 1, maxLength: 4 })
    const change = fc.record({ order: fc.nat(), line: fc.nat(), cancel: fc.boolean() })
    fc.assert(
      fc.property(
        fc.array(round, { minLength: 1, maxLength: 8 }),
        fc.array(change, { maxLength: 6 }),
        (rs, changes) => {
          let check = rounds(...rs.map((r, i) => onCheck(i + 1, r)))
          for (const c of changes) {
            if (check.length === 0) break
            const o = check[c.order % check.length]
            const lines = o.pricing.lines.map((l, i) =>
              i === c.line % o.pricing.lines.length ? { ...l, voided: true } : l,
            )
            const changed = c.cancel ? null : { ...o, pricing: { ...o.pricing, lines } }
            check = resettled(check.flatMap((x) => (x.id !== o.id ? [x] : changed ? [changed] : [])))
          }
          const base = check.reduce((s, o) => s + priceOrder(o.pricing).itemsNet, 0)
          expect(fees(check)).toBe(Math.floor(base / 1000 + 0.5) * 100)
          expect(check.every((o) => o.stored.serviceFee >= 0)).toBe(true)
        },
      ),
    )
  })
})
