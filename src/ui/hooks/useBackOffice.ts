import { useSignals } from '@preact/signals-react/runtime'
import { authUser } from '../state/auth.ts'
import { currentStore } from '../state/stores.ts'
import { isManager, isOwner } from '../state/user-display.ts'

/** The current store (every screen follows it) and whether the user is a manager, or the owner. */
export function useBackOffice() {
  useSignals()
  const store = currentStore.value
  const user = authUser.value
  return { store, storeId: store?.id ?? null, manager: isManager(user), owner: isOwner(user), user }
}
