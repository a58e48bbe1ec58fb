import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../api/errors.ts'
import { attemptsFromError, type AttemptState } from './state.ts'

const start: AttemptState = { failed: 0, max: 5, retryAfterSeconds: null }
const err = (status: number, body: Record<string, unknown>) => new ApiError(status, JSON.stringify(body), body)

describe('attemptsFromError', () => {
  it('takes the counter from a 401 INVALID_CREDENTIALS answer', () => {
    const next = attemptsFromError(
      err(401, { code: 'INVALID_CREDENTIALS', message: 'x', failedAttempts: 2, maxAttempts: 5 }),
      start,
    )
    expect(next).toEqual({ failed: 2, max: 5, retryAfterSeconds: null })
  })
  it('keeps the lock time from a 429 LOGIN_LOCKED answer', () => {
    const next = attemptsFromError(
      err(429, { code: 'LOGIN_LOCKED', message: 'x', failedAttempts: 5, maxAttempts: 5, retryAfterSeconds: 900 }),
      start,
    )
    expect(next).toEqual({ failed: 5, max: 5, retryAfterSeconds: 900 })
  })
  it('leaves the counter alone for other failures', () => {
    expect(attemptsFromError(new Error('offline'), start)).toBe(start)
    expect(attemptsFromError(err(500, { code: 'INTERNAL', message: 'x' }), { ...start, failed: 3 }).failed).toBe(3)
  })
})

describe('ApiError', () => {
  it('reads as status: text and carries the server message', () => {
    const e = err(401, { code: 'INVALID_CREDENTIALS', message: '帳號或密碼錯誤' })
    expect(String(e)).toBe('401: {"code":"INVALID_CREDENTIALS","message":"帳號或密碼錯誤"}')
    expect(e.message).toBe('帳號或密碼錯誤')
    expect(e.code).toBe('INVALID_CREDENTIALS')
  })
})
