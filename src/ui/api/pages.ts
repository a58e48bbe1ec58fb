/**
 * A list the server answers a page at a time (X-Next-Cursor), read with useInfiniteQuery: the rows
 * of every page fetched so far, and 載入更多 for the next (a failure toasts and keeps what is shown).
 */
import { type InfiniteData, type QueryKey, type UseInfiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { zhTW } from '../../shared/i18n/zh-TW.ts'
import { toastError } from '../notify.ts'

export type Page<T> = { data: T[]; next: string | null }

export function useListPages<T, K extends QueryKey>(
  options: UseInfiniteQueryOptions<Page<T>, Error, InfiniteData<Page<T>>, K, string | null>,
) {
  const query = useInfiniteQuery(options)
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.data) ?? [], [query.data])
  const loadMore = async () => {
    if (!query.hasNextPage || query.isFetchingNextPage) return
    const result = await query.fetchNextPage()
    if (result.isError) toastError(zhTW.common.loadFailed, result.error)
  }
  return { query, rows, canLoadMore: query.hasNextPage, loadingMore: query.isFetchingNextPage, loadMore }
}
