import { useInfiniteQuery } from '@tanstack/react-query'

type Page<Row> = { data: Row[]; next: string | null }

/**
 * A list the server answers a page at a time (X-Next-Cursor): the first page, then the next ones on
 * 載入更多. An invalidation refetches the pages loaded so far, each from the fresh cursor before it.
 */
export function usePagedQuery<Row>(opts: {
  queryKey: readonly unknown[]
  fetchPage: (cursor: string | undefined) => Promise<Page<Row>>
  enabled?: boolean
  /** 0 for a list that changes all day: the cached pages at once, fresh ones a moment later. */
  staleTime?: number
}) {
  const query = useInfiniteQuery({
    queryKey: opts.queryKey,
    queryFn: ({ pageParam }) => opts.fetchPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: Page<Row>) => last.next ?? undefined,
    enabled: opts.enabled,
    staleTime: opts.staleTime,
  })
  return {
    /** The query itself, for its loading and error states (QueryStatus) before the first page. */
    query,
    rows: query.data?.pages.flatMap((page) => page.data) ?? [],
    loading: query.isPending && opts.enabled !== false,
    canLoadMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => query.fetchNextPage(),
  }
}
