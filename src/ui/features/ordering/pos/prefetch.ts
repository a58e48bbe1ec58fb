/**
 * The POS's first reads, started as soon as the session is known: a cold start of /pos otherwise
 * asks for the stores only once the shell has rendered, and for the menu only once the POS screen
 * has, each after the code before it has loaded. The screen's own
 * useQuery calls then find these reads in flight or done.
 */
import { currentQueryClient } from '../../../api/query-client.ts'
import { sessionChecked } from '../../../state/auth.ts'
import { currentStore, storesQuery } from '../../../state/stores.ts'
import { menuCategoriesQuery, menuQuery, tablesQuery } from '../../../front-of-house-api.ts'

/** Settles when the current store's menu, categories and tables have been read (or failed). */
export async function prefetchPosData(): Promise<void> {
  const user = await sessionChecked()
  if (!user) return
  const client = currentQueryClient()
  const reads = (storeId: number) => [
    client.prefetchQuery(menuQuery(storeId)),
    client.prefetchQuery(menuCategoriesQuery(storeId)),
    client.prefetchQuery(tablesQuery(storeId)),
  ]
  // The remembered store is nearly always the current one: its reads go out with the store list,
  // not after its answer has waited for the busy main thread.
  const remembered = user.currentStoreId ? reads(user.currentStoreId) : []
  await client.prefetchQuery(storesQuery)
  const store = currentStore.value
  if (!store) return
  await Promise.all(store.id === user.currentStoreId ? remembered : reads(store.id))
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
