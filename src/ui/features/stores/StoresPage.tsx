import { useSignals } from '@preact/signals-react/runtime'
import { useState } from 'react'
import { zhTW } from '../../../shared/i18n/zh-TW.ts'
import { Button } from '../../components/Button.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { Spinner } from '../../components/Spinner.tsx'
import { errorMessage } from '../../api.ts'
import { fetchQuery, useQuery } from '../../query.ts'
import { authUser } from '../../state/auth.ts'
import { currentStore, STORES_KEY } from '../../state/stores.ts'
import { isManager } from '../../state/user-display.ts'
import type { Store } from '../../types.ts'
import { AddStoreDialog } from './components/AddStoreDialog.tsx'
import { StoreCard } from './components/StoreCard.tsx'
import './stores.css'

const s = zhTW.store

export function StoresPage() {
  useSignals()
  const stores = useQuery<Store[]>(STORES_KEY)
  const [adding, setAdding] = useState(false)
  const manager = isManager(authUser.value)
  const list = stores.data ?? []

  return (
    <section className="page">
      <PageHeader
        title={s.pageTitle}
        subtitle={s.pageSubtitle}
        actions={manager ? <Button onClick={() => setAdding(true)}>＋ {s.add}</Button> : null}
      />
      {stores.loading && list.length === 0 ? <Spinner /> : null}
      {stores.error && list.length === 0 ? (
        <div className="card empty-state" role="alert">
          <p className="empty-title">{zhTW.common.loadFailed}</p>
          <p className="muted">{errorMessage(stores.error, zhTW.common.loadFailed)}</p>
          <Button variant="secondary" onClick={() => void fetchQuery(STORES_KEY, true)}>
            {zhTW.common.retry}
          </Button>
        </div>
      ) : null}
      {!stores.loading && !stores.error && list.length === 0 ? (
        <div className="card empty-state">
          <p className="empty-title">{s.none}</p>
          <p className="muted">{manager ? s.noneHintManager : s.noneHintStaff}</p>
        </div>
      ) : null}
      <div className="card-grid">
        {list.map((store) => (
          <StoreCard key={store.id} store={store} current={store.id === currentStore.value?.id} />
        ))}
      </div>
      <AddStoreDialog open={adding} onClose={() => setAdding(false)} />
    </section>
  )
}
