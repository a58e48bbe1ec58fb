import { useSignals } from '@preact/signals-react/runtime'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Link, useSearch } from 'wouter'
import { fill, zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../components/Button.tsx'
import { PageHeader } from '../../../components/PageHeader.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { toast } from '../../../components/Toaster.tsx'
import { useLiveRefresh } from '../../../live.ts'
import { storesQuery, switchStore } from '../../../state/stores.ts'
import { currentQueryClient } from '../../../api/query-client.ts'
import { NoStore, useStore } from '../../../components/NoStore.tsx'
import { menuCategoriesQuery, menuQuery, tablesQuery } from '../../../front-of-house-api.ts'
import type { MenuItem, Table } from '../../../../shared/api/front-of-house.ts'
import type { PricingSettings } from '../../../../shared/domain/order-totals.ts'
import { forChannel } from '../../../../shared/domain/channel-price.ts'
import { addToCart, defaultChoice, needsChooser, orderTypeOf, type Choice } from './cart.ts'
import { CartBar, CartPanel } from './components/CartPanel.tsx'
import { ALL, CategoryBar, MenuGrid } from './components/MenuGrid.tsx'
import { backToFloor, bindStore, cart, place, setCart } from './state.ts'
import { HistoryDialog, OpenTableDialog, OptionDialog, QrDialog, preloadPosDialogs } from './dialogs.ts'
import '../../../components/front-of-house.css'
import './pos.css'

const p = zhTW.frontOfHouse.pos

/**
 * `/pos?storeId=&tableId=` (from the mobile counter or the floor) preselects that table once it is
 * known; `&back=floor` sends the cashier back to the table's check after the order goes out.
 */
function usePreselect(storeId: number, tables: Table[] | undefined, onOpen: (t: Table) => void) {
  const search = useSearch()
  const done = useRef(false)
  useEffect(() => {
    const params = new URLSearchParams(search)
    const wantStore = Number(params.get('storeId'))
    const wantTable = Number(params.get('tableId'))
    if (done.current || !wantTable) return
    const visible = currentQueryClient().getQueryData(storesQuery.queryKey) ?? []
    if (wantStore && wantStore !== storeId && visible.some((s) => s.id === wantStore)) {
      void switchStore(wantStore)
      return
    }
    const table = tables?.find((t) => t.id === wantTable)
    if (!table) return
    done.current = true
    backToFloor.value = params.get('back') === 'floor'
    if (table.sessionId !== null) place.value = { kind: 'table', tableId: table.id }
    else if (table.status === 'available') onOpen(table)
  }, [search, storeId, tables, onOpen])
}

/** A chosen table whose session ended on another device can no longer take the order. */
function useDropClearedTable(tables: Table[] | undefined) {
  useEffect(() => {
    const where = place.value
    if (!tables || where?.kind !== 'table') return
    const table = tables.find((t) => t.id === where.tableId)
    if (table?.sessionId) return
    place.value = null
    toast({
      variant: 'destructive',
      title: p.noTableTitle,
      description: fill(p.tableGone, { number: table?.number ?? '' }),
    })
  }, [tables])
}

function Pos({ storeId, pricing }: { storeId: number; pricing: PricingSettings | undefined }) {
  useSignals()
  useLiveRefresh(storeId)
  const menuQ = useQuery(menuQuery(storeId))
  const categoriesQ = useQuery(menuCategoriesQuery(storeId))
  const tablesQ = useQuery(tablesQuery(storeId))
  const [category, setCategory] = useState(ALL)
  const [choosing, setChoosing] = useState<MenuItem | null>(null)
  const [opening, setOpening] = useState<Table | null>(null)
  const [history, setHistory] = useState(false)
  const [qrTable, setQrTable] = useState<Table | null>(null)

  // Priced for where the order goes: a takeout cart shows and sends its items' 外帶 prices.
  const orderType = orderTypeOf(place.value)
  const menu = useMemo(
    () => (menuQ.data ?? []).filter((i) => i.isActive).map((i) => forChannel(i, orderType)),
    [menuQ.data, orderType],
  )
  const menuById = useMemo(() => new Map(menu.map((i) => [i.id, i])), [menu])
  const tables = tablesQ.data ?? []
  const shown = category === ALL ? menu : menu.filter((i) => i.categoryId === category)
  usePreselect(storeId, tablesQ.data, setOpening)
  useDropClearedTable(tablesQ.data)
  useEffect(preloadPosDialogs, [])

  const add = (item: MenuItem, choice: Choice, quantity = 1) => setCart(addToCart(cart.value, item, choice, quantity))
  const pick = (item: MenuItem) => (needsChooser(item) ? setChoosing(item) : add(item, defaultChoice(item)))
  const where = place.value
  const selectedTable = where?.kind === 'table' ? (tables.find((t) => t.id === where.tableId) ?? null) : null

  return (
    <section className="page pos-page">
      <PageHeader
        title={p.title}
        subtitle={p.subtitle}
        actions={
          <>
            <Link href="/floor" className="btn btn-secondary btn-lg">
              {zhTW.floor.open}
            </Link>
            <Link href="/shift" className="btn btn-secondary btn-lg">
              {zhTW.shift.title}
            </Link>
            <Button variant="secondary" size="lg" onClick={() => setHistory(true)}>
              {p.history}
            </Button>
            <Button
              variant="secondary"
              size="lg"
              disabled={!selectedTable}
              title={selectedTable ? undefined : p.qrNeedsTable}
              onClick={() => setQrTable(selectedTable)}
            >
              {p.qr}
            </Button>
          </>
        }
      />
      <div className="pos-layout">
        <div className="pos-menu">
          <CategoryBar categories={categoriesQ.data ?? []} value={category} onChange={setCategory} />
          {menuQ.isPending ? (
            <Spinner />
          ) : (
            <MenuGrid
              storeId={storeId}
              items={shown}
              onPick={pick}
              emptyText={menu.length ? p.menuEmpty : p.menuNone}
            />
          )}
        </div>
        <CartPanel storeId={storeId} tables={tables} menu={menuById} pricing={pricing} onOpenTable={setOpening} />
      </div>
      <CartBar storeId={storeId} tables={tables} menu={menuById} pricing={pricing} />
      <OptionDialog item={choosing} onClose={() => setChoosing(null)} onAdd={add} />
      <OpenTableDialog
        storeId={storeId}
        table={opening}
        onClose={() => setOpening(null)}
        onOpened={(t) => (place.value = { kind: 'table', tableId: t.id })}
      />
      <HistoryDialog storeId={storeId} open={history} onClose={() => setHistory(false)} />
      <QrDialog storeId={storeId} table={qrTable} onClose={() => setQrTable(null)} />
    </section>
  )
}

export default function PosScreen() {
  useSignals()
  const { store, loading } = useStore()
  useEffect(() => {
    if (store) bindStore(store.id)
  }, [store])
  if (!store) return <NoStore title={p.title} loading={loading} />
  return <Pos key={store.id} storeId={store.id} pricing={store.settings} />
}
