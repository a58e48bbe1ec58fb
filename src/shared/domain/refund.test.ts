import { describe, expect, test } from 'bun:test'
import { checkRefund, refundable } from './refund'

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
