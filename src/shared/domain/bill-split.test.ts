import { describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import {
  allotPieces,
  partShare,
  shareByLargestRemainder,
  splitByAmounts,
  splitByItems,
  splitByShares,
  unsplitRemainder,
} from './bill-split'

const amounts = (p: ReturnType<typeof splitByShares>) => (p.ok ? p.parts.map((x) => x.amount) : p.reason)

describe('splitByShares', () => {
  test('NT$1000 in 3: whole dollars that add up exactly', () => {
    expect(amounts(splitByShares(100000, 3))).toEqual([33400, 33300, 33300])
  })
  test('shares 1 and 11 are refused, 2 and 10 accepted', () => {
    expect(amounts(splitByShares(100000, 1))).toBe('parts_out_of_range')
    expect(amounts(splitByShares(100000, 11))).toBe('parts_out_of_range')
    expect(amounts(splitByShares(100000, 2.5))).toBe('parts_out_of_range')
    expect(amounts(splitByShares(100000, 2))).toEqual([50000, 50000])
    expect(amounts(splitByShares(100000, 10))).toEqual(Array(10).fill(10000))
  })
  test('a cent-priced bill: the cents go to the last part', () => {
    expect(amounts(splitByShares(36950, 2))).toEqual([18500, 18450])
  })
  test('nothing owed, or a part that would be NT$0, is refused', () => {
    expect(amounts(splitByShares(0, 2))).toBe('nothing_due')
    expect(amounts(splitByShares(300, 4))).toBe('part_too_small')
  })
  test('every total and share count sums exactly', () => {
    for (const total of [100, 999, 36900, 100000, 123456, 99999900]) {
      for (let n = 2; n <= 10; n++) {
        const p = splitByShares(total, n)
        if (!p.ok) continue
        expect(p.parts.reduce((s, x) => s + x.amount, 0)).toBe(total)
        expect(p.parts.slice(0, -1).every((x) => x.amount % 100 === 0)).toBe(true)
      }
    }
  })
})

describe('splitByAmounts', () => {
  test('named parts, the last takes the remainder', () => {
    expect(amounts(splitByAmounts(100000, [30000]))).toEqual([30000, 70000])
    expect(amounts(splitByAmounts(36900, [10000, 10000]))).toEqual([10000, 10000, 16900])
  })
  test('amount 0, cents, as much as owed or more are refused', () => {
    expect(amounts(splitByAmounts(100000, [0]))).toBe('part_too_small')
    expect(amounts(splitByAmounts(100000, [-100]))).toBe('part_too_small')
    expect(amounts(splitByAmounts(100000, [1050]))).toBe('amount_not_whole')
    expect(amounts(splitByAmounts(100000, [100000]))).toBe('amount_too_much')
    expect(amounts(splitByAmounts(100000, [60000, 50000]))).toBe('amount_too_much')
    expect(amounts(splitByAmounts(100000, []))).toBe('parts_out_of_range')
    expect(amounts(splitByAmounts(100000, Array(10).fill(100)))).toBe('parts_out_of_range')
  })
})

describe('splitByItems', () => {
  const lines = [
    { id: 1, quantity: 1, value: 33500 },
    { id: 2, quantity: 1, value: 12000 },
    { id: 3, quantity: 1, value: 8000 },
  ]
  test('A-04: items 275 + 115 = 390 of a NT$620 check owing 682 → NT$429 (fee share 39), the other 253', () => {
    const a04 = [
      { id: 1, quantity: 1, value: 275_00 },
      { id: 2, quantity: 1, value: 230_00 },
      { id: 3, quantity: 1, value: 115_00 },
    ]
    expect(amounts(splitByItems(682_00, 0, a04, [[1, 3], [2]]))).toEqual([429_00, 253_00])
  })
  test('the dollars left over go to the largest remainders, not all to the last check', () => {
    const four = [1, 2, 3, 4].map((id) => ({ id, quantity: 1, value: 250 }))
    // NT$10 in four equal checks: 3 + 3 + 2 + 2 (rounding each half up would leave the last NT$1)
    expect(amounts(splitByItems(10_00, 0, four, [[1], [2], [3], [4]]))).toEqual([3_00, 3_00, 2_00, 2_00])
  })
  test('any values: each part within NT$1 of its exact share, the parts summing to what is owed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.array(fc.integer({ min: 1, max: 99_999 }), { minLength: 2, maxLength: 10 }),
        (owedDollars, values) => {
          const owed = owedDollars * 100
          const parts = shareByLargestRemainder(owed, values)
          const whole = values.reduce((s, v) => s + v, 0)
          expect(parts.reduce((s, p) => s + p, 0)).toBe(owed)
          for (const [i, p] of parts.entries()) expect(Math.abs(p - (owed * values[i]) / whole)).toBeLessThan(100)
        },
      ),
    )
  })
  test('each check pays its lines’ share of the bill with the service fee, whole dollars', () => {
    // 535 + 10% fee = 588.5 → 589 owed; check 1 = 335/535 × 589 = 368.8 → 369; check 2 the rest
    const p = splitByItems(58900, 0, lines, [[1], [2, 3]])
    expect(p).toEqual({
      ok: true,
      parts: [
        { amount: 36900, lines: [1] },
        { amount: 22000, lines: [2, 3] },
      ],
    })
  })
  test('a line in two checks, a missing or unknown line, an empty check are refused', () => {
    expect(
      splitByItems(58900, 0, lines, [
        [1, 2],
        [2, 3],
      ]),
    ).toEqual({ ok: false, reason: 'item_twice', itemId: 2 })
    expect(splitByItems(58900, 0, lines, [[1], [2]])).toEqual({ ok: false, reason: 'item_missing', itemId: 3 })
    expect(
      splitByItems(58900, 0, lines, [
        [1, 9],
        [2, 3],
      ]),
    ).toEqual({ ok: false, reason: 'item_unknown', itemId: 9 })
    expect(splitByItems(58900, 0, lines, [[1, 2, 3], []])).toEqual({ ok: false, reason: 'part_empty' })
    expect(amounts(splitByItems(58900, 0, lines, [[1, 2, 3]]))).toBe('parts_out_of_range')
  })
  test('after a payment the bill is no longer split by items', () => {
    expect(amounts(splitByItems(48900, 10000, lines, [[1], [2, 3]]))).toBe('already_paid')
  })
  test('a free line alone makes a NT$0 check: refused', () => {
    expect(
      amounts(
        splitByItems(
          33500,
          0,
          [
            { id: 1, quantity: 1, value: 33500 },
            { id: 2, quantity: 1, value: 0 },
          ],
          [[1], [2]],
        ),
      ),
    ).toBe('part_too_small')
  })
})

describe('splitByItems by quantity', () => {
  // 滷肉飯 ×2 (70) + 排骨飯 (110) = 180, fee 18 → 198 owed
  const rice = [
    { id: 1, quantity: 2, value: 70_00 },
    { id: 2, quantity: 1, value: 110_00 },
  ]
  const one = (id: number, quantity = 1) => ({ id, quantity })
  test('滷肉飯 ×2, one to each check: each pays its bowl and its share of the fee, summing exactly', () => {
    // 35/180 × 198 = 38.5 and 145/180 × 198 = 159.5: the tie goes to the earlier check
    expect(amounts(splitByItems(198_00, 0, rice, [[one(1)], [one(1), 2]]))).toEqual([39_00, 159_00])
    const p = splitByItems(198_00, 0, rice, [[one(1), 2], [one(1)]])
    expect(p).toEqual({
      ok: true,
      parts: [
        { amount: 160_00, lines: [one(1), 2] },
        { amount: 38_00, lines: [one(1)] },
      ],
    })
  })
  test('pieces that cover the whole line equal the whole line', () => {
    expect(amounts(splitByItems(198_00, 0, rice, [[one(1, 2)], [2]]))).toEqual(
      amounts(splitByItems(198_00, 0, rice, [[1], [2]])),
    )
  })
  test('too many, too few, a fraction or zero of a line, or a piece beside the whole line are refused', () => {
    expect(splitByItems(198_00, 0, rice, [[one(1, 2)], [one(1), 2]])).toEqual({
      ok: false,
      reason: 'quantity_too_much',
      itemId: 1,
    })
    expect(splitByItems(198_00, 0, rice, [[one(1)], [2]])).toEqual({ ok: false, reason: 'quantity_short', itemId: 1 })
    for (const q of [0, -1, 0.5, Number.NaN])
      expect(amounts(splitByItems(198_00, 0, rice, [[one(1, q)], [one(1), 2]]))).toBe('quantity_invalid')
    expect(amounts(splitByItems(198_00, 0, rice, [[1], [one(1), 2]]))).toBe('item_twice')
    expect(amounts(splitByItems(198_00, 0, rice, [[one(1)], [1, 2]]))).toBe('item_twice')
    expect(amounts(splitByItems(198_00, 0, rice, [[one(9)], [1, 2]]))).toBe('item_unknown')
  })
  test('any quantities: the parts sum to what is owed, the pieces of a line to the line', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 9 }),
        fc.integer({ min: 1, max: 5_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        (quantity, dollars, owedDollars) => {
          const line = { id: 7, quantity, value: dollars * 100 }
          const checks = [[{ id: 7, quantity: 1 }], [{ id: 7, quantity: quantity - 1 }]]
          const p = splitByItems(owedDollars * 100, 0, [line], checks)
          if (p.ok) expect(p.parts.reduce((s, x) => s + x.amount, 0)).toBe(owedDollars * 100)
          else expect(p.reason).toBe('part_too_small')
          const pieces = allotPieces([line], checks, (l) => l.value).flat()
          expect(pieces.reduce((s, x) => s + x.amount, 0)).toBe(line.value)
          expect(pieces.map((x) => x.quantity)).toEqual([1, quantity - 1])
        },
      ),
    )
  })
})

test('unsplitRemainder: orders added after a split are owed beyond its unpaid parts', () => {
  expect(
    unsplitRemainder(70000, [
      { amount: 50000, paid: true },
      { amount: 50000, paid: false },
    ]),
  ).toBe(20000)
  expect(
    unsplitRemainder(50000, [
      { amount: 50000, paid: true },
      { amount: 50000, paid: false },
    ]),
  ).toBe(0)
})

describe('partShare: a part’s receipt', () => {
  // 2 × 紅燒牛肉麵 180 + 2 × 紅茶 30, fee 42: one noodle to each part, the tea to the second.
  const lines = [
    { id: 1, quantity: 2, subtotal: 360_00, value: 360_00 },
    { id: 2, quantity: 2, subtotal: 60_00, value: 60_00 },
  ]
  const checks = [[{ id: 1, quantity: 1 }], [{ id: 1, quantity: 1 }, 2]]

  test('by quantity: its pieces, and the fee in proportion to their value', () => {
    const [first, second] = [0, 1].map((at) =>
      partShare(lines, checks, at, { serviceFee: 42_00, discount: 0 }, at === 0 ? 198_00 : 264_00),
    )
    expect(first).toMatchObject({ subtotal: 180_00, serviceFee: 18_00, discount: 0, total: 198_00 })
    expect(first.pieces.map((p) => [p.line.id, p.quantity, p.subtotal])).toEqual([[1, 1, 180_00]])
    expect(second).toMatchObject({ subtotal: 240_00, serviceFee: 24_00, discount: 0, total: 264_00 })
  })

  test('a line discount stays on its line; the member discount is shared by value', () => {
    // the tea comped (value 0); gold 8% of the 360 left is 28.8 → 29; fee 36; owed 360 + 36 − 29 = 367
    const comped = [lines[0], { ...lines[1], value: 0 }]
    const plan = splitByItems(367_00, 0, comped, checks)
    if (!plan.ok) throw new Error(plan.reason)
    const parts = plan.parts.map((p, at) =>
      partShare(comped, checks, at, { serviceFee: 36_00, discount: 89_00 }, p.amount),
    )
    expect(parts[1].pieces.map((p) => p.discount)).toEqual([0, 60_00])
    expect(parts.map((p) => p.serviceFee)).toEqual([18_00, 18_00])
    expect(parts.map((p) => p.discount)).toEqual([14_00, 75_00])
  })

  test('a part by amount holds no lines, only its amount', () => {
    expect(partShare(lines, [[], []], 1, { serviceFee: 42_00, discount: 0 }, 262_00)).toEqual({
      pieces: [],
      subtotal: 0,
      serviceFee: 0,
      discount: 0,
      total: 262_00,
    })
  })

  test('every part adds up to its amount, and the parts to the check’s figures', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 500 }), fc.nat(100)), {
          minLength: 2,
          maxLength: 6,
        }),
        fc.integer({ min: 0, max: 20 }),
        fc.nat(50),
        (spec, feePercent, orderOff) => {
          const ls = spec.map(([quantity, price, offPercent], i) => {
            const subtotal = quantity * price * 100
            return {
              id: i + 1,
              quantity,
              subtotal,
              value: subtotal - Math.floor((subtotal * offPercent) / 10000) * 100,
            }
          })
          const value = ls.reduce((s, l) => s + l.value, 0)
          const lineOff = ls.reduce((s, l) => s + l.subtotal - l.value, 0)
          const serviceFee = Math.round((value * feePercent) / 10000) * 100
          const discount = lineOff + Math.min(orderOff * 100, value)
          const subtotal = ls.reduce((s, l) => s + l.subtotal, 0)
          const owed = subtotal + serviceFee - discount
          const cs = [ls.filter((_, i) => i % 2 === 0).map((l) => l.id), ls.filter((_, i) => i % 2).map((l) => l.id)]
          const plan = splitByItems(owed, 0, ls, cs)
          if (!plan.ok) return true
          const parts = plan.parts.map((p, at) => partShare(ls, cs, at, { serviceFee, discount }, p.amount))
          for (const [i, p] of parts.entries())
            expect(p.subtotal + p.serviceFee - p.discount).toBe(plan.parts[i].amount)
          const sum = (f: (p: (typeof parts)[number]) => number) => parts.reduce((s, p) => s + f(p), 0)
          expect([sum((p) => p.subtotal), sum((p) => p.serviceFee), sum((p) => p.discount)]).toEqual([
            subtotal,
            serviceFee,
            discount,
          ])
        },
      ),
    )
  })
})
