import { describe, expect, test } from 'bun:test'
import {
  checkRange,
  invoiceAmounts,
  invoiceLines,
  periodStock,
  pickRange,
  randomCode,
  remainingOf,
  taxInside,
} from './allocation-rules'

const range = (id: number, startNo: number, endNo: number, nextNo = startNo, period = '11412') => ({
  id,
  period,
  startNo,
  endNo,
  nextNo,
})

describe('number ranges', () => {
  test('booklets of 50, in order, 8 digits', () => {
    expect(checkRange(12345600, 12345699)).toEqual({ ok: true })
    expect(checkRange(12345650, 12345699)).toEqual({ ok: true })
    expect(checkRange(12345601, 12345699)).toEqual({ ok: false, reason: 'booklet' })
    expect(checkRange(12345600, 12345698)).toEqual({ ok: false, reason: 'booklet' })
    expect(checkRange(12345700, 12345699)).toEqual({ ok: false, reason: 'order' })
    expect(checkRange(100_000_000, 100_000_049)).toEqual({ ok: false, reason: 'digits' })
  })
  test("the period's earliest range with numbers left; another period's never", () => {
    const rs = [range(1, 100, 149, 150), range(2, 200, 249, 210), range(3, 50, 99, 50, '11410')]
    expect(pickRange(rs, '11412')?.id).toBe(2)
    expect(pickRange([rs[0], rs[2]], '11412')).toBeNull()
    expect(remainingOf(rs[1])).toBe(40)
    expect(periodStock(rs, '11412')).toEqual({ left: 40, low: true })
    expect(periodStock([range(4, 0, 99)], '11412')).toEqual({ left: 100, low: false })
  })
})

describe('amounts', () => {
  test('B2C: the total is the sales amount, tax 0', () =>
    expect(invoiceAmounts(335, false)).toEqual({ salesAmount: 335, taxAmount: 0, totalAmount: 335 }))
  test('with a buyer 統編: sales + 5% tax add up to the total in whole dollars', () => {
    expect(invoiceAmounts(1050, true)).toEqual({ salesAmount: 1000, taxAmount: 50, totalAmount: 1050 })
    expect(invoiceAmounts(335, true)).toEqual({ salesAmount: 319, taxAmount: 16, totalAmount: 335 })
    for (let t = 1; t < 3000; t++) {
      const a = invoiceAmounts(t, true)
      expect(a.salesAmount + a.taxAmount).toBe(t)
      expect(Math.abs(a.taxAmount - a.salesAmount * 0.05)).toBeLessThanOrEqual(0.5)
    }
    expect(taxInside(105)).toBe(5)
  })
  test('lines add up to the total; a part of a bill is one 餐費 line', () => {
    const labels = { meal: '餐費', adjustment: '服務費/折扣' }
    const lines = [{ name: '牛肉麵', quantity: 2, unitPrice: 180, amount: 360 }]
    expect(invoiceLines(lines, 396, true, labels)).toEqual([
      ...lines,
      { name: '服務費/折扣', quantity: 1, unitPrice: 36, amount: 36 },
    ])
    expect(invoiceLines(lines, 360, true, labels)).toEqual(lines)
    expect(invoiceLines(lines, 100, false, labels)).toEqual([
      { name: '餐費', quantity: 1, unitPrice: 100, amount: 100 },
    ])
  })
  test('random codes are 4 digits', () => {
    const seen = new Set<string>()
    for (let i = 0; i < 500; i++) {
      const c = randomCode()
      expect(c).toMatch(/^\d{4}$/)
      seen.add(c)
    }
    expect(seen.size).toBeGreaterThan(400)
  })
})
