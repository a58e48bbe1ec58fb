/**
 * The POS's first reads, started by the entry on a cold start of /pos (routes.tsx) beside the session
 * check: the store this browser worked at last is nearly always the current one, so its menu,
 * categories and tables and the store list go out at once instead of each after the answer before
 * it, an answer that on a slow tablet also waits for the busy main thread. The screen's own
 * useQuery calls then find these reads in flight or done.
 */
import { currentQueryClient } from '../../../api/query-client.ts'
import { lastStoreId, sessionChecked } from '../../../state/auth.ts'
import { currentStore, storesQuery } from '../../../state/stores.ts'
import { menuCategoriesQuery, menuQuery, tablesQuery } from '../../../front-of-house-api.ts'

/** A store's reads; asked again, they join the reads in flight (or find them done). */
function readStore(storeId: number): Promise<unknown> {
  const client = currentQueryClient()
  return Promise.all([
    client.prefetchQuery(menuQuery(storeId)),
    client.prefetchQuery(menuCategoriesQuery(storeId)),
    client.prefetchQuery(tablesQuery(storeId)),
  ])
}

/** Settles when the current store's menu, categories and tables have been read (or failed). */
export async function prefetchPosData(): Promise<void> {
  const client = currentQueryClient()
  const last = lastStoreId()
  if (last !== null) {
    void readStore(last)
    void client.prefetchQuery(storesQuery)
  }
  const user = await sessionChecked()
  if (!user) return
  // The server's remembered store, when this browser had another: its reads go out with the store
  // list, not after its answer.
  if (user.currentStoreId) void readStore(user.currentStoreId)
  await client.prefetchQuery(storesQuery)
  const store = currentStore.value
  if (store) await readStore(store.id)
}

/** How long the screen's first render waits for its reads; after that it shows its own spinners. */
export const DATA_WAIT_MS = 2500

/**
 * The reads, waited for at most `waitMs`: the POS screen renders once with its menu instead of a
 * spinner, then the screen, then the grid, each followed by a full layout of the page. A read that
 * fails or hangs (a retry waits) does not hold the screen back.
 */
export function posDataSettled(waitMs = DATA_WAIT_MS): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const cap = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)))
  return Promise.race([prefetchPosData().catch(() => undefined), cap]).finally(() => clearTimeout(timer))
}
