/**
 * How long a read stays fresh and when a failed read is tried again; shared by the QueryClient and
 * the diner's page (which keeps its tiny cache, src/ui/query.ts, without TanStack Query).
 */
import { ApiError } from './errors.ts'

export const STALE_MS = 5 * 60 * 1000
export const MAX_RETRIES = 3

/** 4xx answers will not change on retry; 401 in particular must not be retried (spec part1 §7). */
export function shouldRetry(failures: number, error: unknown): boolean {
  if (failures >= MAX_RETRIES) return false
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500)
}

export function retryDelayMs(failures: number): number {
  return Math.min(500 * 2 ** failures, 4000)
}
