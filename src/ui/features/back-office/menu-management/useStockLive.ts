import { useRef } from 'react'
import { createRefresher, useLiveEvents } from '../../../live.ts'
import { invalidate } from '../../../query.ts'

/**
 * Orders deduct stock by recipe and count as sales, so order events make the store's menu
 * (sales, inventory status, costs) and inventory reads stale; refetch them once per burst.
 */
export function useStockLive(storeId: number) {
  const refresher = useRef<ReturnType<typeof createRefresher<string>> | null>(null)
  refresher.current ??= createRefresher(invalidate)
  useLiveEvents(storeId, (event) => {
    if (event.type.startsWith('order.') || event.type === 'reconnected') {
      refresher.current!([`/api/stores/${storeId}/menu`, `/api/stores/${storeId}/inventory`])
    }
  })
}
