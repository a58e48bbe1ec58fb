import { describe, expect, it } from 'vitest'
import { clockTime, formatElapsed, minutesSince, relativeTime } from './time.ts'

const now = Date.parse('2025-03-01T12:00:00Z')
const ago = (min: number) => new Date(now - min * 60_000).toISOString()

describe('mobile times', () => {
  it('counts whole minutes and never goes negative', () => {
    expect(minutesSince(ago(5.9), now)).toBe(5)
    expect(minutesSince(new Date(now + 60_000).toISOString(), now)).toBe(0)
    expect(minutesSince('nonsense', now)).toBeNull()
  })

  it('formats elapsed session time in minutes, then hours and minutes', () => {
    expect(formatElapsed(ago(12), now)).toBe('12 分鐘')
    expect(formatElapsed(ago(65), now)).toBe('1 小時 5 分')
    expect(formatElapsed(null, now)).toBe('剛入座')
  })

  it('reads 剛入座 in the first minute, as on the floor, and never counts a future start', () => {
    expect(formatElapsed(ago(0.5), now)).toBe('剛入座')
    expect(formatElapsed(ago(-3), now)).toBe('剛入座')
    expect(formatElapsed(ago(1), now)).toBe('1 分鐘')
  })

  it('relative time falls back to 剛剛 for invalid or fresh times', () => {
    expect(relativeTime('not a date', now)).toBe('剛剛')
    expect(relativeTime(ago(0.5), now)).toBe('剛剛')
    expect(relativeTime(ago(3), now)).toBe('3 分鐘前')
    expect(relativeTime(ago(130), now)).toBe('2 小時前')
  })

  it('shows clock times in Taipei', () => {
    expect(clockTime('2025-03-01T06:05:00Z')).toBe('14:05')
    expect(clockTime(null)).toBe('—')
  })
})
