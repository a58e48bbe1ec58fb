import { useRef } from 'react'
import { refreshStore } from '../../../api/refresh.ts'
import { createRefresher, useLiveEvents } from '../../../live.ts'

/**
 * Orders deduct stock by recipe and count as sales, so order events make the store's menu
 * (sales, inventory status, costs) and inventory reads stale; refetch them once per burst.
 */
export function useStockLive(storeId: number) {
  const refresher = useRef<ReturnType<typeof createRefresher<'menu' | 'inventory'>> | null>(null)
  refresher.current ??= createRefresher((resource: 'menu' | 'inventory') => refreshStore(storeId, resource))
  useLiveEvents(storeId, (event) => {
    if (event.type.startsWith('order.') || event.type === 'reconnected') refresher.current!(['menu', 'inventory'])
  })
}
