import { describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import {
  isValidQuantity, memberDiscount, orderTotals, pointsFor, priceLine, recipeUnitCost, serviceFee, serviceFeeRate,
  stockNeededMilli, type MenuPricing,
} from './order-totals'

const beef: MenuPricing = {
  name: '牛肉麵',
  basePrice: 18000,
  sizeOptions: [{ name: '小碗', price: 16000 }, { name: '大碗', price: 22000 }],
  spiceLevels: ['不辣', '小辣', '大辣'],
  addOns: [{ name: '加蛋', price: 1500 }, { name: '加麵', price: 2000 }],
}

describe('priceLine', () => {
  test('base price when no size is chosen; subtotal is unit price × quantity', () => {
    const r = priceLine(beef, {}, 2)
    expect(r).toEqual({ ok: true, line: { basePrice: 18000, unitPrice: 18000, quantity: 2, subtotal: 36000, options: { size: null, spice: null, addOns: [] } } })
  })

  test('the size price replaces the base price and add-ons are added per unit', () => {
    const r = priceLine(beef, { size: '大碗', spice: '小辣', addOns: ['加蛋', '加麵'] }, 3)
    if (!r.ok) throw new Error('expected a priced line')
    expect(r.line.unitPrice).toBe(22000 + 1500 + 2000)
    expect(r.line.subtotal).toBe(25500 * 3)
    expect(r.line.options).toEqual({ size: { name: '大碗', price: 22000 }, spice: '小辣', addOns: [{ name: '加蛋', price: 1500 }, { name: '加麵', price: 2000 }] })
  })

  test('names are matched after trimming; blank size or spice means none', () => {
    const r = priceLine(beef, { size: ' 小碗 ', spice: '', addOns: [' 加蛋'] }, 1)
    expect(r.ok && r.line.unitPrice).toBe(17500)
    expect(r.ok && r.line.options.spice).toBeNull()
  })

  test('unknown size, spice or add-on is reported with its kind and value', () => {
    expect(priceLine(beef, { size: '特大碗' }, 1)).toEqual({ ok: false, kind: 'size', value: '特大碗' })
    expect(priceLine(beef, { spice: '地獄辣' }, 1)).toEqual({ ok: false, kind: 'spice', value: '地獄辣' })
    expect(priceLine(beef, { addOns: ['加蛋', '加金箔'] }, 1)).toEqual({ ok: false, kind: 'addOn', value: '加金箔' })
    expect(priceLine({ ...beef, spiceLevels: [] }, { spice: '小辣' }, 1)).toMatchObject({ ok: false, kind: 'spice' })
  })
})

describe('quantities', () => {
  test('whole numbers from 1 to 99', () => {
    for (const ok of [1, 2, 99]) expect(isValidQuantity(ok)).toBe(true)
    for (const bad of [0, -1, 100, 1.5, NaN]) expect(isValidQuantity(bad)).toBe(false)
  })
})

describe('service fee', () => {
  test('10% of the subtotal, half up to whole cents', () => {
    expect(serviceFee(36000, 0.1)).toBe(3600)
    expect(serviceFee(1005, 0.1)).toBe(101)
    expect(serviceFee(1004, 0.1)).toBe(100)
    expect(serviceFee(0, 0.1)).toBe(0)
  })

  test('a store rate outside 0..1 or missing falls back to 10%', () => {
    expect(serviceFeeRate(0.05)).toBe(0.05)
    expect(serviceFeeRate(0)).toBe(0)
    for (const bad of [undefined, null, '0.1', -0.1, 1.5, NaN]) expect(serviceFeeRate(bad)).toBe(0.1)
  })
})

describe('member discount', () => {
  test('multipliers 1.00 / 0.90 / 0.92 / 0.95 on the items only', () => {
    expect(memberDiscount(10000, 'regular')).toBe(0)
    expect(memberDiscount(10000, 'silver')).toBe(1000)
    expect(memberDiscount(10000, 'gold')).toBe(800)
    expect(memberDiscount(10000, 'vip')).toBe(500)
    expect(memberDiscount(10000, null)).toBe(0)
  })

  test('rounds the discounted subtotal half up', () => {
    // 1005 × 0.95 = 954.75 → 955, so the discount is 50
    expect(memberDiscount(1005, 'vip')).toBe(50)
    // 1010 × 0.92 = 929.2 → 929, discount 81
    expect(memberDiscount(1010, 'gold')).toBe(81)
  })
})

describe('orderTotals', () => {
  test('subtotal + fee − discount; the fee is on the undiscounted subtotal', () => {
    const t = orderTotals([{ subtotal: 36000 }, { subtotal: 6000 }], { serviceFeeRate: 0.1, tier: 'silver' })
    expect(t).toEqual({ subtotal: 42000, serviceFee: 4200, discount: 4200, total: 42000 })
  })

  test('no member means no discount', () => {
    expect(orderTotals([{ subtotal: 12345 }], { serviceFeeRate: 0.1 })).toEqual({ subtotal: 12345, serviceFee: 1235, discount: 0, total: 13580 })
  })

  test('for any lines and tier, the parts add up and stay within bounds', () => {
    const tier = fc.constantFrom('regular', 'silver', 'gold', 'vip', null)
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 30 }), tier, (subs, t) => {
      const r = orderTotals(subs.map((subtotal) => ({ subtotal })), { serviceFeeRate: 0.1, tier: t as never })
      expect(r.total).toBe(r.subtotal + r.serviceFee - r.discount)
      expect(r.discount).toBeGreaterThanOrEqual(0)
      expect(r.discount).toBeLessThanOrEqual(Math.ceil(r.subtotal * 0.1))
      for (const v of Object.values(r)) expect(Number.isInteger(v)).toBe(true)
    }))
  })
})

describe('points and recipe cost', () => {
  test('one point per whole NT$100 of the total', () => {
    expect(pointsFor(9999)).toBe(0)
    expect(pointsFor(10000)).toBe(1)
    expect(pointsFor(45678)).toBe(4)
    expect(pointsFor(-500)).toBe(0)
  })

  test('unitCost × quantity / 1000 per ingredient, rounded per portion', () => {
    // 150 g of beef at NT$400/kg = 60.00; 200 g of noodles at NT$50/kg = 10.00
    expect(recipeUnitCost([{ unitCost: 40000, quantityMilli: 150 }, { unitCost: 5000, quantityMilli: 200 }])).toBe(7000)
    expect(recipeUnitCost([{ unitCost: 333, quantityMilli: 1500 }])).toBe(500) // 499.5 → 500
    expect(recipeUnitCost([])).toBe(0)
  })

  test('stock needed is the recipe quantity × line quantity in whole milli-units', () => {
    expect(stockNeededMilli(150, 3)).toBe(450)
    expect(stockNeededMilli(0.5, 3)).toBe(2)
  })
})
