/**
 * The one way the UI calls the API: Eden's treaty client on the server's own type (`App`), so a
 * path, a body or an answer that drifts from the server is a compile error, not a runtime surprise.
 *
 * Reading (a screen's data): a TanStack query under a key from keys.ts, the call unwrapped:
 *
 *   const orders = useQuery({
 *     queryKey: storeKey(storeId, 'orders', { date }),
 *     queryFn: () => unwrap(api.api.stores({ storeId }).orders.get({ query: { date } })),
 *   })
 *
 * Writing: a mutation whose failure toasts by itself (`meta.errorTitle`, see query-client.ts), and
 * which invalidates the keys it changes; other devices learn of it through the live stream, which
 * invalidates `[storeId, resource]` (src/ui/live.ts):
 *
 *   const pay = useMutation({
 *     mutationFn: (body: PayBody) => unwrap(api.api.stores({ storeId }).payments.post(body)),
 *     meta: { errorTitle: '付款失敗' },
 *     onSuccess: () => queryClient.invalidateQueries({ queryKey: storeKey(storeId, 'orders') }),
 *   })
 *
 * A request body's type is the treaty's input type (`BodyOf<...>`), never written again in the UI.
 */
import { treaty, type Treaty } from '@elysiajs/eden'
// Type only: the server's code never reaches the browser bundle (the walls allow this one import).
import type { App } from '../../server/app.ts'
import { ApiError, type ErrorBody, noteStatus } from './errors.ts'

/** Same rules as the server's request guard expects: cookies same-origin, every non-GET a JSON body. */
const config: Treaty.Config = {
  // Relative URLs, as the page's own fetch resolves them: the origin is the page's at call time.
  keepDomain: true,
  // Answers keep their JSON types: Eden would otherwise turn date-like strings into Date objects.
  parseDate: false,
  fetch: { credentials: 'same-origin' },
  headers: { accept: 'application/json' },
  onRequest: (_path, init) => {
    // The guard refuses a state-changing request that is not JSON; a bodiless POST sends `{}`.
    if (init.method !== 'GET' && init.method !== 'HEAD' && init.body == null)
      return { body: '{}', headers: { 'content-type': 'application/json' } }
  },
}

/** Builds a client on `base` ('' is the page's origin); tests point one at a server of their own. */
export function createApiClient(base = '') {
  return treaty<App>(base, config)
}

export const api = createApiClient()

type Answer = { data: unknown; error: unknown; response?: Response }
/** The data of a call's successful answer. */
export type DataOf<R> = Extract<R, { error: null }> extends { data: infer D } ? D : never
/** The body a treaty method takes (its first parameter). */
export type BodyOf<F> = F extends (body: infer B, ...rest: never[]) => unknown ? B : never

function toApiError(status: number, value: unknown): ApiError {
  const text = typeof value === 'string' ? value : value == null ? '' : JSON.stringify(value)
  const body = value && typeof value === 'object' ? (value as ErrorBody) : null
  return new ApiError(status, text, body)
}

async function settle<R extends Answer>(call: Promise<R>): Promise<{ data: DataOf<R>; response: Response }> {
  const answer = (await call) as Answer
  const error = answer.error as { value?: unknown } | null
  if (!answer.response) throw error?.value ?? error // the network failed: the fetch's own error, as before
  // Here rather than in Eden's onResponse, which hands over a clone (happy-dom's empties the original).
  noteStatus(answer.response.url ? new URL(answer.response.url).pathname : '', answer.response.status)
  if (error) throw toApiError(answer.response.status, error.value)
  // An empty answer (204, or 200 with no body) reads as null rather than Eden's ''.
  const empty = answer.data === '' && !answer.response.headers.get('content-type')?.includes('json')
  return { data: (empty ? null : answer.data) as DataOf<R>, response: answer.response }
}

/** A call's data, or a thrown ApiError with the server's zh-TW message and code. */
export async function unwrap<R extends Answer>(call: Promise<R>): Promise<DataOf<R>> {
  return (await settle(call)).data
}

/** One page of a list: its rows and the cursor of the next page (X-Next-Cursor; null on the last). */
export async function unwrapPage<R extends Answer>(
  call: Promise<R>,
): Promise<{ data: DataOf<R>; next: string | null }> {
  const { data, response } = await settle(call)
  return { data, next: response.headers.get('x-next-cursor') }
}
