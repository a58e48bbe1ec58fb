import { describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import {
  chargesServiceFee,
  isValidQuantity,
  memberDiscount,
  orderTotals,
  pointsFor,
  priceLine,
  pricingRules,
  recipeUnitCost,
  serviceFee,
  serviceFeeRate,
  specRuleTotals,
  stockNeededMilli,
  type MenuPricing,
} from './order-totals'
import { figuresOf, indexedLines, priceOrder as price, type OrderPricingInput } from './order-pricing'

const priceOrder = (lines: { subtotal: number }[], ctx: Omit<OrderPricingInput, 'lines'>) =>
  figuresOf(price({ ...ctx, lines: indexedLines(lines) }))

const beef: MenuPricing = {
  name: '牛肉麵',
  basePrice: 18000,
  sizeOptions: [
    { name: '小碗', price: 16000 },
    { name: '大碗', price: 22000 },
  ],
  spiceLevels: ['不辣', '小辣', '大辣'],
  addOns: [
    { name: '加蛋', price: 1500 },
    { name: '加麵', price: 2000 },
  ],
}

describe('priceLine', () => {
  test('base price when no size is chosen; subtotal is unit price × quantity', () => {
    const r = priceLine(beef, {}, 2)
    expect(r).toEqual({
      ok: true,
      line: {
        basePrice: 18000,
        unitPrice: 18000,
        quantity: 2,
        subtotal: 36000,
        options: { size: null, spice: null, addOns: [], groups: [], parts: [] },
      },
    })
  })

  test('the size price replaces the base price and add-ons are added per unit', () => {
    const r = priceLine(beef, { size: '大碗', spice: '小辣', addOns: ['加蛋', '加麵'] }, 3)
    if (!r.ok) throw new Error('expected a priced line')
    expect(r.line.unitPrice).toBe(22000 + 1500 + 2000)
    expect(r.line.subtotal).toBe(25500 * 3)
    expect(r.line.options).toEqual({
      groups: [],
      parts: [],
      size: { name: '大碗', price: 22000 },
      spice: '小辣',
      addOns: [
        { name: '加蛋', price: 1500 },
        { name: '加麵', price: 2000 },
      ],
    })
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
  test('10% of the subtotal, half up to whole dollars', () => {
    expect(serviceFee(36000, 0.1)).toBe(3600)
    expect(serviceFee(33500, 0.1)).toBe(3400) // NT$33.5 → NT$34
    expect(serviceFee(33400, 0.1)).toBe(3300) // NT$33.4 → NT$33
    expect(serviceFee(1005, 0.1)).toBe(100) // NT$1.005 → NT$1
    expect(serviceFee(0, 0.1)).toBe(0)
  })

  test('the store rule may round down or up instead', () => {
    expect(serviceFee(33500, 0.1, 'down')).toBe(3300)
    expect(serviceFee(33500, 0.1, 'up')).toBe(3400)
    expect(serviceFee(33010, 0.1, 'up')).toBe(3400) // NT$33.01 → NT$34
    expect(serviceFee(33990, 0.1, 'down')).toBe(3300)
    expect(serviceFee(33000, 0.1, 'up')).toBe(3300) // whole already: no rule moves it
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

  test('the discount is whole dollars, half up unless the store says otherwise', () => {
    // 5% of NT$335 = NT$16.75 → NT$17; 8% of NT$335 = NT$26.8 → NT$27; 10% = NT$33.5 → NT$34
    expect(memberDiscount(33500, 'vip')).toBe(1700)
    expect(memberDiscount(33500, 'gold')).toBe(2700)
    expect(memberDiscount(33500, 'silver')).toBe(3400)
    expect(memberDiscount(33500, 'silver', 'down')).toBe(3300)
    expect(memberDiscount(33500, 'vip', 'up')).toBe(1700)
    expect(memberDiscount(33000, 'vip', 'up')).toBe(1700) // NT$16.5 → NT$17
    expect(memberDiscount(33000, 'vip', 'down')).toBe(1600)
  })

  test('never more than the items (a cent-priced NT$0.50 dish, rounding up)', () => {
    expect(memberDiscount(50, 'silver', 'up')).toBe(50)
  })
})

describe('orderTotals', () => {
  test('subtotal + fee − discount; the fee is on the undiscounted subtotal', () => {
    const t = orderTotals([{ subtotal: 36000 }, { subtotal: 6000 }], { serviceFeeRate: 0.1, tier: 'silver' })
    expect(t).toEqual({ subtotal: 42000, serviceFee: 4200, discount: 4200, total: 42000 })
  })

  test('no member means no discount', () => {
    expect(orderTotals([{ subtotal: 12345 }], { serviceFeeRate: 0.1 })).toEqual({
      subtotal: 12345,
      serviceFee: 1200,
      discount: 0,
      total: 13545,
    })
  })

  const tiers = fc.constantFrom('regular', 'silver', 'gold', 'vip', null)
  const rules = fc.constantFrom('half-up', 'down', 'up')
  const wholeDollarLines = fc.array(
    fc.integer({ min: 0, max: 100_000 }).map((d) => d * 100),
    { maxLength: 30 },
  )

  test(`for any lines, tier and rule: the parts add up, fee and discount are whole dollars within NT$1 of \
exact`, () => {
    fc.assert(
      fc.property(wholeDollarLines, tiers, rules, fc.integer({ min: 0, max: 3000 }), (subs, t, rule, bp) => {
        const rate = bp / 10000
        const r = orderTotals(
          subs.map((subtotal) => ({ subtotal })),
          { serviceFeeRate: rate, tier: t as never, rounding: rule as never },
        )
        expect(r.subtotal).toBe(subs.reduce((a, b) => a + b, 0))
        expect(r.total).toBe(r.subtotal + r.serviceFee - r.discount)
        expect(r.serviceFee % 100).toBe(0)
        expect(r.discount % 100).toBe(0)
        expect(r.total % 100).toBe(0) // whole-dollar menu: every figure whole dollars
        expect(Math.abs(r.serviceFee - r.subtotal * rate)).toBeLessThan(100)
        expect(r.discount).toBeGreaterThanOrEqual(0)
        expect(r.discount).toBeLessThanOrEqual(r.subtotal)
      }),
    )
  })

  test('down ≤ half up ≤ up, and half up is within NT$0.50 of the exact fee', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), fc.integer({ min: 0, max: 10000 }), (sub, bp) => {
        const rate = bp / 10000
        const [down, half, up] = (['down', 'half-up', 'up'] as const).map((rule) => serviceFee(sub, rate, rule))
        expect(down).toBeLessThanOrEqual(half!)
        expect(half).toBeLessThanOrEqual(up!)
        expect(up! - down!).toBeLessThanOrEqual(100)
        expect(Math.abs(half! - (sub * bp) / 10000)).toBeLessThanOrEqual(50)
      }),
    )
  })
})

describe('store pricing rules', () => {
  test('missing or unreadable settings read the defaults: 10%, no fee on takeout, half up, whole-dollar prices', () => {
    const defaults = { serviceFeeRate: 0.1, feeOnTakeout: false, rounding: 'half-up' as const, allowCentPrices: false }
    expect(pricingRules(undefined)).toEqual(defaults)
    expect(pricingRules({ serviceFee: 0.1 })).toEqual(defaults)
    expect(pricingRules({ serviceFee: 'x', feeOnTakeout: 'yes', rounding: 'sideways', allowCentPrices: 1 })).toEqual(
      defaults,
    )
    expect(pricingRules({ serviceFee: 0.05, feeOnTakeout: true, rounding: 'down', allowCentPrices: true })).toEqual({
      serviceFeeRate: 0.05,
      feeOnTakeout: true,
      rounding: 'down',
      allowCentPrices: true,
    })
  })

  test('dine-in and QR orders carry the fee; takeout only when the store adds it', () => {
    const off = pricingRules({})
    const on = pricingRules({ feeOnTakeout: true })
    expect([
      chargesServiceFee('dine_in', off),
      chargesServiceFee('qr_order', off),
      chargesServiceFee('takeout', off),
    ]).toEqual([true, true, false])
    expect(chargesServiceFee('takeout', on)).toBe(true)
  })

  test('one NT$335 dish: dine-in NT$369 (fee NT$34), takeout NT$335', () => {
    const dish = [{ subtotal: 33500 }]
    expect(priceOrder(dish, { settings: {}, orderType: 'dine_in' })).toEqual({
      subtotal: 33500,
      serviceFee: 3400,
      discount: 0,
      total: 36900,
    })
    expect(priceOrder(dish, { settings: {}, orderType: 'qr_order' }).serviceFee).toBe(3400)
    expect(priceOrder(dish, { settings: {}, orderType: 'takeout' })).toEqual({
      subtotal: 33500,
      serviceFee: 0,
      discount: 0,
      total: 33500,
    })
    expect(priceOrder(dish, { settings: { feeOnTakeout: true }, orderType: 'takeout' }).total).toBe(36900)
    expect(priceOrder(dish, { settings: { rounding: 'down' }, orderType: 'dine_in' }).total).toBe(36800)
    expect(priceOrder(dish, { settings: {}, orderType: 'takeout', tier: 'vip' })).toEqual({
      subtotal: 33500,
      serviceFee: 0,
      discount: 1700,
      total: 31800,
    })
  })

  test("the spec's literal rule: the store's rate to the cent on any order type, discount kept", () => {
    const takeout = priceOrder([{ subtotal: 33500 }], { settings: {}, orderType: 'takeout', tier: 'vip' })
    expect(specRuleTotals(takeout, {})).toEqual({ subtotal: 33500, serviceFee: 3350, discount: 1700, total: 35150 })
    expect(specRuleTotals(takeout, { serviceFee: 0.05 }).serviceFee).toBe(1675)
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
    expect(
      recipeUnitCost([
        { unitCost: 40000, quantityMilli: 150 },
        { unitCost: 5000, quantityMilli: 200 },
      ]),
    ).toBe(7000)
    expect(recipeUnitCost([{ unitCost: 333, quantityMilli: 1500 }])).toBe(500) // 499.5 → 500
    expect(recipeUnitCost([])).toBe(0)
  })

  test('stock needed is the recipe quantity × line quantity in whole milli-units', () => {
    expect(stockNeededMilli(150, 3)).toBe(450)
    expect(stockNeededMilli(0.5, 3)).toBe(2)
  })
})
