/**
 * How long a read stays fresh and when a failed one is tried again: the rules of the QueryClient
 * (./query-client.ts) and of the old cache (src/ui/query.ts), which the diner's page keeps. Apart from
 * the QueryClient so that page does not load TanStack Query for them.
 */
import { ApiError } from './errors.ts'

export const STALE_MS = 5 * 60 * 1000
export const MAX_RETRIES = 3

/** 4xx answers will not change on retry; 401 in particular must not be retried (spec part1 §7). */
export function shouldRetry(error: unknown, attempt: number): boolean {
  if (attempt >= MAX_RETRIES) return false
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500)
}

export function retryDelayMs(attempt: number): number {
  return Math.min(500 * 2 ** attempt, 4000)
}
