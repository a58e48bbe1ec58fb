import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { useSearch } from 'wouter'
import { callNumber } from '../../../shared/format/call-number.ts'
import { fill } from '../../../shared/i18n/fill.ts'
import { generalMessages } from '../../../shared/i18n/catalog/general.ts'
import { kioskMessages } from '../../../shared/i18n/catalog/kiosk.ts'
import { mobileMessages } from '../../../shared/i18n/catalog/mobile.ts'
import { frontOfHouseMessages } from '../../../shared/i18n/catalog/frontOfHouse.ts'
import type { KioskInfo } from '../../../shared/api/diner.ts'
import { Button } from '../../components/Button.tsx'
import { FullScreenSpinner } from '../../components/Spinner.tsx'
import { toast } from '../../components/Toaster.tsx'
import { toastError } from '../../notify.ts'
import { cartTotals, type Cart } from '../../components/mobile/cart.ts'
import { useGuestOrder } from './guest-order.ts'
import { Blocking } from './Blocking.tsx'
import { DinerCart } from './DinerCart.tsx'
import { ConfirmDialog } from './DinerDialogs.tsx'
import { DinerMenu } from './DinerMenu.tsx'
import {
  KIOSK_DONE_MS,
  kioskQueries,
  linkRefused,
  parseKioskParams,
  sendKioskOrder,
  type KioskParams,
} from './kiosk.ts'
import '../../components/mobile/mobile.css'
import './diner.css'

const k = kioskMessages
const d = mobileMessages.diner

/**
 * 自助點餐機: the diner's menu, cart and confirm as 外帶, on a tablet at the door. After 送出 the call
 * number fills the screen (pay at the counter); a tap or KIOSK_DONE_MS later the next guest starts afresh.
 */
export default function KioskScreen() {
  const search = useSearch()
  const params = useMemo(() => parseKioskParams(search), [search])
  return params ? <KioskPage params={params} /> : <LinkRefused />
}

function LinkRefused() {
  return (
    <Blocking icon="⚠" title={k.invalidTitle}>
      <p>{k.invalidBody}</p>
    </Blocking>
  )
}

function KioskPage({ params }: { params: KioskParams }) {
  const queries = useMemo(() => kioskQueries(params), [params])
  const info = useQuery(queries.info)
  // Checked before the answer already on screen: a link retired mid-order (停用) must stop the kiosk.
  if (linkRefused(info.error)) return <LinkRefused />
  if (info.data) return <KioskOrdering params={params} queries={queries} kiosk={info.data} />
  if (!info.error) return <FullScreenSpinner />
  return (
    <Blocking
      icon="⚠"
      title={generalMessages.loadFailed}
      actions={
        <Button size="lg" onClick={() => void info.refetch()}>
          {mobileMessages.common.retry}
        </Button>
      }
    >
      <p>{frontOfHouseMessages.common.networkError}</p>
    </Blocking>
  )
}

type Props = { params: KioskParams; queries: ReturnType<typeof kioskQueries>; kiosk: KioskInfo }

function KioskOrdering({ params, queries, kiosk }: Props) {
  const client = useQueryClient()
  const [cart, setCart] = useState<Cart>([])
  const [page, setPage] = useState<'menu' | 'cart'>('menu')
  const [confirming, setConfirming] = useState(false)
  const [notes, setNotes] = useState('')
  const [done, setDone] = useState<string | null>(null)
  const guestOrder = useGuestOrder()
  const totals = cartTotals(cart, { serviceFee: kiosk.serviceFeeRate, rounding: kiosk.rounding })

  const reset = () => {
    guestOrder.forget()
    setCart([])
    setNotes('')
    setPage('menu')
    setConfirming(false)
    setDone(null)
    // 售完 may have changed while this guest ordered.
    void client.invalidateQueries({ queryKey: queries.menu.queryKey })
  }

  const order = useMutation({
    mutationFn: () =>
      sendKioskOrder(params.storeId, { kioskId: params.kioskId, token: params.token, ...guestOrder.body(cart, notes) }),
    onSuccess: (o) => setDone(callNumber(o.orderNumber)),
    onError: (error) => {
      if (linkRefused(error)) void client.invalidateQueries({ queryKey: queries.info.queryKey })
      else toastError(d.sendFailed, error, d.sendFailedFallback)
    },
  })

  if (done !== null) return <KioskDone number={done} onNext={reset} />

  const header = (
    <header className="m-header diner-header kiosk-header">
      <div className="diner-title">
        <h1 className="m-title">
          {k.title} · {k.takeout}
        </h1>
        <span className="diner-sub">{[kiosk.storeName, k.payAtCounter].filter(Boolean).join(' · ')}</span>
      </div>
      {cart.length ? (
        <Button variant="ghost" size="sm" onClick={reset}>
          {k.startOver}
        </Button>
      ) : null}
    </header>
  )
  const checkout = () =>
    cart.length
      ? setConfirming(true)
      : toast({ variant: 'destructive', title: d.cartEmpty, description: d.cartEmptyBody })
  return (
    <div className="kiosk">
      {page === 'menu' ? (
        <DinerMenu
          header={header}
          menuQuery={queries.menu}
          categoriesQuery={queries.categories}
          cart={cart}
          setCart={setCart}
          totals={totals}
          onOpenCart={() => setPage('cart')}
        />
      ) : (
        <DinerCart
          header={header}
          keepOne={false}
          cart={cart}
          setCart={setCart}
          totals={totals}
          onBack={() => setPage('menu')}
          onCheckout={checkout}
        />
      )}
      {confirming ? (
        <ConfirmDialog
          cart={cart}
          totals={totals}
          notes={notes}
          onNotes={setNotes}
          pending={order.isPending}
          onSend={() => order.mutate()}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </div>
  )
}

/** 請至櫃檯結帳，取餐號碼 NNN, in large type; a tap or the countdown readies the next guest. */
function KioskDone({ number, onNext }: { number: string; onNext: () => void }) {
  const [left, setLeft] = useState(KIOSK_DONE_MS / 1000)
  useEffect(() => {
    const tick = setInterval(() => setLeft((s) => s - 1), 1000)
    return () => clearInterval(tick)
  }, [])
  useEffect(() => {
    if (left <= 0) onNext()
  }, [left, onNext])
  return (
    <button type="button" className="kiosk-done" onClick={onNext} aria-label={fill(k.doneTitle, { number })}>
      <span className="kiosk-done-title" role="status">
        {k.goPay}
      </span>
      <span className="kiosk-done-label">{k.doneLabel}</span>
      <strong className="kiosk-done-number" data-testid="kiosk-call-number">
        {number}
      </strong>
      <span className="kiosk-done-hint">{fill(k.doneHint, { seconds: left })}</span>
    </button>
  )
}
