import { describe, expect, test } from 'bun:test'
import { checkRefund, checkRefundTender, refundable, refundTenders } from './refund'

describe('refundable', () => {
  test('what was paid less earlier refunds, never negative', () => {
    expect(refundable(33_500, 0)).toBe(33_500)
    expect(refundable(33_500, 10_000)).toBe(23_500)
    expect(refundable(33_500, 33_500)).toBe(0)
    expect(refundable(33_500, 40_000)).toBe(0)
  })
})

describe('checkRefund', () => {
  test('zero, negative and fractional amounts are invalid', () => {
    expect(checkRefund(0, 10_000, 0)).toEqual({ ok: false, reason: 'invalid', refundable: 10_000 })
    expect(checkRefund(-100, 10_000, 0).ok).toBe(false)
    expect(checkRefund(1.5, 10_000, 0).ok).toBe(false)
  })
  test('more than is left is refused with what is left', () => {
    expect(checkRefund(10_001, 10_000, 0)).toEqual({ ok: false, reason: 'exceeds', refundable: 10_000 })
    expect(checkRefund(6_000, 10_000, 5_000)).toEqual({ ok: false, reason: 'exceeds', refundable: 5_000 })
  })
  test('nothing left after a full refund', () => {
    expect(checkRefund(100, 10_000, 10_000)).toEqual({ ok: false, reason: 'nothing_left', refundable: 0 })
  })
  test('taking the whole rest is a full refund; less is partial', () => {
    expect(checkRefund(10_000, 10_000, 0)).toEqual({ ok: true, fullyRefunded: true })
    expect(checkRefund(5_000, 10_000, 5_000)).toEqual({ ok: true, fullyRefunded: true })
    expect(checkRefund(4_000, 10_000, 5_000)).toEqual({ ok: true, fullyRefunded: false })
  })
})

describe('refundTenders', () => {
  const order = { method: 'cash' as const, left: 33_500 }
  test('each method that paid toward the order, up to what it brought less what went back by it', () => {
    const paid = [
      { method: 'credit_card' as const, amount: 20_000, toOrder: true },
      { method: 'cash' as const, amount: 13_500, toOrder: true },
    ]
    expect(refundTenders({ paid, refunded: [] }, order)).toEqual([
      { method: 'cash', refundable: 13_500 },
      { method: 'credit_card', refundable: 20_000 },
    ])
    expect(
      refundTenders(
        {
          paid,
          refunded: [
            { method: 'cash', amount: 13_500 },
            { method: 'credit_card', amount: 5_000 },
          ],
        },
        order,
      ),
    ).toEqual([
      { method: 'cash', refundable: 0 },
      { method: 'credit_card', refundable: 15_000 },
    ])
  })
  test('never more by one method than is left of the order', () => {
    const paid = [{ method: 'line_pay' as const, amount: 90_000, toOrder: true }]
    expect(refundTenders({ paid, refunded: [] }, { method: 'line_pay', left: 33_500 })).toEqual([
      { method: 'line_pay', refundable: 33_500 },
    ])
  })
  test("a payment naming another order of the bill is not one of this order's methods, but counts in the bill", () => {
    const paid = [
      { method: 'cash' as const, amount: 10_000, toOrder: false },
      { method: 'credit_card' as const, amount: 10_000, toOrder: true },
    ]
    expect(refundTenders({ paid, refunded: [] }, order)).toEqual([{ method: 'credit_card', refundable: 10_000 }])
    // Another order's card refund came out of the same card money.
    expect(refundTenders({ paid, refunded: [{ method: 'credit_card', amount: 4_000 }] }, order)).toEqual([
      { method: 'credit_card', refundable: 6_000 },
    ])
  })
  test('no payment on record: the method the order reads as paid with, or none', () => {
    expect(refundTenders({ paid: [], refunded: [] }, order)).toEqual([{ method: 'cash', refundable: 33_500 }])
    expect(refundTenders({ paid: [], refunded: [] }, { method: null, left: 33_500 })).toEqual([])
  })
})

describe('checkRefundTender', () => {
  const tenders = [
    { method: 'cash' as const, refundable: 13_500 },
    { method: 'credit_card' as const, refundable: 20_000 },
  ]
  test('an original method within what it has left fits', () => {
    expect(checkRefundTender('cash', 13_500, tenders, false)).toEqual({ ok: true, otherMethod: false })
    expect(checkRefundTender('credit_card', 1, tenders, true)).toEqual({ ok: true, otherMethod: false })
  })
  test('another method, or more than the method brought, is refused without approval', () => {
    expect(checkRefundTender('line_pay', 100, tenders, false)).toEqual({
      ok: false,
      reason: 'not_paid_by',
      methods: ['cash', 'credit_card'],
    })
    expect(checkRefundTender('cash', 13_501, tenders, false)).toEqual({
      ok: false,
      reason: 'exceeds_method',
      refundable: 13_500,
    })
    expect(checkRefundTender('cash', 100, [], false)).toEqual({ ok: false, reason: 'not_paid_by', methods: [] })
  })
  test('with approval it goes through, marked as another method', () => {
    expect(checkRefundTender('line_pay', 100, tenders, true)).toEqual({ ok: true, otherMethod: true })
    expect(checkRefundTender('cash', 20_000, tenders, true)).toEqual({ ok: true, otherMethod: true })
  })
})
