import { describe, expect, it } from 'vitest'
import { moveId, moveItem, reorderKey, sameOrder } from './reorder.ts'

describe('moveItem', () => {
  it('moves forward and backward and clamps at the ends', () => {
    expect(moveItem([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4])
    expect(moveItem([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3])
    expect(moveItem([1, 2, 3], 1, 99)).toEqual([1, 3, 2])
    expect(moveItem([1, 2, 3], 1, -5)).toEqual([2, 1, 3])
    expect(moveItem([1, 2, 3], 7, 0)).toEqual([1, 2, 3])
  })
  it('moves by id', () => {
    expect(moveId([5, 6, 7], 7, -1)).toEqual([5, 7, 6])
    expect(moveId([5, 6, 7], 9, -1)).toEqual([5, 6, 7])
  })
  it('compares orders', () => {
    expect(sameOrder([1, 2], [1, 2])).toBe(true)
    expect(sameOrder([1, 2], [2, 1])).toBe(false)
  })
})

describe('reorderKey', () => {
  it('picks and drops with Space or Enter', () => {
    expect(reorderKey(' ', false, 4)).toBe('pick')
    expect(reorderKey('Enter', true, 4)).toBe('drop')
  })
  it('moves only a picked card; up and down jump a row', () => {
    expect(reorderKey('ArrowRight', false, 4)).toBeNull()
    expect(reorderKey('ArrowRight', true, 4)).toEqual({ delta: 1 })
    expect(reorderKey('ArrowUp', true, 4)).toEqual({ delta: -4 })
    expect(reorderKey('ArrowDown', true, 0)).toEqual({ delta: 1 })
    expect(reorderKey('End', true, 4)).toEqual({ to: 'end' })
    expect(reorderKey('Escape', true, 4)).toBe('cancel')
  })
})
