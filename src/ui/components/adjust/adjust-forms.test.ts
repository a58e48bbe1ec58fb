import { describe, expect, it } from 'vitest'
import type { Order } from '../../../shared/api/front-of-house.ts'
import { defaultRefund, linesAmount, refundableLines, refundableOf, refundProblem, tendersText } from './refund-form.ts'
import { canVoid, canVoidLine, voidProblem } from './void-form.ts'

const line = (id: number, name: string, quantity: number, subtotal: string, extra: object = {}) =>
  ({ id, name, quantity, subtotal, voided: false, refundedQuantity: 0, ...extra }) as unknown as Order['items'][number]

/** Paid NT$369 (a NT$335 dish and its fee), NT$100 already refunded; the tea was voided before payment. */
const paid = {
  id: 7,
  orderNumber: 'A007',
  status: 'completed',
  paymentStatus: 'paid',
  subtotal: '335.00',
  serviceFee: '34.00',
  discount: '0.00',
  total: '369.00',
  refunded: '100.00',
  discounts: [],
  items: [line(1, '招牌便當', 1, '335.00'), line(2, '紅茶', 2, '120.00', { voided: true })],
} as unknown as Order

const form = { amount: '100', reason: 'complaint' as const, note: '', pin: '8642', needsPin: true }

describe('refund dialog model', () => {
  it('what is left to refund: paid less refunds, nothing while unpaid', () => {
    expect(refundableOf(paid)).toBe(269_00)
    expect(refundableOf({ ...paid, paymentStatus: 'unpaid' })).toBe(0)
    expect(refundableLines(paid).map((l) => l.name)).toEqual(['招牌便當'])
  })

  it('answers bad input in zh-TW: amount 0, more than paid, no reason, 其他 without a note, no PIN', () => {
    expect(refundProblem(paid, { ...form, amount: '0' })).toBe('請輸入有效的退款金額（大於 0）')
    expect(refundProblem(paid, { ...form, amount: 'abc' })).toBe('請輸入有效的退款金額（大於 0）')
    expect(refundProblem(paid, { ...form, amount: '270' })).toBe('退款金額不可超過可退金額 NT$269')
    expect(refundProblem(paid, { ...form, reason: null })).toBe('請選擇退款原因')
    expect(refundProblem(paid, { ...form, reason: 'other' })).toBe('退款原因為「其他」時，請填寫說明')
    expect(refundProblem(paid, { ...form, reason: 'other', note: '多收' })).toBeNull()
    expect(refundProblem(paid, { ...form, pin: '' })).toBe('請店長輸入 4 到 6 位數字 PIN')
    expect(refundProblem(paid, { ...form, pin: '', needsPin: false })).toBeNull()
    expect(refundProblem(paid, { ...form, amount: '269' })).toBeNull()
  })

  it(`offers the methods the order was paid with: starts on one that may still give back, for no more than it \
brought`, () => {
    const split = [
      { paymentMethod: 'cash' as const, refundable: '69.00' },
      { paymentMethod: 'credit_card' as const, refundable: '200.00' },
    ]
    expect(tendersText(split)).toBe('現金 NT$69、信用卡 NT$200')
    expect(defaultRefund({ ...paid, paymentMethod: 'credit_card' }, split)).toEqual({
      method: 'credit_card',
      amount: 200_00,
    })
    expect(defaultRefund({ ...paid, paymentMethod: 'cash' }, split)).toEqual({ method: 'cash', amount: 69_00 })
    expect(defaultRefund({ ...paid, paymentMethod: 'cash' }, [{ ...split[0], refundable: '0.00' }, split[1]])).toEqual({
      method: 'credit_card',
      amount: 200_00,
    })
    // Before the server has listed them: the method the order reads as paid with, all that is left.
    expect(defaultRefund({ ...paid, paymentMethod: 'line_pay' }, null)).toEqual({ method: 'line_pay', amount: 269_00 })

    const withTenders = { ...form, tenders: split, otherMethod: false }
    expect(refundProblem(paid, { ...withTenders, method: 'line_pay' })).toBe(
      '此訂單以現金、信用卡付款，請用原付款方式退款，或改用其他方式並經店長核准',
    )
    expect(refundProblem(paid, { ...withTenders, method: 'cash' })).toBe('以現金最多可退 NT$69，其餘請用其他原付款方式')
    expect(refundProblem(paid, { ...withTenders, method: 'credit_card' })).toBeNull()
    expect(refundProblem(paid, { ...withTenders, method: 'line_pay', otherMethod: true })).toBeNull()
  })

  it('by lines: all that is left of the live lines gives back all that is left', () => {
    expect(linesAmount(paid, new Map([[1, 1]]))).toBe(269_00)
    expect(linesAmount(paid, new Map())).toBe(0)
  })
})

describe('void dialog model', () => {
  const unpaid = {
    ...paid,
    status: 'preparing',
    paymentStatus: 'unpaid',
    refunded: '0.00',
    items: [line(1, '招牌便當', 1, '335.00'), line(2, '紅茶', 2, '120.00')],
  } as Order

  it('lines of an unpaid, live order go one by one until the last, which goes with the order', () => {
    expect(canVoid(unpaid)).toBe(true)
    expect(canVoidLine(unpaid, unpaid.items[1])).toBe(true)
    const oneLeft = { ...unpaid, items: [unpaid.items[0], { ...unpaid.items[1], voided: true }] }
    expect(canVoidLine(oneLeft, oneLeft.items[0])).toBe(false)
    expect(canVoidLine(oneLeft, oneLeft.items[1])).toBe(false)
    expect(canVoid(paid)).toBe(false)
    expect(canVoid({ ...unpaid, status: 'cancelled' })).toBe(false)
  })

  it('answers a missing reason, 其他 without a note and a missing PIN in zh-TW', () => {
    expect(voidProblem({ reason: null, note: '', pin: '', needsPin: true })).toBe('請選擇作廢原因')
    expect(voidProblem({ reason: 'other', note: ' ', pin: '8642', needsPin: true })).toBe(
      '作廢原因為「其他」時，請填寫說明',
    )
    expect(voidProblem({ reason: 'wrong_order', note: '', pin: '12', needsPin: true })).toBe(
      '請店長輸入 4 到 6 位數字 PIN',
    )
    expect(voidProblem({ reason: 'wrong_order', note: '', pin: '', needsPin: false })).toBeNull()
  })
})
