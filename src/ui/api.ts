/**
 * The one fetch wrapper. Cookies ride along (same-origin), every state-changing request is JSON
 * (the server refuses anything else to stop cross-site form posts), an empty body reads as null,
 * and any non-2xx becomes an ApiError carrying the server's zh-TW message.
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

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

const unauthorizedListeners = new Set<() => void>()

/**
 * Called when an ordinary API call answers 401 (the session ended). The /api/auth/* endpoints
 * are excluded: there 401 is an expected answer ("not signed in", "wrong password").
 */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener)
  return () => unauthorizedListeners.delete(listener)
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

export async function request<T>(method: Method, url: string, body?: unknown): Promise<T> {
  return (await send<T>(method, url, body)).data
}

/** A GET of one page of a list: the list, and the cursor of the next page (X-Next-Cursor; null on the last). */
export async function getPage<T>(url: string): Promise<{ data: T; next: string | null }> {
  const { data, headers } = await send<T>('GET', url)
  return { data, next: headers.get('x-next-cursor') }
}

async function send<T>(method: Method, url: string, body?: unknown): Promise<{ data: T; headers: Headers }> {
  const init: RequestInit = { method, credentials: 'same-origin', headers: { accept: 'application/json' } }
  if (method !== 'GET') {
    init.headers = { accept: 'application/json', 'content-type': 'application/json' }
    init.body = JSON.stringify(body ?? {})
  }
  const res = await fetch(url, init)
  const text = await res.text()
  if (!res.ok) {
    const parsed = parseJson(text)
    const errorBody = parsed && typeof parsed === 'object' ? (parsed as ErrorBody) : null
    if (res.status === 401 && !url.startsWith('/api/auth/')) for (const l of unauthorizedListeners) l()
    throw new ApiError(res.status, text, errorBody)
  }
  if (!text) return { data: null as T, headers: res.headers }
  const parsed = parseJson(text)
  return { data: (parsed === undefined ? text : parsed) as T, headers: res.headers }
}

export const api = {
  get: <T>(url: string) => request<T>('GET', url),
  post: <T>(url: string, body?: unknown) => request<T>('POST', url, body),
  put: <T>(url: string, body?: unknown) => request<T>('PUT', url, body),
  patch: <T>(url: string, body?: unknown) => request<T>('PATCH', url, body),
  delete: <T>(url: string, body?: unknown) => request<T>('DELETE', url, body),
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
