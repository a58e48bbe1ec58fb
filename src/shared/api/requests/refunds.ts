/**
 * Refunds of a paid order: by amount or by lines; staff send a manager's PIN.
 * Elysia `t` schemas the server validates with; the UI imports the static types (`import type`).
 */
import { t } from 'elysia'
import { MoneyInput, PaymentMethodInput } from './common.ts'

// Reason and PIN are loose strings here so a missing or odd one gets the service's zh-TW message.
export const RefundBody = t.Object({
  amount: t.Optional(t.Nullable(MoneyInput)),
  paymentMethod: PaymentMethodInput,
  reason: t.Optional(t.Nullable(t.String({ maxLength: 40 }))),
  note: t.Optional(t.Nullable(t.String({ maxLength: 200 }))),
  managerPin: t.Optional(t.Nullable(t.String({ maxLength: 20 }))),
  clientRefundId: t.Optional(t.Nullable(t.String({ maxLength: 200 }))),
  lines: t.Optional(
    t.Nullable(t.Array(t.Object({ lineId: t.Integer({ minimum: 1 }), quantity: t.Integer() }), { maxItems: 200 })),
  ),
  /** Back by a method the order was not paid with, approved by the manager refunding or typing the PIN. */
  methodOverride: t.Optional(t.Nullable(t.Boolean())),
})
export type RefundBody = typeof RefundBody.static
