import { expect, test } from 'bun:test'
import { LOCK_MS, lockState, recordFailure } from './lockout'

test('locks on the fifth failure and tells the time left', () => {
  let rec = null as ReturnType<typeof recordFailure> | null
  for (let i = 1; i <= 4; i++) {
    rec = recordFailure(rec, 1000)
    expect(lockState(rec, 1000)).toEqual({ locked: false, failures: i })
  }
  rec = recordFailure(rec, 1000)
  expect(lockState(rec, 1000)).toEqual({ locked: true, retryAfterSeconds: LOCK_MS / 1000, failures: 5 })
  expect(lockState(rec, 1000 + LOCK_MS - 60_000)).toMatchObject({ locked: true, retryAfterSeconds: 60 })
})

test('an expired lock starts counting again from zero', () => {
  let rec = null as ReturnType<typeof recordFailure> | null
  for (let i = 0; i < 5; i++) rec = recordFailure(rec, 0)
  expect(lockState(rec, LOCK_MS + 1)).toEqual({ locked: false, failures: 0 })
  expect(recordFailure(rec, LOCK_MS + 1)).toEqual({ failures: 1, lockedUntil: null })
})
