/**
 * File downloads from the browser: a Blob behind a temporary object URL and an <a download>.
 * `downloadUrl` fetches first (with the session cookie) so a server error becomes an ApiError
 * for a toast instead of a downloaded error page.
 */
import { ApiError, type ErrorBody } from './api/errors.ts'

export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = filename
  a.rel = 'noopener'
  document.body.appendChild(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** CSV text (already carrying its BOM, see shared/domain/csv.ts) as a download. */
export function downloadCsv(text: string, filename: string): void {
  downloadBlob(new Blob([text], { type: 'text/csv;charset=utf-8' }), filename)
}

function filenameFrom(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null
  return match?.[1] ?? fallback
}

export async function downloadUrl(url: string, fallbackName: string): Promise<void> {
  const res = await fetch(url, { credentials: 'same-origin' })
  if (!res.ok) {
    const text = await res.text()
    let body: ErrorBody | null = null
    try {
      body = JSON.parse(text) as ErrorBody
    } catch {
      body = null
    }
    throw new ApiError(res.status, text, body)
  }
  downloadBlob(await res.blob(), filenameFrom(res.headers.get('content-disposition'), fallbackName))
}

/** "20261122" in the browser's local date, for file names. */
export function dateStamp(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}`
}
