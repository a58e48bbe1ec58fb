import { describe, expect, it } from 'vitest'
import { entriesOf, NO_ITEM_SPLIT, sendWhole, step, unitsOf } from './split-pieces.ts'

const rice = { id: 7, quantity: 2 }
const soup = { id: 8, quantity: 1 }

describe('splitting a line by quantity', () => {
  it('滷肉飯 ×2: one more to check 2 leaves one in check 1; the server gets a piece in each', () => {
    const s = step(NO_ITEM_SPLIT, rice, 2, 1, 1)
    expect(unitsOf(s, rice, 2)).toEqual([1, 1])
    expect(entriesOf(s, [rice, soup], 2)).toEqual([[{ id: 7, quantity: 1 }, 8], [{ id: 7, quantity: 1 }]])
  })
  it('never takes more than the home check has, nor fewer than none', () => {
    let s = step(NO_ITEM_SPLIT, rice, 3, 1, 1)
    s = step(s, rice, 3, 2, 1)
    expect(step(s, rice, 3, 2, 1)).toBe(s)
    expect(unitsOf(s, rice, 3)).toEqual([0, 1, 1])
    expect(entriesOf(s, [rice], 3)).toEqual([[], [{ id: 7, quantity: 1 }], [{ id: 7, quantity: 1 }]])
    expect(step(NO_ITEM_SPLIT, rice, 2, 1, -1)).toBe(NO_ITEM_SPLIT)
    expect(step(NO_ITEM_SPLIT, rice, 2, 0, 1)).toBe(NO_ITEM_SPLIT)
  })
  it('all units back in one check is the whole line again; a chip sends the whole line', () => {
    const back = step(step(NO_ITEM_SPLIT, rice, 2, 1, 1), rice, 2, 1, -1)
    expect(entriesOf(back, [rice], 2)).toEqual([[7], []])
    const moved = sendWhole(step(NO_ITEM_SPLIT, rice, 2, 1, 1), rice.id, 1)
    expect(unitsOf(moved, rice, 2)).toEqual([0, 2])
    expect(entriesOf(moved, [rice], 2)).toEqual([[], [7]])
  })
})
