import { useSignals } from '@preact/signals-react/runtime'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useLocation } from 'wouter'
import { fill, t, zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../components/Button.tsx'
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx'
import { PageHeader } from '../../../components/PageHeader.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { toast } from '../../../components/Toaster.tsx'
import { errorMessage } from '../../../api/errors.ts'
import { authUser } from '../../../state/auth.ts'
import { currentStore, switchStore } from '../../../state/stores.ts'
import { isManager, isOwner } from '../../../state/user-display.ts'
import type { Store } from '../../../../shared/api/stores.ts'
import { AddStoreDialog } from './components/AddStoreDialog.tsx'
import { CopyMenuDialog } from './components/CopyMenuDialog.tsx'
import { EditStoreDialog } from './components/EditStoreDialog.tsx'
import { StoreCard } from './components/StoreCard.tsx'
import { StoreDetailsDialog } from './components/StoreDetailsDialog.tsx'
import { changeStoreStatus, nextStatus, storeListQuery } from './queries.ts'
import '../backoffice.css'
import './stores.css'

const s = zhTW.store
const x = zhTW.backoffice.stores

export function StoresPage() {
  useSignals()
  const stores = useQuery(storeListQuery)
  const [, navigate] = useLocation()
  const [adding, setAdding] = useState(false)
  const [viewing, setViewing] = useState<Store | null>(null)
  const [editing, setEditing] = useState<Store | null>(null)
  const [copyingTo, setCopyingTo] = useState<Store | null>(null)
  const [statusOf, setStatusOf] = useState<Store | null>(null)
  const manager = isManager(authUser.value)
  // Opening a store is the owner's; managers edit the stores they work at.
  const owner = isOwner(authUser.value)
  const list = stores.data ?? []

  const managing = useMutation({
    mutationFn: async (store: Store) => {
      if (currentStore.value?.id !== store.id) await switchStore(store.id)
    },
    meta: { errorTitle: s.switchFailedTitle },
    onSuccess: (_done, store) => {
      toast({ title: t('backoffice.stores.managing', { name: store.name }) })
      navigate('/')
    },
  })

  const changing = useMutation({
    mutationFn: (store: Store) => changeStoreStatus(store.id, nextStatus(store.status)),
    meta: { errorTitle: zhTW.backoffice.common.updateFailedTitle },
    onSuccess: (_store, store) =>
      toast({ title: fill(x.statusChanged, { status: s.status[nextStatus(store.status)] }), description: store.name }),
  })

  return (
    <section className="page">
      <PageHeader
        title={s.pageTitle}
        subtitle={s.pageSubtitle}
        actions={owner ? <Button onClick={() => setAdding(true)}>＋ {s.add}</Button> : null}
      />
      {stores.isLoading ? <Spinner /> : null}
      {stores.error && list.length === 0 ? (
        <div className="card empty-state" role="alert">
          <p className="empty-title">{zhTW.common.loadFailed}</p>
          <p className="muted">{errorMessage(stores.error, zhTW.common.loadFailed)}</p>
          <Button variant="secondary" onClick={() => void stores.refetch()}>
            {zhTW.common.retry}
          </Button>
        </div>
      ) : null}
      {stores.data?.length === 0 ? (
        <div className="card empty-state">
          <p className="empty-title">{s.none}</p>
          <p className="muted">{owner ? s.noneHintManager : s.noneHintStaff}</p>
        </div>
      ) : null}
      <div className="card-grid">
        {list.map((store) => (
          <StoreCard
            key={store.id}
            store={store}
            current={store.id === currentStore.value?.id}
            manager={manager}
            onDetails={() => setViewing(store)}
            onManage={() => managing.mutate(store)}
            onEdit={() => setEditing(store)}
            onCopyMenu={() => setCopyingTo(store)}
            onStatus={() => setStatusOf(store)}
          />
        ))}
      </div>
      <AddStoreDialog open={adding} onClose={() => setAdding(false)} stores={list} />
      <CopyMenuDialog target={copyingTo} stores={list} onClose={() => setCopyingTo(null)} />
      <StoreDetailsDialog store={viewing} onClose={() => setViewing(null)} />
      <EditStoreDialog store={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={statusOf !== null}
        title={x.confirmStatusTitle}
        description={
          statusOf
            ? fill(x.confirmStatusBody, { name: statusOf.name, status: s.status[nextStatus(statusOf.status)] })
            : ''
        }
        confirmLabel={x.changeStatus}
        onClose={() => setStatusOf(null)}
        onConfirm={() => (statusOf ? changing.mutateAsync(statusOf) : undefined)}
      />
    </section>
  )
}
