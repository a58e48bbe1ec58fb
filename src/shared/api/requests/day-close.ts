/**
 * A business day's payments and its close (日結, Z report).
 * Elysia `t` schemas the server validates with; the UI imports the static types (`import type`).
 */
import { t } from 'elysia'
import { MoneyInput } from './common.ts'

/** A Taipei business day (YYYY-MM-DD); today when left out. */
export const DateQuery = t.Object({ date: t.Optional(t.String({ maxLength: 10 })) })
export type DateQuery = typeof DateQuery.static

export const ZReportPrintBody = t.Optional(t.Object({ date: t.Optional(t.String({ maxLength: 10 })) }))
export type ZReportPrintBody = typeof ZReportPrintBody.static

/** The cash counted in the drawer at the close; the expected cash is the server's. */
export const DayCloseBody = t.Object({
  date: t.String({ maxLength: 10 }),
  countedCash: MoneyInput,
  openingFloat: t.Optional(t.Nullable(MoneyInput)),
  notes: t.Optional(t.Nullable(t.String({ maxLength: 1000 }))),
})
export type DayCloseBody = typeof DayCloseBody.static
