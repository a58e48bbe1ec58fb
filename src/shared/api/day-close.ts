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

/** GET /day-close?date= (and the close's answer): the Z report, closed or not yet. */
export type ZReport = {
  date: string
  closed: boolean
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
}
