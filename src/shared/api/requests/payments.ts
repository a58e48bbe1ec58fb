/**
 * Payments toward a table's bill or an order, and split bills.
 * Elysia `t` schemas the server validates with; the UI imports the static types (`import type`).
 */
import { t } from 'elysia'
import { SPLIT_KINDS } from '../../domain/bill-split.ts'
import { MoneyInput, oneOf, PaymentMethodInput } from './common.ts'
import { InvoiceChoiceInput } from './einvoice.ts'

export const PaymentBody = t.Object({
  sessionId: t.Optional(t.Nullable(t.Integer({ minimum: 1 }))),
  orderId: t.Optional(t.Nullable(t.Integer({ minimum: 1 }))),
  amount: MoneyInput,
  paymentMethod: PaymentMethodInput,
  tendered: t.Optional(t.Nullable(MoneyInput)),
  clientPaymentId: t.Optional(t.Nullable(t.String({ maxLength: 200 }))),
  invoice: t.Optional(t.Nullable(InvoiceChoiceInput)),
})
export type PaymentBody = typeof PaymentBody.static

/** A whole order line (its id), or some of its quantity. */
const SplitEntryInput = t.Union([t.Integer(), t.Object({ id: t.Integer(), quantity: t.Integer({ minimum: 1 }) })])

/** 分開結帳: equal shares, amounts, or lines (or some of a line's quantity) moved to their own checks. */
export const SplitBody = t.Object({
  kind: oneOf(SPLIT_KINDS),
  shares: t.Optional(t.Number()),
  amounts: t.Optional(t.Array(MoneyInput, { maxItems: 20 })),
  checks: t.Optional(t.Array(t.Array(SplitEntryInput, { maxItems: 200 }), { maxItems: 20 })),
})
export type SplitBody = typeof SplitBody.static

/** One part of a split bill paid on its own. */
export const PartPaymentBody = t.Object({
  paymentMethod: PaymentMethodInput,
  tendered: t.Optional(t.Nullable(MoneyInput)),
  clientPaymentId: t.Optional(t.Nullable(t.String({ maxLength: 200 }))),
  invoice: t.Optional(t.Nullable(InvoiceChoiceInput)),
})
export type PartPaymentBody = typeof PartPaymentBody.static
