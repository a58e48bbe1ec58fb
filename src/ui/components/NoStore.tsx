import { useSignals } from '@preact/signals-react/runtime'
import { zhTW } from '../../shared/i18n/zh-TW.ts'
import { PageHeader } from './PageHeader.tsx'
import { EmptyCard } from './PageStates.tsx'
import { Spinner } from './Spinner.tsx'
import { currentStore, useStores } from '../state/stores.ts'
import type { Store } from '../../shared/api/stores.ts'

const counterText = zhTW.frontOfHouse.common

/** The current store, or null while stores load / when there is none (then render <NoStore/>). */
export function useStore(): { store: Store | null; loading: boolean } {
  useSignals()
  const stores = useStores()
  return { store: currentStore.value, loading: stores.isPending }
}

/**
 * "No store chosen yet": with a title, the whole page (header and card); without, the card alone
 * inside a screen that draws its own header. A spinner while the stores still load.
 */
export function NoStore({ title, loading = false }: { title?: string; loading?: boolean }) {
  const body = loading ? <Spinner /> : <EmptyCard title={counterText.noStoreTitle} body={counterText.noStoreBody} />
  if (title === undefined) return body
  return (
    <section className="page">
      <PageHeader title={title} />
      {body}
    </section>
  )
}
