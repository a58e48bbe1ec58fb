/**
 * The sales report's period.
 * Elysia `t` schemas the server validates with; the UI imports the static types (`import type`).
 */
import { t } from 'elysia'
import { REPORT_RANGES } from '../../domain/report-ranges.ts'

export const ReportRangeQuery = t.Object({
  range: t.Optional(
    t.Union(
      REPORT_RANGES.map((r) => t.Literal(r)),
      { default: 'today' },
    ),
  ),
})
export type ReportRangeQuery = typeof ReportRangeQuery.static
