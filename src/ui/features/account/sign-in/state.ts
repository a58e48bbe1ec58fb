/** The failed-login counter, driven only by what the server answers (never guessed locally). */
import { signal } from '@preact/signals-react'
import { ApiError } from '../../../api/errors.ts'

export const DEFAULT_MAX_ATTEMPTS = 5

export type AttemptState = { failed: number; max: number; retryAfterSeconds: number | null }

export const attempts = signal<AttemptState>({ failed: 0, max: DEFAULT_MAX_ATTEMPTS, retryAfterSeconds: null })

function int(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null
}

/** Reads failedAttempts / maxAttempts / retryAfterSeconds from a 401 or 429 login answer. */
export function attemptsFromError(error: unknown, prev: AttemptState): AttemptState {
  if (!(error instanceof ApiError) || !error.body) return prev
  const failed = int(error.body.failedAttempts)
  const max = int(error.body.maxAttempts)
  return {
    failed: failed ?? prev.failed,
    max: max && max > 0 ? max : prev.max,
    retryAfterSeconds: error.code === 'LOGIN_LOCKED' ? int(error.body.retryAfterSeconds) : null,
  }
}

export function resetAttempts(max: number = attempts.value.max): void {
  attempts.value = { failed: 0, max, retryAfterSeconds: null }
}

/** The query-string codes the server uses when a provider is not configured. */
export const AUTH_ERROR_PARAM = 'authError'
