import { Elysia } from 'elysia'

const HEADER = 'x-content-type-options'
/** The header itself, for responses built ahead that carry it already (http/json-body.ts). */
export const NO_SNIFF = { [HEADER]: 'nosniff' } as const

/** Marks one response; a response whose headers are frozen (none of ours today) is copied instead. */
function mark(res: unknown): unknown {
  if (!(res instanceof Response) || res.headers.get(HEADER) === 'nosniff') return res
  try {
    res.headers.set(HEADER, 'nosniff')
    return res
  } catch {
    const copy = new Response(res.body, res)
    copy.headers.set(HEADER, 'nosniff')
    return copy
  }
}

/**
 * Every response — JSON, errors, 404s, files, images, CSV, event streams — tells the browser not to
 * guess its type (a menu photo or a name in a CSV must never run as a script or page).
 * Done around the whole handler rather than through Elysia's default `set.headers`: those make
 * Elysia rebuild every Response a route returns (a file would be streamed instead of sent), while
 * here the header is set on the finished Response in place. `wrap` sits around Elysia's whole
 * handler (and the routes it hands to Bun.serve), so it also covers early answers of onRequest
 * hooks (CSRF, body size) and those of the error handler.
 */
export const noSniff = new Elysia({ name: 'no-sniff' }).wrap((handle) => (...args: unknown[]) => {
  const res = (handle as (...a: unknown[]) => unknown)(...args)
  return res instanceof Promise ? res.then(mark) : mark(res)
})
