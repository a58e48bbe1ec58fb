import { describe, expect, it } from 'vitest'
import type { Order } from '../../../shared/api/front-of-house.ts'
import { assessDiscount, discountProblem, discountValue, sentOrderBase } from './discount-form.ts'

const line = (id: number, name: string, subtotal: string, voided = false) =>
  ({ id, name, quantity: 1, subtotal, voided, refundedQuantity: 0 }) as unknown as Order['items'][number]

/** Bento NT$335, tea NT$60 comped, 紅豆湯 voided; 20% off the order was NT$67 of the 335 left. */
const order = {
  id: 1,
  orderNumber: 'A001',
  status: 'preparing',
  paymentStatus: 'unpaid',
  subtotal: '395.00',
  serviceFee: '0.00',
  discount: '127.00',
  total: '268.00',
  items: [line(1, '招牌便當', '335.00'), line(2, '紅茶', '60.00'), line(3, '紅豆湯', '40.00', true)],
  discounts: [
    { id: 1, lineId: 2, kind: 'comp', value: 0, amount: '60.00' },
    { id: 2, lineId: null, kind: 'percent', value: 20, amount: '67.00' },
  ],
} as unknown as Order

const ctx = { pricing: undefined, staff: true }

describe('discount dialog model', () => {
  it('reads the value for its kind', () => {
    expect(discountValue('percent', ' 20 ')).toBe(20)
    expect(discountValue('percent', '12.5')).toBeNaN()
    expect(discountValue('amount', '50')).toBe(50_00)
    expect(discountValue('amount', 'abc')).toBeNull()
    expect(discountValue('comp', '')).toBe(0)
  })

  it(`a sent order: what is left of a line after its discounts, of a voided line nothing, of the order after every \
discount`, () => {
    expect(sentOrderBase(order, 1)).toBe(335_00)
    expect(sentOrderBase(order, 2)).toBe(0)
    expect(sentOrderBase(order, 3)).toBe(0)
    expect(sentOrderBase(order, 99)).toBe(0)
    expect(sentOrderBase(order, null)).toBe(268_00)
  })

  it('answers bad input in zh-TW: over 100%, amount 0, more than is left, no reason, no PIN when one is needed', () => {
    const problem = (
      kind: 'percent' | 'amount' | 'comp',
      text: string,
      reason: string | null,
      pin = '',
      onOrder = true,
    ) => {
      const v = discountValue(kind, text)
      const preview =
        v === null || Number.isNaN(v)
          ? null
          : assessDiscount({ kind, value: v }, sentOrderBase(order, onOrder ? null : 1), { ...ctx, onOrder })
      return discountProblem(preview, { kind, reason, pin })
    }
    expect(problem('percent', '120', '熟客優惠')).toBe('折扣百分比須為 1 到 100 的整數')
    expect(problem('percent', '', '熟客優惠')).toBe('折扣百分比須為 1 到 100 的整數')
    expect(problem('amount', '0', '熟客優惠')).toBe('請輸入大於 0 的整數金額')
    expect(problem('amount', '269', '熟客優惠')).toBe('折扣不可超過 NT$268')
    expect(problem('comp', '', '熟客優惠')).toBe('招待只能用在單一品項')
    expect(problem('amount', '20', null)).toBe('請選擇折扣原因')
    expect(problem('amount', '20', '熟客優惠')).toBeNull()
    // 10% of NT$335 is NT$34 in whole dollars: within the 10% threshold; 11% (NT$37) needs the manager
    expect(problem('percent', '10', '熟客優惠', '', false)).toBeNull()
    expect(problem('percent', '11', '熟客優惠', '', false)).toBe('請店長輸入 4 到 6 位數字 PIN')
    expect(problem('percent', '11', '熟客優惠', '12a4', false)).toBe('請店長輸入 4 到 6 位數字 PIN')
    expect(problem('percent', '11', '熟客優惠', '8642', false)).toBeNull()
  })

  it('a manager needs no PIN; the server asking for one makes the dialog ask too', () => {
    const preview = assessDiscount({ kind: 'percent', value: 50 }, 335_00, {
      pricing: undefined,
      onOrder: false,
      staff: false,
    })
    expect(preview).toMatchObject({ ok: true, amount: 168_00, approval: false })
    expect(discountProblem(preview, { kind: 'percent', reason: '熟客優惠', pin: '' })).toBeNull()
    expect(discountProblem(preview, { kind: 'percent', reason: '熟客優惠', pin: '', pinAsked: true })).toBe(
      '請店長輸入 4 到 6 位數字 PIN',
    )
  })
})
