import { useSignals } from '@preact/signals-react/runtime'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { t, zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { errorMessage } from '../../../api/errors.ts'
import { inventoryExportUrl } from '../../../api/urls.ts'
import { Button } from '../../../components/Button.tsx'
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx'
import { PageHeader } from '../../../components/PageHeader.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { toast } from '../../../components/Toaster.tsx'
import { dateStamp, downloadUrl } from '../../../download.ts'
import { authUser } from '../../../state/auth.ts'
import { currentStore } from '../../../state/stores.ts'
import { isManager } from '../../../state/user-display.ts'
import { inventoryCategoriesQuery } from '../menu-management/category-queries.ts'
import { CategoryManagerDialog } from '../menu-management/components/CategoryManagerDialog.tsx'
import { useDebounced } from '../../../hooks/useDebounced.ts'
import { NoStore } from '../../../components/NoStore.tsx'
import { useStockLive } from '../menu-management/useStockLive.ts'
import { InventoryTable, type RowAction } from './components/InventoryTable.tsx'
import { MaterialDialog } from './components/MaterialDialog.tsx'
import { HistoryDialog, StockDialog } from './components/StockDialogs.tsx'
import { SummaryCards } from './components/SummaryCards.tsx'
import { filterInventory, type InventoryStatusFilter } from './filters.ts'
import { deleteMaterial, inventoryQuery } from './queries.ts'
import type { InventoryItem } from '../../../../shared/api/inventory.ts'
import '../menu-management/menu.css'
import './inventory.css'

const i = zhTW.products.inventory
const menuText = zhTW.products.common

type Open = { kind: 'add' | 'categories' } | { kind: RowAction; item: InventoryItem } | null

/** /inventory (spec part 1 §2): summary cards, filters, the table and working dialogs. */
export default function InventoryScreen() {
  useSignals()
  const store = currentStore.value
  const [open, setOpen] = useState<Open>(null)
  const exporting = useMutation({
    mutationFn: (storeId: number) =>
      downloadUrl(inventoryExportUrl(storeId), `inventory-${storeId}-${dateStamp()}.csv`),
    meta: { errorTitle: menuText.exportFailed },
    onSuccess: () => toast({ title: menuText.exported }),
  })
  return (
    <section className="page">
      <PageHeader
        title={i.title}
        subtitle={i.subtitle}
        actions={
          <>
            <Button variant="secondary" disabled={!store} onClick={() => store && exporting.mutate(store.id)}>
              {menuText.exportCsv}
            </Button>
            <Button variant="secondary" disabled={!store} onClick={() => setOpen({ kind: 'categories' })}>
              {i.categories}
            </Button>
            <Button
              disabled={!store}
              title={store ? undefined : menuText.selectStoreFirst}
              onClick={() => setOpen({ kind: 'add' })}
            >
              ＋ {i.add}
            </Button>
          </>
        }
      />
      {store ? <Inventory key={store.id} storeId={store.id} open={open} setOpen={setOpen} /> : <NoStore />}
    </section>
  )
}

function Inventory({ storeId, open, setOpen }: { storeId: number; open: Open; setOpen: (o: Open) => void }) {
  useSignals()
  const manager = isManager(authUser.value)
  const items = useQuery(inventoryQuery(storeId))
  const categories = useQuery(inventoryCategoriesQuery(storeId))
  const [text, setText] = useState('')
  const [categoryId, setCategoryId] = useState<number | 'all'>('all')
  const [status, setStatus] = useState<InventoryStatusFilter>('all')
  const search = useDebounced(text, 300)
  useStockLive(storeId)
  const all = items.data ?? []
  const cats = categories.data ?? []
  const visible = filterInventory(all, { search, categoryId, status })
  const close = () => setOpen(null)

  const removing = useMutation({
    mutationFn: (item: InventoryItem) => deleteMaterial(storeId, item.id),
    meta: { errorTitle: i.deleteFailed },
    onSuccess: (_done, item) => toast({ title: i.deletedToast, description: item.name }),
  })

  return (
    <>
      <SummaryCards storeId={storeId} />
      <search className="toolbar card">
        <input
          type="search"
          className="input toolbar-search"
          aria-label={menuText.search}
          placeholder={i.searchPlaceholder}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <select
          className="input toolbar-select"
          aria-label={i.category}
          value={String(categoryId)}
          onChange={(e) => setCategoryId(e.target.value === 'all' ? 'all' : Number(e.target.value))}
        >
          <option value="all">{i.categoryAll}</option>
          {cats.map((cat) => (
            <option key={cat.id} value={cat.id}>
              {cat.name}
            </option>
          ))}
        </select>
        <select
          className="input toolbar-select"
          aria-label={i.status}
          value={status}
          onChange={(e) => setStatus(e.target.value as InventoryStatusFilter)}
        >
          <option value="all">{i.statusAll}</option>
          <option value="normal">{i.statusNormal}</option>
          <option value="low">{i.statusLow}</option>
        </select>
      </search>
      {items.error && !items.data ? (
        <div className="card empty-state" role="alert">
          <p>{errorMessage(items.error, zhTW.common.loadFailed)}</p>
          <Button variant="secondary" onClick={() => void items.refetch()}>
            {zhTW.common.retry}
          </Button>
        </div>
      ) : !items.data ? (
        <Spinner />
      ) : all.length === 0 ? (
        <div className="card empty-state">
          <p className="empty-title">{i.empty}</p>
          <p className="muted">{i.emptyHint}</p>
        </div>
      ) : visible.length === 0 ? (
        <div className="card empty-state">
          <p className="empty-title">{menuText.notFound}</p>
        </div>
      ) : (
        <InventoryTable items={visible} manager={manager} onAction={(kind, item) => setOpen({ kind, item })} />
      )}

      {open?.kind === 'add' || open?.kind === 'edit' ? (
        <MaterialDialog
          storeId={storeId}
          item={open.kind === 'edit' ? open.item : null}
          categories={cats}
          onClose={close}
          onManageCategories={() => setOpen({ kind: 'categories' })}
        />
      ) : null}
      {open?.kind === 'stock' ? <StockDialog storeId={storeId} item={open.item} onClose={close} /> : null}
      {open?.kind === 'history' ? <HistoryDialog storeId={storeId} item={open.item} onClose={close} /> : null}
      {open?.kind === 'delete' ? (
        <ConfirmDialog
          open
          title={menuText.confirmDeleteTitle}
          description={t('products.inventory.deleteConfirm', { name: open.item.name })}
          confirmLabel={menuText.delete}
          destructive
          onClose={close}
          onConfirm={() => removing.mutateAsync(open.item)}
        />
      ) : null}
      <CategoryManagerDialog
        open={open?.kind === 'categories'}
        storeId={storeId}
        kind="inventory-categories"
        canWrite
        canDelete={manager}
        onClose={close}
      />
    </>
  )
}
