import { useEffect, useState } from 'react'
import { getPage } from '../api.ts'
import { toastError } from '../notify.ts'
import { useQuery, type QueryState } from '../query.ts'
import { zhTW } from '../../shared/i18n/zh-TW.ts'

const withCursor = (key: string, cursor: string) =>
  `${key}${key.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`

/**
 * A list the server answers a page at a time (X-Next-Cursor): the first page comes from the query
 * cache (refetched on invalidation), later pages are appended on 載入更多 and dropped when the key
 * changes or the first page is fetched again.
 */
export function useCursorPages<T>(key: string | null): {
  first: QueryState<T[]>
  rows: T[]
  canLoadMore: boolean
  loadingMore: boolean
  loadMore: () => Promise<void>
} {
  const first = useQuery<T[]>(key)
  const [more, setMore] = useState<{ rows: T[]; next: string | null } | null>(null)
  const [loadingMore, setLoadingMore] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key or refetched first page drops the rest
  useEffect(() => setMore(null), [key, first.fetchedAt])

  const next = more ? more.next : (first.next ?? null)
  const loadMore = async () => {
    if (!key || !next || loadingMore) return
    setLoadingMore(true)
    try {
      const page = await getPage<T[]>(withCursor(key, next))
      setMore((m) => ({ rows: [...(m?.rows ?? []), ...page.data], next: page.next }))
    } catch (error) {
      toastError(zhTW.common.loadFailed, error)
    } finally {
      setLoadingMore(false)
    }
  }
  return { first, rows: [...(first.data ?? []), ...(more?.rows ?? [])], canLoadMore: !!next, loadingMore, loadMore }
}
