import { useSignals } from '@preact/signals-react/runtime'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useSearch } from 'wouter'
import { serviceFeeRate } from '../../../../shared/domain/order-totals.ts'
import { formatNtdCents } from '../../../money.ts'
import { fill, zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { api, unwrap } from '../../../api/client.ts'
import { refreshStore } from '../../../api/refresh.ts'
import { Button } from '../../../components/Button.tsx'
import { OptionDialog } from '../../../components/OptionDialog.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { dismissToast, toast } from '../../../components/Toaster.tsx'
import type { Store } from '../../../../shared/api/stores.ts'
import { menuCategoriesQuery, menuQuery, tablesQuery } from '../../../front-of-house-api.ts'
import {
  addToCart,
  cartCount,
  cartFingerprint,
  cartTotals,
  decrementItem,
  needsChooser,
  orderItems,
  quantityOf,
} from '../../../components/mobile/cart.ts'
import { newRequestId } from '../../../ids.ts'
import { MenuCard, MenuFilters } from '../../../components/mobile/MenuCard.tsx'
import { ALL, categoryChips, filterMenu, orderable, type MenuItem } from '../../../components/mobile/menu.ts'
import { PortionsDialog } from '../../../components/PortionsDialog.tsx'
import { useNow } from '../../../hooks/useNow.ts'
import { useDebounced } from '../../../hooks/useDebounced.ts'
import { ConfirmOrder, TablePicker } from './StaffDialogs.tsx'
import { staffCart, staffLayout, staffMember, staffNotes, staffTableId } from './state.ts'
import { openSessions } from './tables.ts'

const s = zhTW.mobile.staff
const mobileText = zhTW.mobile.common

/** Spec part 2 §2.12 點餐: the waiter takes an order at the table and sends it to the kitchen. */
export function OrderingView({ store }: { store: Store }) {
  useSignals()
  const storeId = store.id
  const menu = useQuery(menuQuery(storeId))
  const categories = useQuery(menuCategoriesQuery(storeId))
  const tables = useQuery(tablesQuery(storeId))
  const [search, setSearch] = useState('')
  const query = useDebounced(search)
  const [category, setCategory] = useState(ALL)
  const [dialog, setDialog] = useState<'picker' | 'confirm' | null>(null)
  const [choosing, setChoosing] = useState<MenuItem | null>(null)
  // 估清 from the phone: the dish's id, read from the live list so a change shows while open.
  const [marking, setMarking] = useState<number | null>(null)
  const retryKey = useRef<{ fp: string; id: string } | null>(null)
  const pickToast = useRef<number | null>(null)
  const params = useSearch()

  useEffect(() => {
    // 加點 from the tables view arrives as ?tableId=…
    const id = Number(new URLSearchParams(params).get('tableId'))
    if (Number.isInteger(id) && id > 0) staffTableId.value = id
  }, [params])

  const items = orderable(menu.data)
  const now = useNow()
  const marked = marking === null ? undefined : items.find((i) => i.id === marking)
  const chips = categoryChips(items, categories.data)
  const shown = filterMenu(items, { search: query, category })
  const cart = staffCart.value
  const open = openSessions(tables.data ?? [])
  const table = open.find((t) => t.id === staffTableId.value) ?? null
  const rate = serviceFeeRate(Number(store.settings?.serviceFee))
  const totals = cartTotals(cart, { ...store.settings, serviceFee: rate }, staffMember.value?.tier ?? null)

  const startSubmit = () => {
    if (!table) {
      pickToast.current = toast({ variant: 'destructive', title: s.noTableTitle, description: s.noTableBody })
      setDialog('picker')
      return
    }
    setDialog('confirm')
  }

  const sendOrder = useMutation({
    mutationFn: (body: { tableId: number; sessionId: number; notes: string; memberId: number | null }) => {
      const fp = cartFingerprint(cart, `${body.tableId}|${body.sessionId}|${body.notes}|${body.memberId ?? ''}`)
      if (retryKey.current?.fp !== fp) retryKey.current = { fp, id: newRequestId() }
      const order = { ...body, items: orderItems(cart), orderType: 'dine_in' as const, notes: body.notes || null }
      return unwrap(api.api.stores({ storeId }).orders.post({ ...order, clientOrderId: retryKey.current.id }))
    },
    meta: { errorTitle: s.sendFailed, errorFallback: s.sendFailedFallback },
    onSuccess: (order) => {
      toast({ title: s.sentTitle, description: fill(s.sentBody, { orderNumber: order.orderNumber }) })
      staffCart.value = []
      staffNotes.value = ''
      staffMember.value = null
      retryKey.current = null
      setDialog(null)
      void refreshStore(storeId, 'orders', 'tables', 'kitchen')
    },
  })
  const pending = sendOrder.isPending

  const send = () => {
    if (!table || table.sessionId === null) {
      toast({ variant: 'destructive', title: s.badTableTitle, description: s.badTableBody })
      setDialog('picker')
      return
    }
    const memberId = staffMember.value?.id ?? null
    sendOrder.mutate({ tableId: table.id, sessionId: table.sessionId, notes: staffNotes.value.trim(), memberId })
  }

  const layoutToggle = (
    <Button
      variant="secondary"
      className="layout-toggle"
      aria-label={staffLayout.value === 'grid' ? s.list : s.grid}
      onClick={() => {
        staffLayout.value = staffLayout.value === 'grid' ? 'list' : 'grid'
      }}
    >
      {staffLayout.value === 'grid' ? '☰' : '▦'}
    </Button>
  )

  return (
    <>
      <button type="button" className="m-card table-chooser" onClick={() => setDialog('picker')}>
        <span className="muted">{s.selectedTable}</span>
        <strong>
          {table
            ? `${fill(mobileText.table, { number: table.number })} · ` +
              fill(mobileText.guests, { n: table.guestCount ?? 0 })
            : s.noTable}
        </strong>
        <span className="table-chooser-action">{table ? s.changeTable : s.pickTable}</span>
      </button>
      <MenuFilters
        search={search}
        onSearch={setSearch}
        chips={chips}
        category={category}
        onCategory={setCategory}
        extra={layoutToggle}
      />
      {menu.isPending ? <Spinner /> : null}
      {menu.data && shown.length === 0 ? (
        <div className="m-empty">
          <strong>{mobileText.menuEmpty}</strong>
        </div>
      ) : null}
      <div className={staffLayout.value === 'grid' ? 'menu-grid' : 'menu-list'}>
        {shown.map((item) => (
          <MenuCard
            key={item.id}
            item={item}
            now={now}
            onPortions={() => setMarking(item.id)}
            detailed={false}
            addLabel={s.add}
            quantity={quantityOf(cart, item.id)}
            onAdd={() => {
              if (needsChooser(item)) setChoosing(item)
              else staffCart.value = addToCart(staffCart.value, item)
            }}
            onDecrease={() => {
              staffCart.value = decrementItem(staffCart.value, item.id)
            }}
          />
        ))}
      </div>
      {cart.length > 0 ? (
        <section className="cart-bar" aria-label={s.submit}>
          <div className="cart-bar-info">
            <span className="cart-bar-total">{formatNtdCents(totals.total)}</span>
            <small>
              {fill(s.cartCount, { n: cartCount(cart) })} ·{' '}
              {table ? fill(mobileText.table, { number: table.number }) : s.noTable}
            </small>
          </div>
          <Button size="lg" onClick={startSubmit}>
            {s.submit}
          </Button>
        </section>
      ) : null}
      <OptionDialog
        sheet
        item={choosing}
        onClose={() => setChoosing(null)}
        onAdd={(it, choice, n) => {
          staffCart.value = addToCart(staffCart.value, it, choice, n)
        }}
      />
      {dialog === 'picker' ? (
        <TablePicker
          tables={open}
          selectedId={table?.id ?? null}
          onClose={() => setDialog(null)}
          onPick={(id) => {
            staffTableId.value = id
            if (pickToast.current !== null) dismissToast(pickToast.current)
            setDialog(null)
          }}
        />
      ) : null}
      {dialog === 'confirm' ? (
        <ConfirmOrder
          storeId={storeId}
          cart={cart}
          table={table}
          totals={totals}
          feePercent={Math.round(rate * 100)}
          pending={pending}
          onSend={() => void send()}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {marked ? <PortionsDialog storeId={storeId} item={marked} onClose={() => setMarking(null)} /> : null}
    </>
  )
}
