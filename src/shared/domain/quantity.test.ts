import { describe, expect, test } from 'bun:test'
import { formatQuantity, parseQuantity, quantityValue } from './quantity'

describe('quantity', () => {
  test('parses decimal strings and numbers to thousandths', () => {
    expect(parseQuantity('1.5')).toBe(1500)
    expect(parseQuantity('1.500')).toBe(1500)
    expect(parseQuantity(' 12 ')).toBe(12000)
    expect(parseQuantity(0.125)).toBe(125)
    expect(parseQuantity('-2.25')).toBe(-2250)
    expect(parseQuantity('0')).toBe(0)
    expect(parseQuantity('-0')).toBe(0)
  })

  test('refuses more than 3 decimals and what is not a number', () => {
    for (const bad of ['', '1.2345', 'abc', '1e3', '1,5', null, undefined, {}, NaN, Infinity, '1.']) {
      expect(parseQuantity(bad)).toBeNull()
    }
  })

  test('formats with exactly 3 decimals', () => {
    expect(formatQuantity(1500)).toBe('1.500')
    expect(formatQuantity(5)).toBe('0.005')
    expect(formatQuantity(-2250)).toBe('-2.250')
    expect(formatQuantity(0)).toBe('0.000')
  })

  test('values a quantity at a unit cost in cents, half up', () => {
    expect(quantityValue(1500, 3000)).toBe(4500)
    expect(quantityValue(1, 500)).toBe(1) // 0.5 cent rounds up
    expect(quantityValue(1, 499)).toBe(0)
    expect(quantityValue(-1500, 3000)).toBe(-4500)
  })
})
