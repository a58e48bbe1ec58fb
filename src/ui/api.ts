/**
 * The one fetch wrapper. Cookies ride along (same-origin), every state-changing request is JSON
 * (the server refuses anything else to stop cross-site form posts), an empty body reads as null,
 * and any non-2xx becomes an ApiError carrying the server's zh-TW message.
 */
import { ApiError, type ErrorBody, noteStatus } from './api/errors.ts'

export { ApiError, errorMessage, onUnauthorized, readable, type ErrorBody } from './api/errors.ts'

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

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
    noteStatus(url, res.status)
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
