/**
 * A cashier's shift (交班): open with a float, cash moved in and out, close with a count (X report).
 * Elysia `t` schemas the server validates with; the UI imports the static types (`import type`).
 */
import { t } from 'elysia'
import { CASH_MOVEMENT_REASONS } from '../../domain/shift.ts'
import { MoneyInput, oneOf } from './common.ts'

export const OpenShiftBody = t.Object({ openingFloat: MoneyInput })
export type OpenShiftBody = typeof OpenShiftBody.static

export const CashMovementBody = t.Object({
  reason: oneOf(CASH_MOVEMENT_REASONS),
  amount: MoneyInput,
  note: t.Optional(t.Nullable(t.String({ maxLength: 200 }))),
  /** The client's key for this movement: a retry or a double tap records it once. */
  clientMovementId: t.Optional(t.Nullable(t.String({ maxLength: 100 }))),
})
export type CashMovementBody = typeof CashMovementBody.static

export const CloseShiftBody = t.Object({
  countedCash: MoneyInput,
  notes: t.Optional(t.Nullable(t.String({ maxLength: 1000 }))),
})
export type CloseShiftBody = typeof CloseShiftBody.static

export const ShiftListQuery = t.Object({ date: t.Optional(t.String({ maxLength: 10 })) })
export type ShiftListQuery = typeof ShiftListQuery.static
