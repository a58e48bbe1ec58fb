import { describe, expect, test } from 'bun:test'
import { applyPoints, isActiveMember } from './member-tier'

describe('members', () => {
  const now = Date.UTC(2026, 10, 22)
  test('active means a visit within the past 30 days', () => {
    expect(isActiveMember(now - 30 * 86_400_000, now)).toBe(true)
    expect(isActiveMember(now - 30 * 86_400_000 - 1, now)).toBe(false)
    expect(isActiveMember(null, now)).toBe(false)
  })
  test('points never go below zero', () => {
    expect(applyPoints(10, -10)).toBe(0)
    expect(applyPoints(10, -11)).toBeNull()
    expect(applyPoints(0, 25)).toBe(25)
  })
})
