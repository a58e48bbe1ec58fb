import { t, type TSchema } from 'elysia'

type TNumber = ReturnType<typeof t.Numeric>

/** Path params that are positive integer ids, e.g. `idParams('userId')` for `/api/users/:userId`. */
export function idParams<K extends string>(...ids: K[]) {
  const props: Record<string, TSchema> = {}
  for (const id of ids) props[id] = t.Numeric({ minimum: 1 })
  return t.Object(props as { [P in K]: TNumber })
}

/**
 * Path params of a route under `/api/stores/:storeId`, plus any further numeric ids in its path:
 * `storeParams()` for `:storeId`, `storeParams('orderId')` for `:storeId/orders/:orderId`. Every id
 * is a positive integer, so `/stores/abc` or `/orders/0` is a 422 before any handler runs.
 */
export function storeParams<K extends string = never>(...ids: K[]) {
  return idParams<'storeId' | K>('storeId', ...ids)
}

/** `/api/stores/:storeId`: the one most routes use. */
export const StoreParams = storeParams()

/** `/api/stores/:storeId/orders/:orderId`: orders, their discounts, voids and refunds. */
export const OrderParams = storeParams('orderId')
