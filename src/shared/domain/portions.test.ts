import { describe, expect, it } from 'bun:test'
import { portionShortfall, portionsAsked, portionsOf } from './portions'

describe('portions (估清)', () => {
  const mark = { remaining: 3, businessDate: '2026-11-28' }

  it('reads a mark on its own business day only: the next day has no limit', () => {
    expect(portionsOf(mark, '2026-11-28')).toEqual({ soldOut: false, remaining: 3 })
    expect(portionsOf({ ...mark, remaining: 0 }, '2026-11-28')).toEqual({ soldOut: true, remaining: 0 })
    expect(portionsOf({ ...mark, remaining: 0 }, '2026-11-29')).toEqual({ soldOut: false, remaining: null })
    expect(portionsOf(null, '2026-11-28')).toEqual({ soldOut: false, remaining: null })
  })

  it('sums a dish over its lines', () => {
    expect(
      portionsAsked([
        { menuItemId: 1, quantity: 2 },
        { menuItemId: 2, quantity: 1 },
        { menuItemId: 1, quantity: 1 },
      ]),
    ).toEqual(
      new Map([
        [1, 3],
        [2, 1],
      ]),
    )
  })

  it('refuses more than is left, and anything once sold out', () => {
    expect(portionShortfall(mark, '2026-11-28', 3)).toBeNull()
    expect(portionShortfall(mark, '2026-11-28', 4)).toEqual({ soldOut: false, left: 3 })
    expect(portionShortfall({ ...mark, remaining: 0 }, '2026-11-28', 1)).toEqual({ soldOut: true })
    expect(portionShortfall({ ...mark, remaining: 0 }, '2026-11-29', 50)).toBeNull()
  })
})
