import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { DEFAULT_SERVICE_FEE_RATE } from '../../../shared/domain/order-totals.ts'
import { fill } from '../../../shared/i18n/fill.ts'
import { mobileMessages } from '../../../shared/i18n/catalog/mobile.ts'
import { toast } from '../../components/Toaster.tsx'
import { toastError } from '../../notify.ts'
import { cartCount, cartTotals, type Cart } from '../../components/mobile/cart.ts'
import { useGuestOrder } from './guest-order.ts'
import { orderFailure, type DinerParams, type DinerTable } from './diner.ts'
import { sendQrOrder, type DinerQueries, type QrOrder } from './queries.ts'
import { DinerCart } from './DinerCart.tsx'
import { ConfirmDialog, OrdersDialog, SentDialog } from './DinerDialogs.tsx'
import { DinerMenu } from './DinerMenu.tsx'
import { DinerHeader } from './DinerHeader.tsx'

const d = mobileMessages.diner

export type DinerVariant = 'customer' | 'qr'
type Props = {
  variant: DinerVariant
  queries: DinerQueries
  params: DinerParams
  table: DinerTable
  /** The link or the table changed under the diner (an order refused as stale): read them again. */
  onStale: () => unknown
}
type DialogName = 'confirm' | 'sent' | 'orders' | null

/** Menu → cart → confirm → sent, plus 本桌訂單 (spec part 2 §2.14/§2.15). */
export function DinerOrdering({ variant, queries, params, table, onStale }: Props) {
  const client = useQueryClient()
  const [cart, setCart] = useState<Cart>([])
  const [page, setPage] = useState<'menu' | 'cart'>('menu')
  const [dialog, setDialog] = useState<DialogName>(null)
  const [notes, setNotes] = useState('')
  const guestOrder = useGuestOrder()
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

  const order = useMutation({
    mutationFn: (body: QrOrder) => sendQrOrder(params.storeId, body),
    onSuccess: () => {
      guestOrder.forget()
      setCart([])
      setNotes('')
      setPage('menu')
      setDialog('sent')
      void client.invalidateQueries({ queryKey: queries.orders.queryKey })
    },
    // Each refusal means something else to a diner: the table closed, the link went stale, or a toast.
    onError: (error) => {
      const kind = orderFailure(error)
      if (kind === 'notOpen') toast({ variant: 'destructive', title: d.noSessionTitle, description: d.noSessionBody })
      else if (kind === 'other') toastError(d.sendFailed, error, d.sendFailedFallback)
      if (kind !== 'other') {
        setDialog(null)
        void onStale()
      }
    },
  })

  const send = () => {
    order.mutate({ tableId: params.tableId, token: params.token, ...guestOrder.body(cart, notes) })
  }

  const openOrders = () => setDialog('orders')
  const openCart = () => setPage('cart')
  const header = (
    <DinerHeader
      variant={variant}
      table={table}
      count={cartCount(cart)}
      onOpenCart={page === 'menu' ? openCart : undefined}
      onOpenOrders={openOrders}
    />
  )
  return (
    <>
      {page === 'menu' ? (
        <DinerMenu
          header={header}
          menuQuery={queries.menu}
          categoriesQuery={queries.categories}
          cart={cart}
          setCart={setCart}
          totals={totals}
          onOpenCart={openCart}
        />
      ) : (
        <DinerCart
          header={header}
          keepOne={variant === 'customer'}
          cart={cart}
          setCart={setCart}
          totals={totals}
          onBack={() => setPage('menu')}
          onCheckout={checkout}
        />
      )}
      {dialog === 'confirm' ? (
        <ConfirmDialog
          cart={cart}
          totals={totals}
          notes={notes}
          onNotes={setNotes}
          pending={order.isPending}
          onSend={send}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'sent' ? (
        <SentDialog orderNumber={order.data?.orderNumber ?? ''} onOrders={openOrders} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'orders' ? <OrdersDialog ordersQuery={queries.orders} onClose={() => setDialog(null)} /> : null}
    </>
  )
}

/** "桌號 A1 · 好味小館" under the title. */
export const tableLine = (table: DinerTable) =>
  [fill(d.tableLabel, { number: table.number }), table.storeName].filter(Boolean).join(' · ')
