import { describe, expect, test } from 'bun:test'
import { allowanceItems, filingDeadline, keptLines, returnAction, voidable } from './returns'

const TZ = 'Asia/Taipei'
const at = (iso: string) => Date.parse(iso)

describe('the void window', () => {
  test('the filing day is the 15th after the period; Nov–Dec files in January', () => {
    expect(filingDeadline('11512')).toEqual({ year: 2027, month: 1, day: 15 })
    expect(filingDeadline('11504')).toEqual({ year: 2026, month: 5, day: 15 })
  })
  test('voidable through the filing day, Taipei time, not a minute after', () => {
    expect(voidable('11512', at('2026-12-31T15:59:00Z'), TZ)).toBe(true)
    expect(voidable('11512', at('2027-01-15T15:59:59Z'), TZ)).toBe(true)
    expect(voidable('11512', at('2027-01-15T16:00:00Z'), TZ)).toBe(false)
  })
})

describe('what a return does', () => {
  const consumer = { buyerId: null, totalAmount: 500, allowanceTotal: 0, status: 'issued' }
  const business = { ...consumer, buyerId: '22099131' }
  test('everything back before filing voids, for anyone', () => {
    expect(returnAction(consumer, 500, true)).toEqual({ action: 'void' })
    expect(returnAction(business, 500, true)).toEqual({ action: 'void' })
  })
  test("a consumer's part voids and reissues for what was kept; a 統編 buyer's part is an allowance", () => {
    expect(returnAction(consumer, 200, true)).toEqual({ action: 'reissue', kept: 300 })
    expect(returnAction(business, 200, true)).toEqual({ action: 'allowance', amount: 200 })
  })
  test('after filing, or under an earlier allowance, only an allowance, never more than is left', () => {
    expect(returnAction(consumer, 500, false)).toEqual({ action: 'allowance', amount: 500 })
    expect(returnAction(consumer, 200, false)).toEqual({ action: 'allowance', amount: 200 })
    expect(returnAction({ ...business, allowanceTotal: 200 }, 400, true)).toEqual({ action: 'allowance', amount: 300 })
    expect(returnAction({ ...business, allowanceTotal: 500 }, 1, true)).toEqual({ action: 'none' })
  })
  test('a voided or pending invoice needs nothing', () => {
    expect(returnAction({ ...consumer, status: 'voided' }, 500, true)).toEqual({ action: 'none' })
    expect(returnAction({ ...consumer, status: 'pending' }, 500, true)).toEqual({ action: 'none' })
  })
})

const items = [
  { name: '招牌便當', quantity: 2, unitPrice: 120, amount: 240, orderItemId: 7 },
  { name: '紅茶', quantity: 1, unitPrice: 30, amount: 30, orderItemId: 8 },
  { name: '服務費及折扣', quantity: 1, unitPrice: 27, amount: 27 },
]
const labels = { meal: '餐費', adjustment: '服務費及折扣' }

describe('the replacement invoice', () => {
  test('the sale less the lines back, and a new difference line to the kept total', () => {
    expect(keptLines(items, [{ orderItemId: 7, quantity: 1, amount: 13200 }], 165, labels)).toEqual([
      { name: '招牌便當', quantity: 1, unitPrice: 120, amount: 120, orderItemId: 7 },
      { name: '紅茶', quantity: 1, unitPrice: 30, amount: 30, orderItemId: 8 },
      { name: '服務費及折扣', quantity: 1, unitPrice: 15, amount: 15 },
    ])
  })
  test('a part of a bill stays one 餐費 line', () => {
    expect(keptLines([{ name: '餐費', quantity: 1, unitPrice: 300, amount: 300 }], [], 200, labels)).toEqual([
      { name: '餐費', quantity: 1, unitPrice: 200, amount: 200 },
    ])
  })
})

describe('allowance lines', () => {
  test('the lines given back, with their original sequence, untaxed amount and tax adding up', () => {
    const lines = allowanceItems(items, [{ orderItemId: 7, quantity: 1, amount: 12000 }], 120)
    expect(lines).toEqual([{ name: '招牌便當', sequence: 1, quantity: 1, unitPrice: 114, amount: 114, tax: 6 }])
    const two = allowanceItems(
      items,
      [
        { orderItemId: 7, quantity: 2, amount: 24000 },
        { orderItemId: 8, quantity: 1, amount: 3000 },
      ],
      270,
    )
    expect(two.map((l) => [l.sequence, l.quantity, l.amount, l.tax])).toEqual([
      [1, 2, 229, 11],
      [2, 1, 28, 2],
    ])
    expect(two.reduce((n, l) => n + l.amount + l.tax, 0)).toBe(270)
    expect(two.reduce((n, l) => n + l.tax, 0)).toBe(13) // 270 − round(270 / 1.05)
  })
  test('a refund by amount: the invoice lines in order, each up to its own amount', () => {
    expect(allowanceItems(items, [], 250).map((l) => [l.name, l.sequence, l.quantity, l.amount + l.tax])).toEqual([
      ['招牌便當', 1, 1, 240],
      ['紅茶', 2, 1, 10],
    ])
  })
})
