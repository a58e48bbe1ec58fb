import { t } from 'elysia'
import { MoneyInput } from './common.ts'

/** HQ's chain-wide figures over business days from..to (YYYY-MM-DD; both default to today). */
export const HqRangeQuery = t.Object({
  from: t.Optional(t.String({ maxLength: 10 })),
  to: t.Optional(t.String({ maxLength: 10 })),
})
export type HqRangeQuery = typeof HqRangeQuery.static

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

/** HQ sets a store's own price for a chain item (whole dollars); price null clears it to the template's. */
export const HqStorePriceBody = t.Object({
  storeCode: t.String({ minLength: 1, maxLength: 32 }),
  itemKey: t.String({ minLength: 1, maxLength: 20 }),
  price: t.Nullable(MoneyInput),
  /** Only for an item with a 外帶 price; null or left out: the template's 外帶 price. */
  takeoutPrice: t.Optional(t.Nullable(MoneyInput)),
})
export type HqStorePriceBody = typeof HqStorePriceBody.static
