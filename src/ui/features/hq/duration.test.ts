import { describe, expect, test } from 'vitest'
import { formatDuration } from './duration.ts'

describe('formatDuration', () => {
  test('the largest whole unit', () => {
    expect(formatDuration(-5)).toBe('0 秒')
    expect(formatDuration(59_999)).toBe('59 秒')
    expect(formatDuration(60_000)).toBe('1 分鐘')
    expect(formatDuration(3 * 3600_000 + 59 * 60_000)).toBe('3 小時')
    expect(formatDuration(2 * 86_400_000)).toBe('2 天')
  })
})
