/** A business day's payments and its close (日結, Z report) as day-close/service.ts presents them; money is "120.00". */
import type { PaymentMethod } from './front-of-house.ts'

export type MethodTotal = { method: PaymentMethod; count: number; amount: string }

export type DayPayment = {
  id: number
  orderId: number | null
  orderNumber: string | null
  sessionId: number | null
  tableNumber: string | null
  amount: string
  paymentMethod: PaymentMethod
  tendered: string | null
  change: string | null
  receivedBy: number | null
  receivedByName: string | null
  createdAt: string
}

/** GET /payments?date=: the day's payments, totals by method and the cash the drawer should hold. */
export type PaymentsOfDay = {
  date: string
  from: string
  to: string
  payments: DayPayment[]
  count: number
  total: string
  byMethod: MethodTotal[]
  refundTotal: string
  netTotal: string
  expectedCash: string
  closed: boolean
}

/** A check still open: a seated table's session or an unpaid takeout order, and what it still owes. */
export type OpenCheck = {
  sessionId: number | null
  orderId: number | null
  /** The table's number, or the takeout order's number. */
  tableNumber: string | null
  orderNumber: string | null
  outstanding: string
  since: string
}

/** Invoices given as a 收據 and still waiting for a number. */
export type PendingInvoices = { count: number; amount: string }

/** GET /day-close/preview?date=: what a close now would leave open (carried into the next business day). */
export type DayClosePreview = {
  date: string
  from: string
  to: string
  openChecks: OpenCheck[]
  openTotal: string
  pendingInvoices: PendingInvoices
}

/**
 * GET /day-close?date= (and the close's answer): the Z report, closed or not yet. A closed day is the
 * snapshot stored at its close, field for field; sections added here are frozen with it.
 */
export type ZReport = {
  date: string
  closed: boolean
  /** The business day's span: [from, to), `to` is the close instant once closed. */
  from: string
  to: string
  orderCount: number
  cancelledOrderCount: number
  revenue: string
  paymentTotal: string
  byMethod: MethodTotal[]
  refundTotal: string
  refundsByMethod: MethodTotal[]
  netTotal: string
  grossSales: string
  discountTotal: string
  netSales: string
  cashPayments: string
  cashRefunds: string
  openingFloat: string
  expectedCash: string
  countedCash: string | null
  difference: string | null
  notes: string | null
  closedBy: number | null
  closedByName: string | null
  closedAt: string | null
  /** Checks open at the close, carried into the next business day (empty until closed). */
  carriedOver: OpenCheck[]
  pendingInvoices: PendingInvoices | null
}
