/**
 * The POS screen's state. It lives at module level so a cart survives a trip to another screen
 * (a cashier checking /orders mid-order); it belongs to one store and is dropped on a store switch.
 */
import { signal } from '@preact/signals-react'
import { fill, zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { ApiError } from '../../../api/errors.ts'
import { api, unwrap } from '../../../api/client.ts'
import { refreshStore } from '../../../api/refresh.ts'
import { toast } from '../../../components/Toaster.tsx'
import { toastError } from '../../../notify.ts'
import { currentQueryClient } from '../../../api/query-client.ts'
import { storesQuery } from '../../../state/stores.ts'
import { newRequestId } from '../../../ids.ts'
import type { Member, MenuItem, Order, PaymentMethod, Table } from '../../../../shared/api/front-of-house.ts'
import type { PricingSettings } from '../../../../shared/domain/order-totals.ts'
import type { CheckSoFar } from '../../../../shared/domain/order-pricing.ts'
import {
  clientOrderIdFor,
  fingerprint,
  orderBody,
  orderTypeOf,
  repriceCart,
  validateSubmit,
  type Cart,
  type Place,
  type Unconfirmed,
} from './cart.ts'
import { approvalPin, discountedTotals, discountsBody, resetDiscounts } from './discounts.ts'

const p = zhTW.frontOfHouse.pos

export type Expected = { subtotal: string; serviceFee: string; discount: string; total: string }

export const cart = signal<Cart>([])
export const place = signal<Place | null>(null)
export const member = signal<Member | null>(null)
export const paymentMethod = signal<PaymentMethod>('cash')
export const sending = signal(false)
/** The last send whose answer never arrived; retrying the same cart reuses its key. */
export const unconfirmed = signal<Unconfirmed | null>(null)
/** The server's own figures after a 422 TOTALS_MISMATCH. */
export const mismatch = signal<Expected | null>(null)
/** Bumped on every reset so inputs holding their own text (member search) start empty. */
export const resetToken = signal(0)
/** Came from the floor's check (`/pos?tableId=…&back=floor`): a table's send goes back to its check. */
export const backToFloor = signal(false)
const cartStore = signal<number | null>(null)

export function resetPos(): void {
  cart.value = []
  place.value = null
  member.value = null
  paymentMethod.value = 'cash'
  unconfirmed.value = null
  mismatch.value = null
  resetDiscounts()
  resetToken.value++
  backToFloor.value = false
}

/** Called with the current store; a different store means a different menu and floor. */
export function bindStore(storeId: number): void {
  if (cartStore.value !== storeId) {
    if (cartStore.value !== null) resetPos()
    cartStore.value = storeId
  }
}

export function setCart(next: Cart): void {
  cart.value = next
  mismatch.value = null
}

type SendContext = {
  storeId: number
  tables: Table[]
  menu: ReadonlyMap<number, MenuItem>
  pricing: PricingSettings | undefined
  /** The table's open check as the cart showed it (a 加點 round's fee is the check's). */
  check?: CheckSoFar | null
}

/** Spec part 1 §5 toasts for a send that cannot go out. */
function refuse(problem: 'noTable' | 'empty') {
  const [title, description] = problem === 'noTable' ? [p.noTableTitle, p.noTableBody] : [p.emptyTitle, p.emptyBody]
  toast({ variant: 'destructive', title, description })
}

function onFailure(error: unknown, sent: Unconfirmed, storeId: number) {
  const answered = error instanceof ApiError && error.status < 500
  // Without an answer the order may exist: keep the key so a retry of this cart replays it.
  unconfirmed.value = answered ? null : sent
  if (error instanceof ApiError && error.code === 'TOTALS_MISMATCH') {
    mismatch.value = (error.body?.expected as Expected | undefined) ?? null
    void refreshStore(storeId, 'menu')
    void currentQueryClient().invalidateQueries({ queryKey: storesQuery.queryKey })
  }
  if (!(error instanceof ApiError)) toast({ variant: 'destructive', title: p.sendFailed, description: p.retryHint })
  else toastError(p.sendFailed, error, zhTW.frontOfHouse.common.networkError)
}

export async function sendOrder(ctx: SendContext): Promise<Order | null> {
  if (sending.value) return null
  const where = place.value
  const problem = validateSubmit(cart.value, where)
  if (problem || !where) {
    refuse(problem ?? 'noTable')
    return null
  }
  const lines = repriceCart(cart.value, ctx.menu)
  const totals = discountedTotals(lines, {
    pricing: ctx.pricing,
    orderType: orderTypeOf(where),
    tier: member.value?.tier ?? null,
    check: ctx.check,
  })
  const table = where.kind === 'table' ? ctx.tables.find((t) => t.id === where.tableId) : undefined
  const discounts = discountsBody(lines)
  const body = orderBody({
    cart: lines,
    place: where,
    sessionId: table?.sessionId ?? null,
    memberId: member.value?.id ?? null,
    paymentMethod: paymentMethod.value,
    totals,
    discounts,
    clientOrderId: '',
  })
  const print = fingerprint(body)
  const clientOrderId = clientOrderIdFor(unconfirmed.value, print, newRequestId)
  const managerPin = discounts.length && approvalPin.value ? approvalPin.value : null
  sending.value = true
  try {
    const order = await unwrap(
      api.api.stores({ storeId: ctx.storeId }).orders.post({ ...body, clientOrderId, managerPin }),
    )
    toast({ title: p.sentTitle, description: fill(p.sentBody, { orderNumber: order.orderNumber }) })
    const back = backToFloor.value
    resetPos()
    // The table stays chosen: its next round (加點) goes onto the same check.
    if (where.kind === 'table') {
      place.value = where
      backToFloor.value = back
    }
    void refreshStore(ctx.storeId, 'orders', 'tables', 'sessions', ...(body.memberId ? (['members'] as const) : []))
    return order
  } catch (error) {
    onFailure(error, { fingerprint: print, clientOrderId }, ctx.storeId)
    return null
  } finally {
    sending.value = false
  }
}
