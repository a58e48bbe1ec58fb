import { zhTW } from '../../../shared/i18n/zh-TW.ts'
import { PageHeader } from '../../components/PageHeader.tsx'
import { Spinner } from '../../components/Spinner.tsx'
import { useQuery } from '../../query.ts'
import { currentStore, STORES_KEY } from '../../state/stores.ts'
import type { Store } from '../../../shared/api/stores.ts'

const c = zhTW.frontOfHouse.common

/** The current store, or null while stores load / when there is none (then render <NoStore/>). */
export function useStore(): { store: Store | null; loading: boolean } {
  const stores = useQuery<Store[]>(STORES_KEY)
  return { store: currentStore.value, loading: stores.loading && !stores.data }
}

export function NoStore({ title, loading }: { title: string; loading: boolean }) {
  return (
    <section className="page">
      <PageHeader title={title} />
      {loading ? (
        <Spinner />
      ) : (
        <div className="card empty-state">
          <p className="empty-title">{c.noStoreTitle}</p>
          <p className="muted">{c.noStoreBody}</p>
        </div>
      )}
    </section>
  )
}
