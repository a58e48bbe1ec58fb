import { describe, expect, it } from 'vitest'
import { discountedTotals } from './discounts.ts'
import { checkOfSummary } from './open-check.ts'

const dineIn = { pricing: { serviceFee: 0.1 }, orderType: 'dine_in' as const }
/** Table A-04's session summary after its first round: NT$505 of items carrying a NT$51 fee. */
const a04 = { feeBase: '505.00', serviceFee: '51.00', members: [{ memberId: 7, base: '505.00', discount: '40.00' }] }
const greens = [{ key: 'greens', unitPrice: 115_00, quantity: 1 }]

describe('POS cart: a 加點 round onto an open check', () => {
  it('shows the fee the server will charge: the check’s 62 less the 51 it carries (11, not 12)', () => {
    const t = discountedTotals(greens, { ...dineIn, check: checkOfSummary(a04, null) })
    expect(t).toMatchObject({ subtotal: 115_00, serviceFee: 11_00, total: 126_00 })
    expect(discountedTotals(greens, dineIn).serviceFee).toBe(12_00) // a first round at a free table
  })

  it('the member discount is the member’s share of the check: gold 8% of 620 = 49.6 → 50, less 40', () => {
    const t = discountedTotals(greens, { ...dineIn, tier: 'gold', check: checkOfSummary(a04, 7) })
    expect(t.discount).toBe(10_00)
    // another member at the table starts their own
    expect(discountedTotals(greens, { ...dineIn, tier: 'gold', check: checkOfSummary(a04, 8) }).discount).toBe(9_00)
  })

  it('takeout is priced alone', () => {
    const t = discountedTotals(greens, { ...dineIn, orderType: 'takeout', check: checkOfSummary(a04, null) })
    expect(t).toMatchObject({ serviceFee: 0, total: 115_00 })
  })
})
