import { Elysia } from 'elysia'
import { AppError, errorResponse } from './app-error'
import type { ErrorCode } from '../../shared/errors'
import type { TextKind } from '../../shared/domain/text-rules'
import { parseSafeJson } from './safe-json'

export const MAX_BODY_BYTES = 1024 * 1024

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** The refusal of a text field holding a control character, by the field's kind. */
const UNCLEAN: Record<TextKind, ErrorCode> = {
  name: 'NAME_CHARACTERS',
  line: 'TEXT_CHARACTERS',
  lines: 'MULTILINE_TEXT_CHARACTERS',
}

/**
 * Runs before routing on every /api request:
 * - refuses bodies over the limit (Bun.serve also caps them, this gives the zh-TW message);
 * - CSRF: a state-changing request must be JSON (a cross-site HTML form cannot send that
 *   without a CORS preflight we never grant) and, when the browser says where it comes from,
 *   come from this same host.
 * JSON bodies are parsed here too, refusing what only an attacker sends (see safe-json.ts).
 */
export const requestGuard = new Elysia({ name: 'request-guard' })
  .onRequest(({ request }) => {
    const url = new URL(request.url)
    if (!url.pathname.startsWith('/api/')) return
    const length = Number(request.headers.get('content-length') ?? 0)
    if (length > MAX_BODY_BYTES) return errorResponse('PAYLOAD_TOO_LARGE', { limit: '1 MB' })
    if (SAFE_METHODS.has(request.method)) return
    const origin = request.headers.get('origin')
    const host = request.headers.get('host') ?? url.host
    if (origin && origin !== 'null') {
      let originHost: string
      try {
        originHost = new URL(origin).host
      } catch {
        return errorResponse('CROSS_SITE')
      }
      if (originHost !== host) return errorResponse('CROSS_SITE')
    } else if (origin === 'null') {
      return errorResponse('CROSS_SITE')
    }
    const type = request.headers.get('content-type')
    if (type && !type.toLowerCase().startsWith('application/json')) return errorResponse('UNSUPPORTED_MEDIA_TYPE')
  })
  .onParse({ as: 'global' }, async ({ request, contentType }) => {
    if (contentType?.toLowerCase() !== 'application/json') return
    const text = await request.text()
    // An empty body falls through to Elysia: fine for an optional body, a 400 for a required one.
    if (!text) return
    const parsed = parseSafeJson(text)
    if (!parsed.ok)
      throw parsed.unclean
        ? new AppError(UNCLEAN[parsed.unclean.kind], { field: parsed.unclean.field })
        : new AppError('BAD_JSON')
    return parsed.value
  })
