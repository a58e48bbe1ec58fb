/**
 * The activity log's search (操作紀錄).
 * Elysia `t` schemas the server validates with; the UI imports the static types (`import type`).
 */
import { t } from 'elysia'
import { PageLimit } from './common.ts'

export const ActivityListQuery = t.Object({
  action: t.Optional(t.String({ maxLength: 50 })),
  search: t.Optional(t.String({ maxLength: 100 })),
  date: t.Optional(t.String({ maxLength: 10 })),
  limit: PageLimit,
  before: t.Optional(t.Numeric({ minimum: 1 })),
  /** The previous page's X-Next-Cursor. */
  cursor: t.Optional(t.String({ maxLength: 100 })),
})
export type ActivityListQuery = typeof ActivityListQuery.static
