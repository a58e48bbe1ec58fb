import { afterEach, describe, expect, it } from 'vitest'
import {
  approvalPin,
  cartNeedsApproval,
  discountedTotals,
  discountsBody,
  lineDiscounts,
  orderDiscount,
  previewDiscount,
  resetDiscounts,
  setLineDiscount,
} from './discounts.ts'

const lines = [
  { key: 'bento', unitPrice: 335_00, quantity: 1 },
  { key: 'tea', unitPrice: 60_00, quantity: 2 },
]
const ctx = { pricing: { serviceFee: 0.1 }, orderType: 'takeout' as const, tier: null }

afterEach(resetDiscounts)

describe('POS cart discounts', () => {
  it('the cart total follows its line and order discounts, as the server prices them', () => {
    setLineDiscount('tea', { kind: 'comp', value: 0, reason: '熟客優惠', note: null })
    orderDiscount.value = { kind: 'percent', value: 10, reason: '活動優惠', note: null }
    const t = discountedTotals(lines, ctx)
    expect(t).toMatchObject({
      subtotal: 455_00,
      serviceFee: 0,
      discount: 120_00 + 34_00,
      total: 301_00,
      orderOff: 34_00,
    }) // 10% of 335 = 33.5 → 34
    expect(t.lineOff.get('tea')).toBe(120_00)
    expect(discountsBody(lines)).toEqual([
      { line: 1, kind: 'comp', value: 0, reason: '熟客優惠', note: null },
      { line: null, kind: 'percent', value: 10, reason: '活動優惠', note: null },
    ])
  })

  it('a line gone from the cart takes its discount out of the request and the figures', () => {
    setLineDiscount('gone', { kind: 'amount', value: 50_00, reason: '熟客優惠', note: null })
    expect(discountsBody(lines)).toEqual([])
    expect(discountedTotals(lines, ctx).total).toBe(455_00)
  })

  it(`the preview refuses over 100% or more than the line, and asks a staff member for a PIN above 10% or \
NT$100`, () => {
    expect(previewDiscount(lines, 'bento', { kind: 'percent', value: 101 }, { ...ctx, staff: true })).toMatchObject({
      ok: false,
      reason: 'percent_invalid',
    })
    expect(previewDiscount(lines, 'bento', { kind: 'amount', value: 336_00 }, { ...ctx, staff: true })).toMatchObject({
      ok: false,
      reason: 'exceeds',
    })
    // 10% rounds to NT$34, within the 10% threshold; 11% (NT$37) is above it
    expect(previewDiscount(lines, 'bento', { kind: 'percent', value: 10 }, { ...ctx, staff: true })).toMatchObject({
      ok: true,
      amount: 34_00,
      approval: false,
    })
    expect(previewDiscount(lines, 'bento', { kind: 'percent', value: 11 }, { ...ctx, staff: true })).toMatchObject({
      ok: true,
      amount: 37_00,
      approval: true,
    })
    expect(previewDiscount(lines, 'bento', { kind: 'amount', value: 33_00 }, { ...ctx, staff: true })).toMatchObject({
      ok: true,
      approval: false,
    })
    expect(previewDiscount(lines, 'bento', { kind: 'percent', value: 50 }, { ...ctx, staff: false })).toMatchObject({
      ok: true,
      approval: false,
    })
    expect(previewDiscount(lines, null, { kind: 'comp', value: 0 }, { ...ctx, staff: true })).toMatchObject({
      ok: false,
      reason: 'comp_on_order',
    })
  })

  it('whether the cart needs a PIN; a reset clears discounts and the PIN', () => {
    setLineDiscount('bento', { kind: 'amount', value: 30_00, reason: '熟客優惠', note: null })
    expect(cartNeedsApproval(lines, { ...ctx, staff: true })).toBe(false)
    setLineDiscount('tea', { kind: 'comp', value: 0, reason: '熟客優惠', note: null })
    expect(cartNeedsApproval(lines, { ...ctx, staff: true })).toBe(true)
    expect(cartNeedsApproval(lines, { ...ctx, staff: false })).toBe(false)
    approvalPin.value = '8888'
    resetDiscounts()
    expect([lineDiscounts.value.size, orderDiscount.value, approvalPin.value]).toEqual([0, null, ''])
  })
})
