import { existsSync } from 'node:fs'
import { join, normalize, resolve } from 'node:path'
import { isDinerPage } from '../shared/diner-pages'
import { formatErrorMessage } from '../shared/errors'
import { acceptedEncodings } from './http/accept-encoding'
import { PRECOMPRESSED } from './precompress'

declare global {
  // Set by the compiled binary's entry (scripts/build.ts): URL path → embedded file path.
  var __POS_EMBEDDED_UI__: Record<string, string> | undefined
}

const DEV_UI_DIR = resolve(import.meta.dir, '../../dist/ui')

/**
 * The UI may not be framed by another site (clickjacking a signed-in till) and does not pass a
 * diner's QR token (`?t=` in the address) on as a Referer (nosniff is on every response: http/no-sniff.ts).
 * Set here on the Response itself: headers added through Elysia's `set` would make it rebuild
 * every file response.
 */
export const PAGE_HEADERS = {
  'x-frame-options': 'DENY',
  'content-security-policy': "frame-ancestors 'none'",
  'referrer-policy': 'same-origin',
}

/** A broken escape (`/%`, a cut UTF-8 sequence) names no file: null instead of a URIError. */
function safeDecode(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname)
  } catch {
    return null
  }
}

function cacheControl(path: string): string {
  // Vite puts content-hashed files under /assets; everything else may change between builds.
  return path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'
}

/**
 * Serves the React UI: from the files embedded in the binary, or from dist/ui in development.
 * Unknown paths get index.html so the client router can show the screen (or its 404 page); a
 * diner's pages get diner.html, the diner's own small build (vite.diner.config.ts), when it is there.
 * A file is sent as its precompressed copy when the browser accepts one (br, then gzip).
 */
export function createUiHandler(embedded = globalThis.__POS_EMBEDDED_UI__, dir = DEV_UI_DIR) {
  const lookup = (path: string): string | null => {
    if (embedded) return embedded[path] ?? null
    const full = normalize(join(dir, path))
    if (!full.startsWith(dir) || !existsSync(full) || path.endsWith('/')) return null
    return full
  }

  return (pathname: string, acceptEncoding: string | null = null): Response => {
    const decoded = safeDecode(pathname)
    if (decoded === null) {
      return new Response(formatErrorMessage('BAD_PATH'), {
        status: 400,
        headers: { ...PAGE_HEADERS, 'content-type': 'text/plain; charset=utf-8' },
      })
    }
    const asset = decoded !== '/' ? lookup(decoded) : null
    const page = isDinerPage(decoded) && lookup('/diner.html') ? '/diner.html' : '/index.html'
    const path = asset ? decoded : page
    const file = asset ?? lookup(path)
    if (!file) {
      return new Response('介面尚未建置：請先執行 npm run build:ui', {
        status: 503,
        headers: { ...PAGE_HEADERS, 'content-type': 'text/plain; charset=utf-8' },
      })
    }
    const headers: Record<string, string> = {
      ...PAGE_HEADERS,
      'cache-control': asset ? cacheControl(decoded) : 'no-cache',
      // The type of the file asked for, not of its .br/.gz copy; Bun.file reads no disk for it.
      'content-type': Bun.file(path).type,
      vary: 'accept-encoding',
    }
    const accepted = acceptedEncodings(acceptEncoding)
    // Copies written at build time (precompress.ts), best first.
    for (const { encoding, suffix } of PRECOMPRESSED) {
      const encoded = accepted.has(encoding) ? lookup(path + suffix) : null
      if (encoded) return new Response(Bun.file(encoded), { headers: { ...headers, 'content-encoding': encoding } })
    }
    return new Response(Bun.file(file), { headers })
  }
}
