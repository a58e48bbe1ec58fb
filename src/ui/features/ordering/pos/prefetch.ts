/**
 * The POS's first reads, started as soon as the session is known: a cold start of /pos otherwise
 * asks for the stores only once the shell has rendered, and for the menu only once the POS screen
 * has, each after the code before it has loaded (issue 21: POS on a tablet). The screen's own
 * useQuery calls then find these reads in flight or done.
 */
import { fetchQuery } from '../../../query.ts'
import { sessionChecked } from '../../../state/auth.ts'
import { currentStore, STORES_KEY } from '../../../state/stores.ts'
import { keys } from '../../../front-of-house-api.ts'

export async function prefetchPosData(): Promise<void> {
  if (!(await sessionChecked())) return
  await fetchQuery(STORES_KEY)
  const store = currentStore.value
  if (!store) return
  for (const key of [keys.menu(store.id), keys.menuCategories(store.id), keys.tables(store.id)]) void fetchQuery(key)
}
