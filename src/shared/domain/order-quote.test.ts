import { describe, expect, test } from 'bun:test'
import { EMPTY_CHECK } from './order-pricing'
import { quoteOrder, type QuoteDiscount, type QuoteInput, type QuoteItem, type QuoteLine } from './order-quote'

const item = (name: string, basePrice: number, more: Partial<QuoteItem> = {}): QuoteItem => ({
  name,
  basePrice,
  sizeOptions: [],
  spiceLevels: [],
  addOns: [],
  status: 'available',
  isActive: true,
  hours: [],
  categoryHours: [],
  ...more,
})
const noodles = item('牛肉麵', 255_00, {
  sizeOptions: [
    { name: '小碗', price: 255_00 },
    { name: '大碗', price: 285_00 },
  ],
  spiceLevels: ['小辣'],
  addOns: [{ name: '加蛋', price: 15_00 }],
  optionGroups: [
    {
      id: 7,
      name: '加料',
      options: [
        { name: '酸菜', price: 0 },
        { name: '牛筋', price: 40_00 },
      ],
      minChoices: 0,
      maxChoices: 2,
      defaultOption: null,
    },
  ],
})
const rice = item('滷肉飯', 50_00)
const line = (i: QuoteItem, quantity = 1, choice: QuoteLine['choice'] = {}): QuoteLine => ({
  item: i,
  quantity,
  choice,
})
const off = (kind: QuoteDiscount['kind'], value: number | string, at: number | null = null): QuoteDiscount => ({
  line: at,
  kind,
  value,
  reason: '熟客',
  note: null,
})
// 牛肉麵 255 + 滷肉飯 50 × 4 + 50 (a 505 check: a 10% fee of 50.5)
const check505 = [line(noodles), line(rice, 4), line(item('燙青菜', 50_00))]

const base: QuoteInput = {
  settings: { serviceFee: 0.1 },
  reasons: ['熟客', '客訴'],
  orderType: 'dine_in',
  now: Date.UTC(2026, 10, 28, 4, 0),
  tier: null,
  lines: check505,
  discounts: [],
  check: null,
  staff: true,
  approved: false,
}

const NT = (n: number) => n * 100
const rows: { name: string; input: Partial<QuoteInput>; figures?: number[]; units?: number[]; refused?: string }[] = [
  { name: 'dine-in: a 10% fee in whole dollars, half up', input: {}, figures: [505, 51, 0, 556] },
  { name: 'takeout: no fee', input: { orderType: 'takeout' }, figures: [505, 0, 0, 505] },
  {
    name: 'takeout with the store charging it: the fee',
    input: { orderType: 'takeout', settings: { serviceFee: 0.1, feeOnTakeout: true } },
    figures: [505, 51, 0, 556],
  },
  {
    name: 'a 加點 round on a check: the check is rounded once (62 on 620, 51 already carried)',
    input: { lines: [line(item('紅燒牛肉', 115_00))], check: { ...EMPTY_CHECK, feeBase: NT(505), fee: NT(51) } },
    figures: [115, 11, 0, 126],
  },
  { name: 'gold member: 8% off the items, not the fee', input: { tier: 'gold' }, figures: [505, 51, 40, 516] },
  { name: 'silver member: 10% off, half up', input: { tier: 'silver' }, figures: [505, 51, 51, 505] },
  {
    name: 'a comped line carries no fee',
    input: { discounts: [off('comp', 0, 0)], staff: false },
    figures: [505, 25, 255, 275],
  },
  {
    name: 'staff: a 10% order discount is within the 10% threshold',
    input: { discounts: [off('percent', 10)] },
    figures: [505, 51, 51, 505],
  },
  {
    name: 'staff: 11% is above the threshold without a manager',
    input: { discounts: [off('percent', 11)] },
    refused: 'approval',
  },
  {
    name: 'staff: 11% with an approving manager',
    input: { discounts: [off('percent', 11)], approved: true },
    figures: [505, 51, 56, 500],
  },
  {
    name: 'a manager needs no approval',
    input: { discounts: [off('amount', '120')], staff: false },
    figures: [505, 51, 120, 436],
  },
  {
    name: 'staff: NT$101 is above the NT$100 threshold',
    input: { discounts: [off('amount', 101)] },
    refused: 'approval',
  },
  {
    name: 'a reason not on the store list',
    input: { discounts: [{ ...off('percent', 5), reason: '' }] },
    refused: 'reason',
  },
  { name: 'more than is left of the line', input: { discounts: [off('amount', '60', 2)] }, refused: 'discount' },
  {
    name: 'option deltas: the size price replaces the base; add-ons and group picks add',
    input: {
      lines: [
        line(noodles, 2, {
          size: '大碗',
          spice: '小辣',
          addOns: ['加蛋'],
          groups: [{ groupId: 7, choices: ['牛筋', '酸菜'] }],
        }),
        line(noodles, 1, { size: '小碗' }),
        line(rice),
      ],
    },
    units: [340, 255, 50],
    figures: [985, 99, 0, 1084],
  },
  { name: 'an option not on the item', input: { lines: [line(noodles, 1, { size: '特大' })] }, refused: 'option' },
  {
    name: 'a dish off sale',
    input: { lines: [line(item('炒飯', 90_00, { status: 'sold_out' }))] },
    refused: 'unavailable',
  },
  { name: 'quantity 0', input: { lines: [line(rice, 0)] }, refused: 'quantity' },
  {
    name: 'takeout: a 外帶 price replaces the base price',
    input: { orderType: 'takeout', lines: [line(item('便當', 100_00, { channelPrices: { takeout: 90_00 } }), 2)] },
    units: [90],
    figures: [180, 0, 0, 180],
  },
  {
    name: 'dine-in: the 外帶 price does not apply',
    input: { lines: [line(item('便當', 100_00, { channelPrices: { takeout: 90_00 } }))] },
    units: [100],
    figures: [100, 10, 0, 110],
  },
  {
    // Saturday 12:00 in Taipei, after the 早餐 window closed
    name: 'outside the 供應時段 of the item or its category',
    input: { lines: [line(item('蛋餅', 40_00, { categoryHours: [{ days: [6], from: '06:00', to: '10:30' }] }))] },
    refused: 'hours',
  },
]

describe('quoteOrder: the one pricing of an order, rule by rule', () => {
  for (const row of rows)
    test(row.name, () => {
      const q = quoteOrder({ ...base, ...row.input })
      if (row.refused) {
        expect(q.ok ? 'priced' : q.problem.kind).toBe(row.refused)
        return
      }
      if (!q.ok) throw new Error(`refused: ${JSON.stringify(q.problem)}`)
      const { subtotal, serviceFee, discount, total } = q.figures
      expect([subtotal, serviceFee, discount, total]).toEqual(row.figures!.map(NT))
      if (row.units) expect(q.lines.map((l) => l.unitPrice)).toEqual(row.units.map(NT))
      expect(q.lines.map((l) => l.subtotal)).toEqual(q.lines.map((l) => l.unitPrice * l.quantity))
    })

  test('on a check, the order priced alone is what a client that cannot see the check claims', () => {
    const q = quoteOrder({
      ...base,
      lines: [line(item('紅燒牛肉', 115_00))],
      check: { ...EMPTY_CHECK, feeBase: NT(505), fee: NT(51) },
    })
    if (!q.ok) throw new Error('refused')
    expect(q.alone).toEqual({ subtotal: NT(115), serviceFee: NT(12), discount: 0, total: NT(127) })
  })

  test('the discounts as taken, with their lines and reasons', () => {
    const q = quoteOrder({ ...base, staff: false, discounts: [off('comp', 0, 1), off('amount', '10.00')] })
    if (!q.ok) throw new Error('refused')
    expect(q.discounts).toEqual([
      { line: 1, spec: { kind: 'comp', value: 0 }, amount: NT(200), reason: '熟客', note: null },
      { line: null, spec: { kind: 'amount', value: NT(10) }, amount: NT(10), reason: '熟客', note: null },
    ])
  })
})
