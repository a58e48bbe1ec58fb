/** A business day's payments and its close (日結, Z report) as day-close/service.ts presents them; money is "120.00". */
import type { OrderType, PaymentMethod } from './front-of-house.ts'
import type { CashMovementReason } from '../domain/shift.ts'

export type MethodTotal = { method: PaymentMethod; count: number; amount: string }

export type DayPayment = {
  id: number
  orderId: number | null
  orderNumber: string | null
  sessionId: number | null
  tableNumber: string | null
  /** The paid order's type (外帶 or 外送 when there is no table); null for a table's bill. */
  orderType: OrderType | null
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
  /** Cash taken in the day (before refunds): the Z's 現金收款. */
  cashPayments: string
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
} & ZSections

/** The invoices of the day's payments (numbers, kinds), and the voids and allowances made in the day. */
export type ZInvoices = {
  firstNumber: string | null
  lastNumber: string | null
  issuedCount: number
  issuedAmount: string
  /** 載具 (phone barcode, certificate), 捐贈, 統編, 列印證明聯. */
  byKind: { kind: 'carrier' | 'donation' | 'buyer' | 'printed'; count: number; amount: string }[]
  voidedCount: number
  voidedAmount: string
  allowanceCount: number
  allowanceAmount: string
}

/** A cashier's shift of the day as its X report has it. */
export type ZCashier = {
  shiftId: number
  cashierName: string | null
  openedAt: string
  closedAt: string | null
  byMethod: MethodTotal[]
  paymentTotal: string
  expectedCash: string
  countedCash: string | null
  difference: string | null
}

export type ZCashMovement = { reason: CashMovementReason; amount: string; note: string | null; createdAt: string }

/** The Z's detail sections (frozen in the snapshot with the rest). */
export type ZSections = {
  /** Service fee of the paid orders (part of 銷售總額). */
  serviceFeeTotal: string
  /** Lines voided on the day's orders. */
  voids: { count: number; amount: string }
  discountsByReason: { reason: string; count: number; amount: string }[]
  /** Null in a store that does not issue e-invoices and issued none that day. */
  invoices: ZInvoices | null
  /** 投庫, 找零金補充, 雜支 in the day, and their signed sum (in − out). */
  cashMovements: ZCashMovement[]
  netCashMovements: string
  cashiers: ZCashier[]
  /** Payments of the day taken by no cashier in an open shift: with the cashiers they add up to 收款合計. */
  unshifted: { byMethod: MethodTotal[]; paymentTotal: string }
}
