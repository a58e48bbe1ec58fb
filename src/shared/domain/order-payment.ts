/**
 * What one payment may take and what it settles. A bill is a table session, or a takeout order on
 * its own. A payment that names an order at a table pays into the table's bill but never more than
 * that order still owes, so paying one order from the orders screen settles that order and leaves
 * the table's other orders owing.
 */
import type { Cents } from './money'
import { sessionBalance, type SessionBalance } from './table-session'

/** How a bill can be paid (the orders table's column and every payment request). */
export const PAYMENT_METHODS = ['cash', 'credit_card', 'taiwan_pay', 'apple_pay', 'line_pay'] as const

export type PaymentScope = {
  bill: SessionBalance
  /** The named order's own balance (its total − payments naming it) when it sits in a table's bill. */
  order: SessionBalance | null
}

/** The order's own balance: its total (nothing when cancelled) against the payments that name it. */
export function ownBalance(order: { total: Cents; status: string }, paidNamingIt: Cents): SessionBalance {
  return sessionBalance([order], [{ amount: paidNamingIt }])
}

/** An order that reads as paid, or whose own payments cover it, takes no second payment. */
export function isOrderPaid(order: { paymentStatus: string }, own: SessionBalance): boolean {
  return order.paymentStatus === 'paid' || (own.total > 0 && own.outstanding <= 0)
}

/** What may be taken: the bill's outstanding, narrowed to the order's own when one order is named. */
export function payable(scope: PaymentScope): SessionBalance {
  if (!scope.order) return scope.bill
  return { ...scope.bill, outstanding: Math.min(scope.bill.outstanding, scope.order.outstanding) }
}

/** After `amount`, what reads as paid: the whole bill, only the named order, or nothing yet. */
export function settles(scope: PaymentScope, amount: Cents): 'bill' | 'order' | null {
  if (scope.bill.outstanding - amount <= 0) return 'bill'
  if (scope.order && scope.order.outstanding - amount <= 0) return 'order'
  return null
}
