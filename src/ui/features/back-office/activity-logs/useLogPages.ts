import { queryOptions } from '@tanstack/react-query'
import { api, unwrap, unwrapPage } from '../../../api/client.ts'
import { storeKey } from '../../../api/keys.ts'
import { usePagedQuery } from '../../../hooks/usePagedQuery.ts'

export const LOG_PAGE_SIZE = 50
export type LogFilters = { action: string; search: string; date: string }

const logs = (storeId: number) => api.api.stores({ storeId })['activity-logs']

const params = (f: LogFilters) => ({
  action: f.action === 'all' ? undefined : f.action,
  search: f.search.trim() || undefined,
  date: f.date || undefined,
  limit: LOG_PAGE_SIZE,
})

/** The log's counters; the log changes all day: the cached ones at once, fresh ones a moment later. */
export const logStatsQuery = (storeId: number) =>
  queryOptions({
    queryKey: storeKey(storeId, 'activity-logs', 'stats'),
    queryFn: () => unwrap(logs(storeId).stats.get()),
    staleTime: 0,
  })

/**
 * The log a page at a time by the server's X-Next-Cursor. A search page may hold fewer entries than
 * LOG_PAGE_SIZE, even none, while older entries remain (the server searches a bounded stretch of the
 * log per page), so only the cursor says whether there is more. Fresh on opening, as the counters.
 */
export function useLogPages(storeId: number | null, filters: LogFilters) {
  const query = params(filters)
  return usePagedQuery({
    queryKey: storeKey(storeId ?? 0, 'activity-logs', 'list', query),
    fetchPage: (cursor) => unwrapPage(logs(storeId ?? 0).get({ query: { ...query, cursor } })),
    enabled: storeId !== null,
    staleTime: 0,
  })
}
