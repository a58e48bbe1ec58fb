import { expect, test } from 'bun:test'
import { LOCK_MS, PER_USERNAME, lockState, recordFailure, releaseFailure, reserveAttempt, type AttemptRecord } from './lockout'

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

test('a reservation counts the guess on both records first; a right guess gives only its own back', () => {
  let addr = null as AttemptRecord | null
  let user = null as AttemptRecord | null
  const granted: boolean[] = []
  for (let i = 0; i < 7; i++) {
    const r = reserveAttempt(addr, user, 0)
    granted.push(r.granted)
    if (r.granted) ({ addr, user } = r)
  }
  expect(granted).toEqual([true, true, true, true, true, false, false])
  expect(user).toMatchObject({ failures: 5, lockedUntil: null })
  expect(releaseFailure(user!, 0, PER_USERNAME)).toMatchObject({ failures: 4, lockedUntil: null })

  const last = reserveAttempt(null, { failures: 19, lockedUntil: null, updatedAt: 0 }, 0)
  expect(last).toMatchObject({ granted: true, ifWrong: { locked: true, retryAfterSeconds: LOCK_MS / 1000, failures: 1 } })
  if (last.granted) expect(releaseFailure(last.user, 0, PER_USERNAME)).toMatchObject({ failures: 19, lockedUntil: null })
  expect(reserveAttempt(null, { failures: 20, lockedUntil: LOCK_MS, updatedAt: 0 }, 60_000)).toEqual({ granted: false, retryAfterSeconds: 840 })
})
