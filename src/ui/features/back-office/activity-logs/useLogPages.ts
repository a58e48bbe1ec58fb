import { useEffect } from 'react'
import { useCursorPages } from '../../../hooks/useCursorPages.ts'
import { withQuery } from '../../../hooks/useBackOffice.ts'
import { fetchQuery } from '../../../query.ts'
import type { ActivityLog } from '../../../../shared/api/back-office.ts'

export const LOG_PAGE_SIZE = 50
export type LogFilters = { action: string; search: string; date: string }

export const logsBase = (storeId: number) => `/api/stores/${storeId}/activity-logs`

const params = (f: LogFilters) => ({
  action: f.action === 'all' ? undefined : f.action,
  search: f.search.trim() || undefined,
  date: f.date || undefined,
  limit: LOG_PAGE_SIZE,
})

/**
 * The log a page at a time by the server's X-Next-Cursor. A search page may hold fewer entries than
 * LOG_PAGE_SIZE, even none, while older entries remain (the server searches a bounded stretch of the
 * log per page), so only the cursor says whether there is more.
 */
export function useLogPages(storeId: number | null, filters: LogFilters) {
  const key = storeId ? withQuery(logsBase(storeId), params(filters)) : null
  // the log changes all day: the cached first page at once, the fresh one a moment later (as useFreshQuery)
  useEffect(() => {
    if (key) void fetchQuery(key, true)
  }, [key])
  return { key, ...useCursorPages<ActivityLog>(key) }
}
