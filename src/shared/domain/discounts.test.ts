import { describe, expect, test } from 'bun:test'
import { checkDiscount, discountReasons, discountThreshold, needsApproval } from './discounts'
import { lineRefundAmount } from './voids'

describe('checkDiscount', () => {
  test('a percentage is 1–100 and rounds to whole dollars', () => {
    expect(checkDiscount({ kind: 'percent', value: 15 }, 335_00)).toEqual({ ok: true, amount: 50_00 }) // 50.25 → 50
    // 16.5 → 17 half up
    expect(checkDiscount({ kind: 'percent', value: 5 }, 330_00)).toEqual({ ok: true, amount: 17_00 })
    expect(checkDiscount({ kind: 'percent', value: 5 }, 330_00, { settings: { rounding: 'down' } })).toEqual({
      ok: true,
      amount: 16_00,
    })
    expect(checkDiscount({ kind: 'percent', value: 100 }, 335_00)).toEqual({ ok: true, amount: 335_00 })
  })

  test('over 100%, zero, negative or a fraction of a percent is refused', () => {
    for (const value of [101, 150, 0, -10, 12.5, Number.NaN]) {
      expect(checkDiscount({ kind: 'percent', value }, 335_00)).toEqual({
        ok: false,
        reason: 'percent_invalid',
        base: 335_00,
      })
    }
  })

  test('an amount is positive whole dollars and never more than the line', () => {
    expect(checkDiscount({ kind: 'amount', value: 35_00 }, 335_00)).toEqual({ ok: true, amount: 35_00 })
    expect(checkDiscount({ kind: 'amount', value: 335_00 }, 335_00)).toEqual({ ok: true, amount: 335_00 })
    expect(checkDiscount({ kind: 'amount', value: 335_01 }, 335_00)).toMatchObject({
      ok: false,
      reason: 'amount_invalid',
    })
    expect(checkDiscount({ kind: 'amount', value: 336_00 }, 335_00)).toMatchObject({ ok: false, reason: 'exceeds' })
    expect(checkDiscount({ kind: 'amount', value: 0 }, 335_00)).toMatchObject({ ok: false, reason: 'amount_invalid' })
    expect(checkDiscount({ kind: 'amount', value: -100 }, 335_00)).toMatchObject({
      ok: false,
      reason: 'amount_invalid',
    })
    expect(checkDiscount({ kind: 'amount', value: 10_50 }, 335_00, { settings: { allowCentPrices: true } })).toEqual({
      ok: true,
      amount: 10_50,
    })
  })

  test('招待 takes the whole line; not on an order, not on a line already free', () => {
    expect(checkDiscount({ kind: 'comp', value: 0 }, 120_00)).toEqual({ ok: true, amount: 120_00 })
    expect(checkDiscount({ kind: 'comp', value: 0 }, 0)).toMatchObject({ ok: false, reason: 'exceeds' })
    expect(checkDiscount({ kind: 'comp', value: 0 }, 455_00, { onOrder: true })).toMatchObject({
      ok: false,
      reason: 'comp_on_order',
    })
  })
})

describe('approval threshold and reasons', () => {
  test('defaults 10% or NT$100; the store may set its own', () => {
    const th = discountThreshold(undefined)
    expect(th).toEqual({ percent: 10, amount: 100_00 })
    expect(needsApproval(33_00, 335_00, th)).toBe(false) // 9.9%
    // 10% of 335 is 33.50, NT$34 in whole dollars: a 10% discount is within the 10% threshold
    expect(needsApproval(34_00, 335_00, th)).toBe(false)
    expect(needsApproval(35_00, 335_00, th)).toBe(true) // 10.4%
    expect(needsApproval(51_00, 505_00, th)).toBe(false)
    expect(needsApproval(52_00, 505_00, th)).toBe(true)
    expect(needsApproval(101_00, 5000_00, th)).toBe(true) // over NT$100
    expect(needsApproval(100_00, 5000_00, th)).toBe(false)
    const own = discountThreshold({ discountApprovalPercent: 20, discountApprovalAmount: 50 })
    expect(own).toEqual({ percent: 20, amount: 50_00 })
    expect(discountThreshold({ discountApprovalPercent: 300, discountApprovalAmount: -1 })).toEqual(th)
  })

  test("the manager's list, trimmed, without blanks or repeats; the fallback when none", () => {
    expect(discountReasons({ discountReasons: [' 熟客 ', '', '熟客', '試吃', 3] }, ['x'])).toEqual(['熟客', '試吃'])
    expect(discountReasons({}, ['x'])).toEqual(['x'])
    expect(discountReasons({ discountReasons: ['  '] }, ['x'])).toEqual(['x'])
  })
})

describe('lineRefundAmount', () => {
  test("a line's share of the total, fee included, in whole dollars; everything left when all lines go back", () => {
    // 335 + 120, 10% fee 46 → total 501; one 335 dish back = 501 × 335/455 = 368.87 → 369
    const order = { itemsNet: 455_00, total: 501_00, refundable: 501_00, everything: false }
    expect(lineRefundAmount([{ left: 335_00, of: 1, quantity: 1 }], order)).toBe(369_00)
    expect(lineRefundAmount([{ left: 120_00, of: 2, quantity: 1 }], order)).toBe(66_00) // 66.07
    expect(lineRefundAmount([{ left: 335_00, of: 1, quantity: 1 }], { ...order, refundable: 100_00 })).toBe(100_00)
    expect(lineRefundAmount([], { ...order, everything: true, refundable: 132_00 })).toBe(132_00)
    expect(lineRefundAmount([{ left: 0, of: 1, quantity: 1 }], order)).toBe(0)
  })
})
