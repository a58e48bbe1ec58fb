import { describe, expect, test } from 'bun:test'
import { checkTender, expectedCash, QUICK_NOTES, suggestedTenders } from './cash'

describe('cash tendered', () => {
  test('NT$335 paid with a 500 note: change NT$165', () => {
    expect(checkTender(33500, '500')).toEqual({ ok: true, tendered: 50000, change: 16500 })
    expect(checkTender(33500, '335')).toEqual({ ok: true, tendered: 33500, change: 0 })
    expect(checkTender(33500, ' 1000 ')).toEqual({ ok: true, tendered: 100000, change: 66500 })
  })

  test('too little, empty and unreadable cash are told apart', () => {
    expect(checkTender(33500, '100')).toEqual({ ok: false, reason: 'too_little', tendered: 10000, short: 23500 })
    expect(checkTender(33500, '334.99')).toMatchObject({ ok: false, reason: 'too_little', short: 1 })
    expect(checkTender(33500, '')).toEqual({ ok: false, reason: 'empty' })
    for (const bad of ['abc', '0', '-500', '1.234', '1e3', '99999999999'])
      expect(checkTender(33500, bad)).toEqual({ ok: false, reason: 'invalid' })
  })

  test('the quick notes are 100, 500 and 1000', () => {
    expect(QUICK_NOTES).toEqual([10000, 50000, 100000])
  })
})

describe('suggested cash', () => {
  test('the next 100, 500 and 1,000 above what is due, each once', () => {
    expect(suggestedTenders(148_100)).toEqual([150_000, 200_000])
    expect(suggestedTenders(33_500)).toEqual([40_000, 50_000, 100_000])
    expect(suggestedTenders(22_000)).toEqual([30_000, 50_000, 100_000])
    expect(suggestedTenders(20_000)).toEqual([50_000, 100_000])
  })
  test('a round sum has nothing above it to suggest but 剛好; cents round up to the next note', () => {
    expect(suggestedTenders(100_000)).toEqual([])
    expect(suggestedTenders(99_950)).toEqual([100_000])
  })
})

describe('expected cash at the close of day', () => {
  test('opening float + cash in − cash refunds', () => {
    expect(expectedCash({ openingFloat: 100000, cashIn: 33000, cashRefunds: 0 })).toBe(133000)
    expect(expectedCash({ openingFloat: 100000, cashIn: 33000, cashRefunds: 11000 })).toBe(122000)
    expect(expectedCash({ openingFloat: 0, cashIn: 0, cashRefunds: 0 })).toBe(0)
  })
})
