/**
 * A diner's reads (the table's QR token) and QR order (spec part 2 §3): token, lines and notes; the server prices it.
 * Elysia `t` schemas the server validates with; the UI imports the static types (`import type`).
 */
import { t } from 'elysia'
import { GroupPicksInput, SetPartsInput } from './common.ts'

/** The table's QR token (`?t=`), which every diner read carries. */
export const DinerTokenQuery = t.Object({ t: t.Optional(t.String({ maxLength: 64 })) })
export type DinerTokenQuery = typeof DinerTokenQuery.static

const GuestOrderItems = t.Array(
  t.Object({
    menuItemId: t.Integer({ minimum: 1 }),
    quantity: t.Integer({ minimum: 1, maximum: 99 }),
    options: t.Optional(
      t.Nullable(
        t.Object({
          size: t.Optional(t.Nullable(t.String({ maxLength: 100 }))),
          spice: t.Optional(t.Nullable(t.String({ maxLength: 50 }))),
          addOns: t.Optional(t.Nullable(t.Array(t.String({ maxLength: 100 }), { maxItems: 30 }))),
          groups: GroupPicksInput(t.String({ maxLength: 30 })),
          parts: SetPartsInput(t.String({ maxLength: 30 })),
        }),
      ),
    ),
    notes: t.Optional(t.Nullable(t.String({ maxLength: 200 }))),
  }),
  { minItems: 1, maxItems: 100 },
) // structure only: the real cap is QR_ORDER_LIMITS, with its own message

/** A guest's order, whoever's token it carries. */
const guestOrder = {
  token: t.String({ maxLength: 64 }),
  items: GuestOrderItems,
  notes: t.Optional(t.Nullable(t.String({ maxLength: 300 }))),
  clientOrderId: t.Optional(t.Nullable(t.String({ maxLength: 100 }))),
  // Prices, totals and status a client may send (spec part 2 §3) are ignored: the server prices the order.
}

export const QrOrderBody = t.Object({ tableId: t.Integer({ minimum: 1 }), ...guestOrder })
export type QrOrderBody = typeof QrOrderBody.static

/** A kiosk's takeout order: its own token instead of a table's; otherwise a QR order's lines, priced by the server. */
export const KioskOrderBody = t.Object({ kioskId: t.Integer({ minimum: 1 }), ...guestOrder })
export type KioskOrderBody = typeof KioskOrderBody.static

/** 設定 › 自助點餐機: a new kiosk's name; a change of name or 啟用. */
export const KioskCreateBody = t.Object({ name: t.String({ maxLength: 30 }) })
export const KioskPatchBody = t.Object({
  name: t.Optional(t.String({ maxLength: 30 })),
  enabled: t.Optional(t.Boolean()),
})
