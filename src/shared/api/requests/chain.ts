import { t } from 'elysia'

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

/** HQ adds a store: its code (a JetStream domain and subject token) and a name for HQ's screens. */
export const HqStoreBody = t.Object({ code: t.String({ maxLength: 64 }), name: t.String({ maxLength: 100 }) })
export type HqStoreBody = typeof HqStoreBody.static
