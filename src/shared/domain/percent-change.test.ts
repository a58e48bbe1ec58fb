import { describe, expect, test } from 'bun:test'
import { percentChange, percentShare, roundTo } from './percent-change'

describe('percent change', () => {
  test('against yesterday, one decimal', () => {
    expect(percentChange(150, 100)).toBe(50)
    expect(percentChange(100, 300)).toBe(-66.7)
    expect(percentChange(1, 3)).toBe(-66.7)
    expect(percentChange(2, 3)).toBe(-33.3)
    expect(percentChange(0, 5)).toBe(-100)
  })
  test('null when yesterday was zero', () => {
    expect(percentChange(10, 0)).toBeNull()
    expect(percentChange(0, 0)).toBeNull()
  })
  test('share', () => {
    expect(percentShare(1, 3)).toBe(33.3)
    expect(percentShare(5, 0)).toBeNull()
  })
  test('rounds half away from zero', () => {
    expect(roundTo(0.05, 1)).toBe(0.1)
    expect(roundTo(-0.05, 1)).toBe(-0.1)
    expect(roundTo(1.005, 2)).toBe(1.01)
  })
})
