import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { MAX_MONEY } from '../domain/money.ts'
import { formatNtd, formatNtdCents, UNKNOWN_AMOUNT } from './money.ts'

describe('formatNtd', () => {
  it('drops .00 for whole dollars', () => {
    expect(formatNtd('120.00')).toBe('NT$120')
    expect(formatNtd('0.00')).toBe('NT$0')
  })

  it('keeps two decimals when there are cents', () => {
    expect(formatNtd('120.50')).toBe('NT$120.50')
    expect(formatNtd('120.5')).toBe('NT$120.50')
    expect(formatNtd('0.05')).toBe('NT$0.05')
  })

  it('groups thousands', () => {
    expect(formatNtd('1234.00')).toBe('NT$1,234')
    expect(formatNtd('1234567.89')).toBe('NT$1,234,567.89')
    expect(formatNtd('999.00')).toBe('NT$999')
    expect(formatNtd('1000')).toBe('NT$1,000')
  })

  it('puts the sign before NT$', () => {
    expect(formatNtd('-120.00')).toBe('-NT$120')
    expect(formatNtd('-0.00')).toBe('NT$0')
  })

  it('accepts numbers', () => {
    expect(formatNtd(88)).toBe('NT$88')
    expect(formatNtd(88.8)).toBe('NT$88.80')
  })

  it('shows a dash for unreadable amounts', () => {
    for (const bad of ['', 'abc', '1.234', null, undefined, Number.NaN]) {
      expect(formatNtd(bad)).toBe(UNKNOWN_AMOUNT)
    }
  })
})

describe('formatNtdCents', () => {
  it('formats integer cents', () => {
    expect(formatNtdCents(12050)).toBe('NT$120.50')
    expect(formatNtdCents(100000)).toBe('NT$1,000')
    expect(formatNtdCents(-5)).toBe('-NT$0.05')
  })
})

describe('formatNtdCents within the money bound', () => {
  it('writes every bounded amount in grouped plain digits, never with an exponent', () => {
    expect(formatNtdCents(MAX_MONEY)).toBe('NT$9,999,999.99')
    expect(formatNtdCents(3.7974983354526585e24)).not.toContain('e')
    fc.assert(
      fc.property(fc.integer({ min: -MAX_MONEY, max: MAX_MONEY }), (cents) => {
        expect(formatNtdCents(cents)).toMatch(/^-?NT\$\d{1,3}(,\d{3})*(\.\d{2})?$/)
      }),
      { numRuns: 2000 },
    )
  })
})
