/**
 * Discounts (折扣, 招待) and line voids of an unpaid order.
 * Elysia `t` schemas the server validates with; the UI imports the static types (`import type`).
 */
import { t } from 'elysia'
import { DISCOUNT_KINDS } from '../../domain/discounts.ts'
import { MoneyInput, oneOf } from './common.ts'

// Value, reason and PIN are loose here so a missing or odd one gets the service's zh-TW message.
export const DiscountBody = t.Object({
  lineId: t.Optional(t.Nullable(t.Integer({ minimum: 1 }))),
  kind: oneOf(DISCOUNT_KINDS),
  value: t.Optional(t.Nullable(MoneyInput)),
  reason: t.Optional(t.Nullable(t.String({ maxLength: 60 }))),
  note: t.Optional(t.Nullable(t.String({ maxLength: 200 }))),
  managerPin: t.Optional(t.Nullable(t.String({ maxLength: 20 }))),
  clientDiscountId: t.Optional(t.Nullable(t.String({ maxLength: 200 }))),
})

export const VoidBody = t.Object({
  lineId: t.Optional(t.Nullable(t.Integer({ minimum: 1 }))),
  reason: t.Optional(t.Nullable(t.String({ maxLength: 40 }))),
  note: t.Optional(t.Nullable(t.String({ maxLength: 200 }))),
  managerPin: t.Optional(t.Nullable(t.String({ maxLength: 20 }))),
  clientVoidId: t.Optional(t.Nullable(t.String({ maxLength: 200 }))),
})

export type DiscountBody = typeof DiscountBody.static
export type VoidBody = typeof VoidBody.static
