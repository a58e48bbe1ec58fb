/**
 * The one way the staff UI calls the server: Elysia's Eden treaty client on the server's own
 * `App` type, so a path, a body or an answer that drifts from the routes is a compile error; and
 * TanStack Query (./query-client.ts) for caching, pending and error state.
 *
 * A path reads like the URL: `/api/stores/:storeId/orders/:orderId/cancel` is
 * `api.stores({ storeId }).orders({ orderId }).cancel.post(body)`; a query string is
 * `.get({ query: { date } })`. Each call answers `{ data, error, response }`; `unwrap` turns that
 * into the data or a thrown ApiError (the server's zh-TW message and code), `unwrapPage` also reads
 * the next page's cursor (X-Next-Cursor).
 *
 * Reading, in a feature's queries.ts, one `queryOptions` per resource, keyed by ./keys.ts
 * (a store's data starts with [storeId, resource], which is what live events invalidate):
 *
 *   export const ordersQuery = (storeId: number, date: string) =>
 *     queryOptions({
 *       queryKey: storeKey(storeId, 'orders', { date }),
 *       queryFn: () => unwrap(api.stores({ storeId }).orders.get({ query: { date } })),
 *     })
 *   // in the screen: const orders = useQuery(ordersQuery(storeId, date))  → orders.data / isPending / error
 *
 * Writing: useMutation with `meta` instead of a hand-written pending/try/toast block. `errorTitle`
 * toasts a failure with the server's message; `invalidates` refetches those keys before
 * `mutateAsync` resolves (other devices learn of the change through the live events):
 *
 *   const cancel = useMutation({
 *     mutationFn: (reason: string) => unwrap(api.stores({ storeId }).orders({ orderId }).cancel.post({ reason })),
 *     meta: { errorTitle: zhTW.orders.cancelFailed, invalidates: floorKeys(storeId) },
 *   })
 *   // <Button disabled={cancel.isPending} onClick={() => cancel.mutate(reason)}>
 *
 * A request body type is the route's own: `Body<typeof api.stores.orders.post>` (never restated).
 */
import { treaty } from '@elysiajs/eden'
import type { App } from '../../server/app.ts'
import { ApiError, type ErrorBody, noteStatus } from './errors.ts'

/** Every state-changing request is JSON, even without a body: request-guard.ts refuses other types. */
function jsonBody(init: RequestInit): RequestInit | undefined {
  const method = init.method ?? 'GET'
  if (method === 'GET' || method === 'HEAD' || init.body != null) return undefined
  return { body: '{}', headers: { 'content-type': 'application/json' } }
}

/**
 * A client of the server at `origin`; `fetcher` is the network (a test hands in one that keeps a
 * cookie, as the browser does).
 */
export function createApiClient(origin: string, fetcher = ((...args) => fetch(...args)) as typeof fetch) {
  const watched = (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const response = await fetcher(input, init)
    noteStatus(response.status, new URL(String(input)).pathname)
    return response
  }) as typeof fetch
  return treaty<App>(origin, {
    fetcher: watched,
    fetch: { credentials: 'same-origin' },
    headers: { accept: 'application/json' },
    onRequest: (_path, init) => jsonBody(init),
    // Eden would turn every date-like string into a Date: the API's business dates ("2026-11-28")
    // and timestamps stay strings, as the shared response types say.
    parseDate: false,
  }).api
}

// No `location` outside a browser: the unit tests import this module in Node, the server's tests in Bun.
const origin = (globalThis as { location?: { origin: string } }).location?.origin ?? 'http://localhost'
export const api = createApiClient(origin)

type Answer = { data: unknown; error: unknown; response?: Response }
type Ok<R> = Extract<R, { error: null }> extends { data: infer D } ? D : never

function toApiError(status: number, value: unknown): ApiError {
  if (value && typeof value === 'object') return new ApiError(status, JSON.stringify(value), value as ErrorBody)
  return new ApiError(status, value == null ? '' : String(value), null)
}

/** The answer's data, or a thrown ApiError; a network failure is rethrown as fetch threw it. */
export async function unwrap<R extends Answer>(call: Promise<R>): Promise<Ok<R>> {
  return (await unwrapPage(call)).data
}

/** One page of a list: its rows and the cursor of the next page (null on the last). */
export async function unwrapPage<R extends Answer>(call: Promise<R>): Promise<{ data: Ok<R>; next: string | null }> {
  const { data, error, response } = await call
  if (!response) throw (error as { value: unknown }).value
  if (error) throw toApiError(response.status, (error as { value: unknown }).value)
  const next = response.headers.get('x-next-cursor')
  return { data: (response.status === 204 ? null : data) as Ok<R>, next }
}

/** The body a route takes: `Body<typeof api.stores.orders.post>` is what POST …/orders accepts. */
// biome-ignore lint/suspicious/noExplicitAny: matches any Eden call signature
export type Body<F> = F extends (body: infer B, ...rest: any[]) => unknown ? NonNullable<B> : never
