/**
 * What a failed call becomes in the UI: an ApiError carrying the server's status, code and zh-TW
 * message, and the session-ended signal (a 401 outside /api/auth/*).
 */
export type ErrorBody = { code?: string; message?: string } & Record<string, unknown>

export class ApiError extends Error {
  readonly status: number
  readonly code: string
  /** Raw response text: spec part1 §8 says an error reads as `${status}: ${text}`. */
  readonly text: string
  /** Parsed JSON error body (failedAttempts, retryAfterSeconds, ...) or null. */
  readonly body: ErrorBody | null

  constructor(status: number, text: string, body: ErrorBody | null) {
    super(typeof body?.message === 'string' && body.message ? body.message : text || `HTTP ${status}`)
    this.name = 'ApiError'
    this.status = status
    this.text = text
    this.body = body
    this.code = typeof body?.code === 'string' ? body.code : `HTTP_${status}`
  }

  override toString(): string {
    return `${this.status}: ${this.text}`
  }
}

const unauthorizedListeners = new Set<() => void>()

/**
 * Called when an ordinary API call answers 401 (the session ended). The /api/auth/* endpoints
 * are excluded: there 401 is an expected answer ("not signed in", "wrong password").
 */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener)
  return () => unauthorizedListeners.delete(listener)
}

/** Tells the listeners when a call to `path` answered `status`. */
export function noteStatus(path: string, status: number): void {
  if (status !== 401 || path.startsWith('/api/auth/')) return
  for (const listener of unauthorizedListeners) listener()
}

/**
 * Text from the server or a device for a user to read: only when it is written in Chinese (our
 * catalog's messages are); a raw English error ("ECONNREFUSED", a proxy's "Bad Gateway") becomes
 * the caller's zh-TW fallback.
 */
export function readable(text: unknown, fallback: string): string {
  return typeof text === 'string' && /[\u3400-\u9fff]/.test(text) ? text : fallback
}

/** The message to put in a toast for any thrown value. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return readable(error.body?.message, fallback)
  return fallback
}
