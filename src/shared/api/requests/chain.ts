import { t } from 'elysia'
import { MoneyInput } from './common.ts'

/** HQ's chain-wide figures over business days from..to (YYYY-MM-DD; both default to today). */
export const HqRangeQuery = t.Object({
  from: t.Optional(t.String({ maxLength: 10 })),
  to: t.Optional(t.String({ maxLength: 10 })),
})
export type HqRangeQuery = typeof HqRangeQuery.static

/** HQ's stock movements over a range, a page at a time (`cursor`: the previous page's X-Next-Cursor). */
export const HqStockQuery = t.Object({
  from: t.Optional(t.String({ maxLength: 10 })),
  to: t.Optional(t.String({ maxLength: 10 })),
  cursor: t.Optional(t.String({ maxLength: 64 })),
})
export type HqStockQuery = typeof HqStockQuery.static

/** HQ's net sales grouped by store (default), business day, hour or item. */
export const HqSalesQuery = t.Object({
  by: t.Optional(t.Union([t.Literal('store'), t.Literal('day'), t.Literal('hour'), t.Literal('item')])),
  from: t.Optional(t.String({ maxLength: 10 })),
  to: t.Optional(t.String({ maxLength: 10 })),
})
export type HqSalesQuery = typeof HqSalesQuery.static

/** A store applies a chain menu version it has received. */
export const ChainMenuApplyBody = t.Object({ version: t.Integer({ minimum: 1 }) })
export type ChainMenuApplyBody = typeof ChainMenuApplyBody.static

/** A template dish's price at one store ("180.00"); null goes back to the template's price. */
export const HqStorePriceBody = t.Object({
  storeCode: t.String({ maxLength: 64 }),
  itemKey: t.String({ maxLength: 32 }),
  price: t.Nullable(MoneyInput),
})
export type HqStorePriceBody = typeof HqStorePriceBody.static

/** A price tier several stores share (機場價): its name. */
export const HqPriceTierBody = t.Object({ name: t.String({ maxLength: 100 }) })
/** One dish's price in a tier; null goes back to the template's. */
export const HqTierPriceBody = t.Object({ itemKey: t.String({ maxLength: 32 }), price: t.Nullable(MoneyInput) })
/** The tier a store sells at; null for none. */
export const HqStoreTierBody = t.Object({
  storeCode: t.String({ maxLength: 64 }),
  tierId: t.Nullable(t.Integer({ minimum: 1 })),
})

/** HQ adds a store: its code (a JetStream domain and subject token) and a name for HQ's screens. */
export const HqStoreBody = t.Object({ code: t.String({ maxLength: 64 }), name: t.String({ maxLength: 100 }) })
export type HqStoreBody = typeof HqStoreBody.static
