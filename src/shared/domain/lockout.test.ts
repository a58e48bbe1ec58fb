import { expect, test } from 'bun:test'
import {
  LOCK_MS,
  PER_SOURCE,
  PER_USERNAME,
  lockState,
  recordFailure,
  releaseFailure,
  reserveAttempt,
  type AttemptRecord,
  type Counts,
} from './lockout'

test('locks on the fifth failure and tells the time left', () => {
  let rec = null as AttemptRecord | null
  for (let i = 1; i <= 4; i++) {
    rec = recordFailure(rec, 1000)
    expect(lockState(rec, 1000)).toEqual({ locked: false, failures: i })
  }
  rec = recordFailure(rec, 1000)
  expect(lockState(rec, 1000)).toEqual({ locked: true, retryAfterSeconds: LOCK_MS / 1000, failures: 5 })
  expect(lockState(rec, 1000 + LOCK_MS - 60_000)).toMatchObject({ locked: true, retryAfterSeconds: 60 })
})

test('an expired lock starts counting again from zero', () => {
  let rec = null as AttemptRecord | null
  for (let i = 0; i < 5; i++) rec = recordFailure(rec, 0)
  expect(lockState(rec, LOCK_MS + 1)).toEqual({ locked: false, failures: 0 })
  expect(recordFailure(rec, LOCK_MS + 1)).toEqual({ failures: 1, lockedUntil: null, updatedAt: LOCK_MS + 1 })
})

test('the per-username count locks on the twentieth failure and forgets after a quiet window', () => {
  let rec = null as AttemptRecord | null
  for (let i = 0; i < 19; i++) rec = recordFailure(rec, i * 60_000, PER_USERNAME)
  expect(lockState(rec, 19 * 60_000, PER_USERNAME)).toEqual({ locked: false, failures: 19 })
  expect(lockState(rec, 18 * 60_000 + LOCK_MS, PER_USERNAME)).toEqual({ locked: false, failures: 0 })
  rec = recordFailure(rec, 19 * 60_000, PER_USERNAME)
  expect(lockState(rec, 19 * 60_000, PER_USERNAME)).toMatchObject({ locked: true, retryAfterSeconds: LOCK_MS / 1000 })
})

test('a reservation counts the guess on every record first; a right guess gives only its own back', () => {
  let recs: Counts<AttemptRecord | null> = { addr: null, user: null, source: null }
  const granted: boolean[] = []
  for (let i = 0; i < 7; i++) {
    const r = reserveAttempt(recs, 0)
    granted.push(r.granted)
    if (r.granted) recs = r.next
  }
  expect(granted).toEqual([true, true, true, true, true, false, false])
  expect(recs.user).toMatchObject({ failures: 5, lockedUntil: null })
  expect(recs.source).toMatchObject({ failures: 5, lockedUntil: null })
  expect(releaseFailure(recs.user!, 0, PER_USERNAME)).toMatchObject({ failures: 4, lockedUntil: null })

  const last = reserveAttempt({ addr: null, user: { failures: 19, lockedUntil: null, updatedAt: 0 }, source: null }, 0)
  expect(last).toMatchObject({
    granted: true,
    ifWrong: { locked: true, retryAfterSeconds: LOCK_MS / 1000, failures: 1 },
  })
  if (last.granted)
    expect(releaseFailure(last.next.user, 0, PER_USERNAME)).toMatchObject({ failures: 19, lockedUntil: null })
  expect(
    reserveAttempt({ addr: null, user: { failures: 20, lockedUntil: LOCK_MS, updatedAt: 0 }, source: null }, 60_000),
  ).toEqual({ granted: false, retryAfterSeconds: 840 })
})

test('one address guessing a new username each time gets 20 guesses, then waits 15 minutes', () => {
  let source = null as AttemptRecord | null
  const outcomes: string[] = []
  for (let i = 0; i < 25; i++) {
    // Every guess names another username: the per-username records are always fresh.
    const r = reserveAttempt({ addr: null, user: null, source }, i * 1000)
    outcomes.push(!r.granted ? 'refused' : r.ifWrong.locked ? 'last' : 'checked')
    if (r.granted) source = r.next.source
  }
  expect(outcomes.filter((o) => o === 'checked')).toHaveLength(PER_SOURCE.max - 1)
  expect(outcomes[PER_SOURCE.max - 1]).toBe('last')
  expect(outcomes.slice(PER_SOURCE.max)).toEqual(Array(25 - PER_SOURCE.max).fill('refused'))
  expect(reserveAttempt({ addr: null, user: null, source }, 19_000 + LOCK_MS)).toMatchObject({
    granted: true,
    ifWrong: { locked: false, failures: 1 },
  })
})

test('the per-address count runs 15 minutes from its first failure: slips spread over a day never add up', () => {
  let rec = null as AttemptRecord | null
  // A PIN mistyped every 5 minutes all day, by one staff member after another on the counter tablet.
  for (let t = 0; t < 24 * 60 * 60_000; t += 5 * 60_000) {
    rec = recordFailure(rec, t, PER_SOURCE)
    expect(rec.lockedUntil).toBeNull()
  }
  expect(rec!.failures).toBeLessThanOrEqual(3)
  // Within the window the count goes on from the first failure, not the latest.
  const first = recordFailure(null, 1000, PER_SOURCE)
  expect(recordFailure(first, 60_000, PER_SOURCE)).toEqual({ failures: 2, lockedUntil: null, updatedAt: 1000 })
  expect(lockState({ failures: 19, lockedUntil: null, updatedAt: 0 }, LOCK_MS, PER_SOURCE)).toEqual({
    locked: false,
    failures: 0,
  })
  // The per-username count is renewed by each failure (slow guessing from many addresses adds up).
  let user = null as AttemptRecord | null
  for (let t = 0; t < 20 * 10 * 60_000; t += 10 * 60_000) user = recordFailure(user, t, PER_USERNAME)
  expect(user!.lockedUntil).not.toBeNull()
})
