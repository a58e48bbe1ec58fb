import { AppError } from './app-error'

/**
 * Fixed-window counters per key (usually the client address), kept in memory: enough to keep a
 * phone on the guest Wi-Fi from hammering the public endpoints.
 */
export function createRateLimiter(opts: { limit: number; windowMs: number; now?: () => number }) {
  const now = opts.now ?? Date.now
  const windows = new Map<string, { start: number; count: number }>()
  return {
    /** Throws RATE_LIMITED (429) once `key` has used up its window. */
    hit(key: string): void {
      const t = now()
      const w = windows.get(key)
      if (!w || t - w.start >= opts.windowMs) {
        if (windows.size > 10_000) for (const [k, v] of windows) if (t - v.start >= opts.windowMs) windows.delete(k)
        windows.set(key, { start: t, count: 1 })
        return
      }
      if (++w.count > opts.limit) {
        throw new AppError('RATE_LIMITED', {}, { retryAfterSeconds: Math.ceil((w.start + opts.windowMs - t) / 1000) })
      }
    },
  }
}
export type RateLimiter = ReturnType<typeof createRateLimiter>
