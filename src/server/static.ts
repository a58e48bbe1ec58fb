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
 * What a UI page may run and reach: only the build's own scripts and stylesheets (a script or
 * style smuggled into the page, an inline handler or eval does not run), connections to its own
 * server only (nothing to send a till's data to elsewhere), images also as data: and blob: (QR
 * codes drawn in the browser), no plugins, no <base> to redirect the build's files, forms posting
 * only home, and no framing by anyone. The built pages carry no inline script or style
 * (tests/e2e/csp.spec.ts loads them in Chromium and counts violations); 'self' also covers the
 * same origin's ws:/wss: in CSP 3.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

/**
 * The UI may not be framed by another site (clickjacking a signed-in till) and does not pass a
 * diner's QR token (`?t=` in the address) on as a Referer (nosniff is on every response: http/no-sniff.ts).
 * Set here on the Response itself: headers added through Elysia's `set` would make it rebuild
 * every file response.
 */
export const PAGE_HEADERS = {
  'x-frame-options': 'DENY',
  'content-security-policy': CONTENT_SECURITY_POLICY,
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
 * A file the build does not have: anything under /assets, or a last segment with an extension.
 * After an upgrade an open tab still asks for its old build's hashed chunks; index.html in their
 * place (200, text/html) would fail as a module with a type error, a 404 says they are gone and
 * the UI reloads itself (src/ui/stale-build.ts).
 */
const isFilePath = (path: string) => path.startsWith('/assets/') || /\.[^/]*$/.test(path)

const TEXT_HEADERS = { ...PAGE_HEADERS, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' }

/**
 * Serves the React UI: from the files embedded in the binary, or from dist/ui in development.
 * Unknown pages get index.html so the client router can show the screen (or its 404 page), and
 * unknown files a 404; a diner's pages get diner.html, the diner's own small build
 * (vite.diner.config.ts), when it is there.
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
    if (decoded === null) return new Response(formatErrorMessage('BAD_PATH'), { status: 400, headers: TEXT_HEADERS })
    const asset = decoded !== '/' ? lookup(decoded) : null
    if (!asset && isFilePath(decoded))
      return new Response(formatErrorMessage('NOT_FOUND'), { status: 404, headers: TEXT_HEADERS })
    const page = isDinerPage(decoded) && lookup('/diner.html') ? '/diner.html' : '/index.html'
    const path = asset ? decoded : page
    const file = asset ?? lookup(path)
    if (!file) {
      return new Response('介面尚未建置：請先執行 npm run build:ui', { status: 503, headers: TEXT_HEADERS })
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
