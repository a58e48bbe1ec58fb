import { useSignals } from '@preact/signals-react/runtime'
import type { ReactNode } from 'react'
import { zhTW } from '../../../shared/i18n/zh-TW.ts'
import { Button } from '../Button.tsx'
import { FullScreenSpinner } from '../Spinner.tsx'
import { api } from '../../api/client.ts'
import { authLoading, authUser, loadUser } from '../../state/auth.ts'
import { currentStore, useStores } from '../../state/stores.ts'
import type { Store } from '../../../shared/api/stores.ts'
import { LiveDot, MobileHeader } from './MobileHeader.tsx'
import { PinSignIn } from './PinSignIn.tsx'
import './mobile.css'

const mobileText = zhTW.mobile.common

function StoreLoader({ title, children }: { title: string; children: (store: Store) => ReactNode }) {
  useSignals()
  const stores = useStores()
  const store = currentStore.value
  if (store) return <>{children(store)}</>
  if (stores.isPending) return <FullScreenSpinner />
  return (
    <div className="m-screen">
      <MobileHeader title={title} />
      <main className="m-main">
        <div className="card empty-state" role="alert">
          <p className="empty-title">{zhTW.auth.awaitingStoreTitle}</p>
          <p>{mobileText.noStore}</p>
        </div>
      </main>
    </div>
  )
}

/**
 * Staff phone screens need a signed-in user (nothing that changes money or orders without
 * it). Signed out, the PIN card shows in place of the screen; afterwards the screen loads on the
 * current store (state/stores.ts).
 */
export function StaffGate({ title, children }: { title: string; children: (store: Store) => ReactNode }) {
  useSignals()
  if (authLoading.value) return <FullScreenSpinner />
  if (!authUser.value) return <PinSignIn title={title} />
  return <StoreLoader title={title}>{children}</StoreLoader>
}

/** Ends the session but stays on this screen, which then shows the PIN card for the next person. */
async function signOut() {
  // Its answer is a redirect to the sign-in page, which this screen does not follow; whatever it
  // was, the session check after it says who (if anyone) is still signed in.
  try {
    await api.api.logout.get({ fetch: { redirect: 'manual' } })
  } finally {
    await loadUser()
  }
}

/** Header actions every staff screen shares: the live dot and signing out (shared phones). */
export function StaffHeaderActions({ storeId }: { storeId: number }) {
  return (
    <>
      <LiveDot storeId={storeId} />
      <Button variant="ghost" size="sm" onClick={() => void signOut()}>
        {mobileText.logout}
      </Button>
    </>
  )
}
