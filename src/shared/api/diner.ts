/**
 * What a diner holding a table's QR token is shown (diner/service.ts, diner/present.ts): no staff, member or cost data.
 */
import type { RoundingRule } from '../domain/money.ts'
import type { Order, OrderLine } from './front-of-house.ts'

export type DinerTable = {
  id: number
  number: string
  seats: number
  storeId: number
  storeName: string
  serviceFeeRate: number
  rounding?: RoundingRule
  hasActiveSession: boolean
}

export type DinerSession = { id: number; tableId: number; guestCount: number; startedAt: string }

/** The QR order's answer and each order of the table's list. */
export type DinerOrder = Pick<
  Order,
  | 'id'
  | 'orderNumber'
  | 'tableId'
  | 'tableNumber'
  | 'sessionId'
  | 'orderType'
  | 'status'
  | 'paymentStatus'
  | 'subtotal'
  | 'serviceFee'
  | 'discount'
  | 'total'
  | 'notes'
  | 'createdAt'
> & {
  items: Pick<
    OrderLine,
    'menuItemId' | 'name' | 'quantity' | 'basePrice' | 'unitPrice' | 'subtotal' | 'options' | 'notes'
  >[]
}

/** What a kiosk's own link reads: its store and the takeout pricing its cart estimates with. */
export type KioskInfo = {
  id: number
  name: string
  storeId: number
  storeName: string
  /** 0 unless the store charges its service fee on takeout. */
  serviceFeeRate: number
  rounding?: RoundingRule
}

/** A kiosk as 設定 lists it, with its current link (only managers see it). */
export type KioskAdmin = { id: number; name: string; enabled: boolean; token: string; url: string }
