import { useEffect, useState } from 'react'
import { api } from '../../../api.ts'
import { toastError } from '../../../notify.ts'
import { useFreshQuery, withQuery } from '../../../hooks/useBackOffice.ts'
import type { ActivityLog } from '../../../../shared/api/back-office.ts'
import { zhTW } from '../../../../shared/i18n/zh-TW.ts'

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
 * The first page comes from the query cache (refetched on invalidation); older pages are
 * fetched with `before` = the oldest id shown, and dropped when the filters change.
 */
export function useLogPages(storeId: number | null, filters: LogFilters) {
  const key = storeId ? withQuery(logsBase(storeId), params(filters)) : null
  const first = useFreshQuery<ActivityLog[]>(key)
  const [older, setOlder] = useState<ActivityLog[]>([])
  const [exhausted, setExhausted] = useState(false)
  const [loadingMore, setLoadingMore] = useState(false)

  useEffect(() => {
    setOlder([])
    setExhausted(false)
  }, [key, first.fetchedAt])

  const rows = [...(first.data ?? []), ...older]
  const lastPageFull = older.length > 0 ? !exhausted : (first.data?.length ?? 0) >= LOG_PAGE_SIZE

  const loadMore = async () => {
    const oldest = rows[rows.length - 1]
    if (!storeId || !oldest) return
    setLoadingMore(true)
    try {
      const page = await api.get<ActivityLog[]>(withQuery(logsBase(storeId), { ...params(filters), before: oldest.id }))
      setOlder((o) => [...o, ...page])
      setExhausted(page.length < LOG_PAGE_SIZE)
    } catch (error) {
      toastError(zhTW.common.loadFailed, error)
    } finally {
      setLoadingMore(false)
    }
  }

  return { key, first, rows, canLoadMore: lastPageFull, loadingMore, loadMore }
}
