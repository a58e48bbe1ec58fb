import { describe, expect, it } from 'vitest'
import { dragOffset, isSwipe, settle, SWIPE_MAX, SWIPE_OPEN } from './swipe.ts'

describe('kitchen swipe', () => {
  it('follows a left drag and stops at 120 px', () => {
    expect(dragOffset(0, -30)).toBe(30)
    expect(dragOffset(0, -500)).toBe(SWIPE_MAX)
    expect(dragOffset(0, 40)).toBe(0)
  })

  it('continues from an open card', () => {
    expect(dragOffset(SWIPE_OPEN, -20)).toBe(100)
    expect(dragOffset(SWIPE_OPEN, 50)).toBe(30)
  })

  it('snaps open at 80 px from 40 px on, otherwise closes', () => {
    expect(settle(39)).toBe(0)
    expect(settle(40)).toBe(SWIPE_OPEN)
    expect(settle(120)).toBe(SWIPE_OPEN)
    expect(settle(0)).toBe(0)
  })

  it('tells a sideways swipe from a scroll or a tap', () => {
    expect(isSwipe(-30, 5)).toBe(true)
    expect(isSwipe(-5, 0)).toBe(false)
    expect(isSwipe(-20, 40)).toBe(false)
  })
})
