import { expect, test } from 'bun:test'
import { createRateLimiter } from './rate-limit'

test('allows the limit per window and per key, then answers 429 with the wait', () => {
  let t = 0
  const rl = createRateLimiter({ limit: 3, windowMs: 60_000, now: () => t })
  for (let i = 0; i < 3; i++) rl.hit('a')
  rl.hit('b')
  expect(() => rl.hit('a')).toThrow(expect.objectContaining({ code: 'RATE_LIMITED', status: 429 }))
  t = 30_000
  try {
    rl.hit('a')
  } catch (e: any) {
    expect(e.extra.retryAfterSeconds).toBe(30)
  }
  t = 60_000
  expect(() => rl.hit('a')).not.toThrow()
})
