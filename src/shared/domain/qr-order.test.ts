import { expect, test } from 'bun:test'
import { QR_ORDER_LIMITS, isWithinQrLimits } from './qr-order'

const lines = (n: number, quantity = 1) => Array.from({ length: n }, () => ({ quantity }))

test('a QR order holds at most 30 lines and 60 portions in all', () => {
  expect(QR_ORDER_LIMITS).toEqual({ maxLines: 30, maxPortions: 60 })
  expect(isWithinQrLimits(lines(30))).toBe(true)
  expect(isWithinQrLimits(lines(31))).toBe(false)
  expect(isWithinQrLimits(lines(1, 60))).toBe(true)
  expect(isWithinQrLimits(lines(1, 61))).toBe(false)
  expect(isWithinQrLimits([...lines(29), { quantity: 31 }])).toBe(true)
  expect(isWithinQrLimits([...lines(29), { quantity: 32 }])).toBe(false)
  expect(isWithinQrLimits(lines(20, 3))).toBe(true)
  expect(isWithinQrLimits(lines(20, 4))).toBe(false)
})
