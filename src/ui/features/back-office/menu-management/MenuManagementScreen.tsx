import { useSignals } from '@preact/signals-react/runtime'
import { useMutation, useQuery } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import { t, zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { errorMessage } from '../../../api/errors.ts'
import { Button } from '../../../components/Button.tsx'
import { PageHeader } from '../../../components/PageHeader.tsx'
import { toast } from '../../../components/Toaster.tsx'
import { dateStamp, downloadCsv } from '../../../download.ts'
import { authUser } from '../../../state/auth.ts'
import { currentStore } from '../../../state/stores.ts'
import { isManager } from '../../../state/user-display.ts'
import { BatchBar } from './components/BatchActions.tsx'
import { ChainMenuBar } from './components/ChainMenuBar.tsx'
import { useDebounced } from '../../../hooks/useDebounced.ts'
import { NoStore } from '../../../components/NoStore.tsx'
import { useStockLive } from './useStockLive.ts'
import { GridSkeleton, ItemGrid, ItemList, ListSkeleton } from './components/ItemViews.tsx'
import { MenuDialogs } from './components/MenuDialogs.tsx'
import { ReorderGrid } from './components/ReorderGrid.tsx'
import { AdvancedFilterPanel, Toolbar } from './components/Toolbar.tsx'
import { menuCsv } from './export.ts'
import { filterItems } from './filters.ts'
import { menuCategoriesQuery, menuQuery, reorderItems } from './queries.ts'
import { sameOrder } from './reorder.ts'
import {
  advanced,
  clearSelection,
  closeDialog,
  endReorder,
  openDialog,
  reorderDraft,
  searchText,
  startReorder,
  statusFilter,
  tagFilter,
  viewMode,
} from './state.ts'
import './menu.css'

const m = zhTW.products.menu
const r = zhTW.products.reorder

/** /menu-management: the rich menu screen of spec part 2 §2.2. */
export default function MenuManagementScreen() {
  useSignals()
  const store = currentStore.value
  return (
    <section className="page menu-page">
      <PageHeader title={m.title} subtitle={m.subtitle} actions={store ? <HeaderActions storeId={store.id} /> : null} />
      {store && isManager(authUser.value) ? <ChainMenuBar key={`chain-${store.id}`} storeId={store.id} /> : null}
      {store ? <MenuManagement key={store.id} storeId={store.id} /> : <NoStore />}
    </section>
  )
}

function HeaderActions({ storeId }: { storeId: number }) {
  useSignals()
  const manager = isManager(authUser.value)
  const items = useQuery(menuQuery(storeId))
  const reordering = reorderDraft.value !== null
  const exportCsv = () => {
    const visible = filterItems(items.data ?? [], {
      search: searchText.value,
      status: statusFilter.value,
      tag: tagFilter.value,
      advanced: advanced.value,
    })
    downloadCsv(menuCsv(visible), `menu-${storeId}-${dateStamp()}.csv`)
    toast({ title: zhTW.products.common.exported, description: t('products.menu.count', { n: visible.length }) })
  }
  return (
    <>
      <Button variant="secondary" disabled={!items.data || reordering} onClick={exportCsv}>
        {zhTW.products.common.exportCsv}
      </Button>
      {manager ? (
        <>
          <Button variant="secondary" disabled={reordering} onClick={() => (openDialog.value = { kind: 'categories' })}>
            {m.categories}
          </Button>
          <Button
            variant="secondary"
            disabled={reordering}
            onClick={() => (openDialog.value = { kind: 'option-groups' })}
          >
            {zhTW.optionGroupEditor.open}
          </Button>
          <Button
            variant="secondary"
            disabled={reordering || !items.data?.length}
            onClick={() => startReorder((items.data ?? []).map((i) => i.id))}
          >
            ⇅ {m.reorder}
          </Button>
          <Button disabled={reordering} onClick={() => (openDialog.value = { kind: 'form', itemId: null })}>
            ＋ {m.create}
          </Button>
        </>
      ) : null}
    </>
  )
}

function ReorderBar({ storeId, serverIds }: { storeId: number; serverIds: number[] }) {
  useSignals()
  const saving = useMutation({
    mutationFn: (draft: number[]) => reorderItems(storeId, draft),
    // On failure the server's order comes back with the end of reorder mode.
    meta: { errorTitle: r.failed },
    onSuccess: () => toast({ title: r.saved }),
    onSettled: endReorder,
  })
  const save = () => {
    const draft = reorderDraft.value ?? serverIds
    if (sameOrder(draft, serverIds)) return endReorder()
    saving.mutate(draft)
  }
  return (
    <section className="reorder-bar" aria-label={m.reorder}>
      <p>{r.hint}</p>
      <div className="batch-actions">
        <Button variant="secondary" disabled={saving.isPending} onClick={endReorder}>
          {r.cancel}
        </Button>
        <Button disabled={saving.isPending} onClick={save}>
          {saving.isPending ? zhTW.common.submitting : r.save}
        </Button>
      </div>
    </section>
  )
}

function MenuManagement({ storeId }: { storeId: number }) {
  useSignals()
  const manager = isManager(authUser.value)
  const items = useQuery(menuQuery(storeId))
  const categories = useQuery(menuCategoriesQuery(storeId))
  const search = useDebounced(searchText.value, 300)
  useStockLive(storeId)
  const [showAdvanced, setShowAdvanced] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a change of store
  useEffect(() => {
    // Another store's selection or draft order means nothing here.
    clearSelection()
    endReorder()
    return () => {
      endReorder()
      closeDialog()
    }
  }, [storeId])

  const all = items.data ?? []
  const reordering = reorderDraft.value !== null
  const visible = filterItems(all, {
    search,
    status: statusFilter.value,
    tag: tagFilter.value,
    advanced: advanced.value,
  })
  const mode = reordering ? 'grid' : viewMode.value

  let content: ReactNode
  if (items.error && !items.data) {
    content = (
      <div className="card empty-state" role="alert">
        <p className="empty-title">{zhTW.common.loadFailed}</p>
        <p className="muted">{errorMessage(items.error, zhTW.common.loadFailed)}</p>
        <Button variant="secondary" onClick={() => void items.refetch()}>
          {zhTW.common.retry}
        </Button>
      </div>
    )
  } else if (!items.data) content = mode === 'grid' ? <GridSkeleton /> : <ListSkeleton />
  else if (reordering) content = <ReorderGrid items={all} />
  else if (all.length === 0) {
    content = (
      <div className="card empty-state">
        <p className="empty-title">{m.empty}</p>
        {manager ? <p className="muted">{m.emptyHint}</p> : null}
      </div>
    )
  } else if (visible.length === 0)
    content = (
      <div className="card empty-state">
        <p className="empty-title">{m.noMatch}</p>
      </div>
    )
  else if (mode === 'grid') content = <ItemGrid items={visible} storeId={storeId} manager={manager} />
  else content = <ItemList items={visible} storeId={storeId} manager={manager} />

  return (
    <>
      {reordering ? <ReorderBar storeId={storeId} serverIds={all.map((i) => i.id)} /> : null}
      <Toolbar
        visibleIds={visible.map((i) => i.id)}
        disabled={reordering}
        showAdvanced={showAdvanced && !reordering}
        onToggleAdvanced={() => setShowAdvanced((v) => !v)}
      />
      {showAdvanced && !reordering ? <AdvancedFilterPanel manager={manager} /> : null}
      {!reordering ? <BatchBar manager={manager} /> : null}
      {!manager ? <p className="muted small">{zhTW.products.common.readOnly}</p> : null}
      {items.data && !reordering ? (
        <p className="muted small" aria-live="polite">
          {t('products.menu.count', { n: visible.length })}
        </p>
      ) : null}
      {content}
      <MenuDialogs storeId={storeId} items={all} categories={categories.data ?? []} manager={manager} />
    </>
  )
}
