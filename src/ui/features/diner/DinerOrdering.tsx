import { useRef, useState } from 'react'
import { DEFAULT_SERVICE_FEE_RATE } from '../../../shared/domain/order-totals.ts'
import { fill } from '../../../shared/i18n/fill.ts'
import { mobileMessages } from '../../../shared/i18n/catalog/mobile.ts'
import { api } from '../../api.ts'
import { toast } from '../../components/Toaster.tsx'
import { toastError } from '../../notify.ts'
import { fetchQuery, invalidate } from '../../query.ts'
import { cartFingerprint, cartTotals, orderItems, type Cart } from '../../components/mobile/cart.ts'
import { newRequestId } from '../../ids.ts'
import { orderFailure, type DinerOrder, type DinerParams, type DinerTable, type dinerPaths } from './diner.ts'
import { DinerCart } from './DinerCart.tsx'
import { ConfirmDialog, OrdersDialog, SentDialog } from './DinerDialogs.tsx'
import { DinerMenu } from './DinerMenu.tsx'

const d = mobileMessages.diner

export type DinerVariant = 'customer' | 'qr'
type Props = { variant: DinerVariant; paths: ReturnType<typeof dinerPaths>; params: DinerParams; table: DinerTable }
type DialogName = 'confirm' | 'sent' | 'orders' | null

/** Menu → cart → confirm → sent, plus 本桌訂單 (spec part 2 §2.14/§2.15). */
export function DinerOrdering({ variant, paths, params, table }: Props) {
  const [cart, setCart] = useState<Cart>([])
  const [page, setPage] = useState<'menu' | 'cart'>('menu')
  const [dialog, setDialog] = useState<DialogName>(null)
  const [notes, setNotes] = useState('')
  const [pending, setPending] = useState(false)
  const [sentNumber, setSentNumber] = useState('')
  const retryKey = useRef<{ fp: string; id: string } | null>(null)
  // The store's own service fee (spec default 10%), so the cart shows what the server will charge.
  const totals = cartTotals(cart, {
    serviceFee: table.serviceFeeRate ?? DEFAULT_SERVICE_FEE_RATE,
    rounding: table.rounding,
  })

  const checkout = () => {
    if (cart.length === 0) {
      toast({ variant: 'destructive', title: d.cartEmpty, description: d.cartEmptyBody })
      return
    }
    setDialog('confirm')
  }

  const send = async () => {
    const text = notes.trim()
    const fp = cartFingerprint(cart, text)
    if (retryKey.current?.fp !== fp) retryKey.current = { fp, id: newRequestId() }
    setPending(true)
    try {
      const order = await api.post<DinerOrder>(paths.order, {
        tableId: params.tableId,
        token: params.token,
        items: orderItems(cart),
        notes: text || null,
        clientOrderId: retryKey.current.id,
      })
      retryKey.current = null
      setCart([])
      setNotes('')
      setPage('menu')
      setSentNumber(order.orderNumber)
      setDialog('sent')
      void fetchQuery(paths.orders, true)
    } catch (error) {
      const kind = orderFailure(error)
      if (kind === 'notOpen') toast({ variant: 'destructive', title: d.noSessionTitle, description: d.noSessionBody })
      else if (kind === 'other') toastError(d.sendFailed, error, d.sendFailedFallback)
      if (kind !== 'other') {
        setDialog(null)
        void invalidate(paths.prefix)
      }
    } finally {
      setPending(false)
    }
  }

  const openOrders = () => setDialog('orders')
  return (
    <>
      {page === 'menu' ? (
        <DinerMenu
          variant={variant}
          paths={paths}
          table={table}
          cart={cart}
          setCart={setCart}
          totals={totals}
          onOpenCart={() => setPage('cart')}
          onOpenOrders={openOrders}
        />
      ) : (
        <DinerCart
          variant={variant}
          table={table}
          cart={cart}
          setCart={setCart}
          totals={totals}
          onBack={() => setPage('menu')}
          onCheckout={checkout}
          onOpenOrders={openOrders}
        />
      )}
      {dialog === 'confirm' ? (
        <ConfirmDialog
          cart={cart}
          totals={totals}
          notes={notes}
          onNotes={setNotes}
          pending={pending}
          onSend={() => void send()}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'sent' ? (
        <SentDialog orderNumber={sentNumber} onOrders={openOrders} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'orders' ? <OrdersDialog ordersKey={paths.orders} onClose={() => setDialog(null)} /> : null}
    </>
  )
}

/** "桌號 A1 · 好味小館" under the title. */
export const tableLine = (table: DinerTable) =>
  [fill(d.tableLabel, { number: table.number }), table.storeName].filter(Boolean).join(' · ')
