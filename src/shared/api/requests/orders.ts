/**
 * Order requests (spec part 1 §7, part 2 §7): a new order, the order list and kitchen filters, status moves.
 * Elysia `t` schemas the server validates with; the UI imports the static types (`import type`).
 */
import { t } from 'elysia'
import { ORDER_STATUSES, KITCHEN_TARGETS } from '../../domain/order-status.ts'
import { DISCOUNT_KINDS } from '../../domain/discounts.ts'
import { ORDER_TYPES, STAFF_ORDER_TYPES } from '../../domain/order-type.ts'
import { GroupPicksInput, MoneyInput, SetPartsInput, oneOf, PageLimit, PaymentMethodInput } from './common.ts'

/** An option is named either plainly ("大碗") or as the menu lists it ({ name: "大碗", price: ... }). */
const OptionRef = t.Union([t.String({ maxLength: 100 }), t.Object({ name: t.String({ maxLength: 100 }) })])

const OrderLineBody = t.Object({
  menuItemId: t.Integer({ minimum: 1 }),
  quantity: t.Number(),
  options: t.Optional(
    t.Nullable(
      t.Object({
        size: t.Optional(t.Nullable(OptionRef)),
        spice: t.Optional(t.Nullable(t.String({ maxLength: 50 }))),
        addOns: t.Optional(t.Nullable(t.Array(OptionRef, { maxItems: 30 }))),
        // Like add-ons, a choice may be echoed as the menu lists it ({ name, price }); only its name counts.
        groups: GroupPicksInput(OptionRef),
        parts: SetPartsInput(OptionRef),
      }),
    ),
  ),
  notes: t.Optional(t.Nullable(t.String({ maxLength: 200 }))),
  // Clients echo name, basePrice and subtotal (spec part 2 §7); the server prices from the menu.
})

export const CreateOrderBody = t.Object({
  tableId: t.Optional(t.Nullable(t.Integer({ minimum: 1 }))),
  sessionId: t.Optional(t.Nullable(t.Integer({ minimum: 1 }))),
  memberId: t.Optional(t.Nullable(t.Integer({ minimum: 1 }))),
  items: t.Array(OrderLineBody, { maxItems: 100 }),
  subtotal: t.Optional(t.Nullable(MoneyInput)),
  serviceFee: t.Optional(t.Nullable(MoneyInput)),
  discount: t.Optional(t.Nullable(MoneyInput)),
  total: t.Optional(t.Nullable(MoneyInput)),
  paymentMethod: t.Optional(t.Nullable(PaymentMethodInput)),
  orderType: t.Optional(oneOf(STAFF_ORDER_TYPES)),
  notes: t.Optional(t.Nullable(t.String({ maxLength: 500 }))),
  clientOrderId: t.Optional(t.Nullable(t.String({ maxLength: 200 }))),
  // Discounts from the POS cart, checked by the server (value, reason, threshold).
  discounts: t.Optional(
    t.Nullable(
      t.Array(
        t.Object({
          line: t.Optional(t.Nullable(t.Integer({ minimum: 0 }))),
          kind: oneOf(DISCOUNT_KINDS),
          value: t.Optional(t.Nullable(MoneyInput)),
          reason: t.Optional(t.Nullable(t.String({ maxLength: 60 }))),
          note: t.Optional(t.Nullable(t.String({ maxLength: 200 }))),
        }),
        { maxItems: 100 },
      ),
    ),
  ),
  managerPin: t.Optional(t.Nullable(t.String({ maxLength: 20 }))),
})
export type CreateOrderBody = typeof CreateOrderBody.static

const TYPE = `(${ORDER_TYPES.join('|')})`

export const OrdersQuery = t.Object({
  status: t.Optional(oneOf(ORDER_STATUSES)),
  date: t.Optional(t.String({ maxLength: 10 })),
  tableId: t.Optional(t.Numeric({ minimum: 1 })),
  sessionId: t.Optional(t.Numeric({ minimum: 1 })),
  /** One type, or several joined by commas: `takeout,delivery` is the floor's list beside the tables. */
  orderType: t.Optional(t.String({ pattern: `^${TYPE}(,${TYPE})*$`, maxLength: 60 })),
  search: t.Optional(t.String({ maxLength: 50 })),
  limit: PageLimit,
  /** The previous page's X-Next-Cursor. */
  cursor: t.Optional(t.String({ maxLength: 100 })),
})

/** A Taipei business day (YYYY-MM-DD); today when left out. */
export const DayStatsQuery = t.Object({ date: t.Optional(t.String({ maxLength: 10 })) })

export const KitchenQuery = t.Object({
  status: t.Optional(oneOf(['pending', 'preparing', 'ready'])),
})

export const AdvanceBody = t.Object({ status: oneOf(ORDER_STATUSES) })
export const KitchenMoveBody = t.Object({ status: oneOf(KITCHEN_TARGETS) })
export const CancelBody = t.Object({ reason: t.String({ maxLength: 200 }) })
export type OrdersQuery = typeof OrdersQuery.static
export type DayStatsQuery = typeof DayStatsQuery.static
export type KitchenQuery = typeof KitchenQuery.static
export type AdvanceBody = typeof AdvanceBody.static
export type KitchenMoveBody = typeof KitchenMoveBody.static
export type CancelBody = typeof CancelBody.static
