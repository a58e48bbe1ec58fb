/**
 * Stores: a new store, its edit and settings, its status, the store one works in.
 * Elysia `t` schemas the server validates with; the UI imports the static types (`import type`).
 */
import { t } from 'elysia'
import { STORE_STATUSES } from '../../domain/store-status.ts'
import { ROUNDING_RULES } from '../../domain/money.ts'
import { DAY_CUTOFFS } from '../../domain/business-day.ts'
import { oneOf } from './common.ts'

const StoreStatus = oneOf(STORE_STATUSES)
const Name = t.String({ minLength: 1, maxLength: 100, pattern: '\\S' })
const Code = t.String({ minLength: 1, maxLength: 30, pattern: '\\S' })
const optionalText = (max: number) => t.Optional(t.Nullable(t.String({ maxLength: max })))
/** Spec part 1 §9 defaults are 0.1 and 0.05; above 30% is surely a typing mistake. */
const Rate = t.Number({ minimum: 0, maximum: 0.3 })

export const CreateStoreBody = t.Object({
  name: Name,
  code: Code,
  address: optionalText(200),
  phone: optionalText(30),
  // Sent by the spec's client (part 1 §7) and checked, but a new store always starts as preparing
  // with defaults (part 1 §4); an unknown status is refused (422) rather than silently dropped.
  status: t.Optional(StoreStatus),
  settings: t.Optional(t.Any()),
})
export type CreateStoreBody = typeof CreateStoreBody.static

export const StorePatchBody = t.Object({
  name: t.Optional(Name),
  code: t.Optional(Code),
  address: optionalText(200),
  phone: optionalText(30),
  settings: t.Optional(
    t.Object({
      serviceFee: t.Optional(Rate),
      taxRate: t.Optional(Rate),
      feeOnTakeout: t.Optional(t.Boolean()),
      rounding: t.Optional(oneOf(ROUNDING_RULES)),
      allowCentPrices: t.Optional(t.Boolean()),
      // The reasons staff pick from and the threshold above which a manager approves.
      discountReasons: t.Optional(
        t.Array(t.String({ minLength: 1, maxLength: 30, pattern: '\\S' }), { minItems: 1, maxItems: 30 }),
      ),
      discountApprovalPercent: t.Optional(t.Number({ minimum: 0, maximum: 100 })),
      discountApprovalAmount: t.Optional(t.Number({ minimum: 0, maximum: 1_000_000 })),
      dayCutoff: t.Optional(oneOf(DAY_CUTOFFS)),
      autoClearWhenPaid: t.Optional(t.Boolean()),
    }),
  ),
  receiptFooter: optionalText(500),
})
export type StorePatchBody = typeof StorePatchBody.static

export const StoreStatusBody = t.Object({ status: StoreStatus })
export type StoreStatusBody = typeof StoreStatusBody.static

export const CurrentStoreBody = t.Object({ storeId: t.Integer({ minimum: 1 }) })
export type CurrentStoreBody = typeof CurrentStoreBody.static
