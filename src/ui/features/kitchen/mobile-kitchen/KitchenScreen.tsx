import { useMutation, useQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { errorMessage } from '../../../api/errors.ts'
import { Button } from '../../../components/Button.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { toast } from '../../../components/Toaster.tsx'
import { useLiveRefresh } from '../../../live.ts'
import type { Order } from '../../../../shared/api/front-of-house.ts'
import { SopDialog } from '../../../components/recipe-sop/SopDialog.tsx'
import { MobileHeader } from '../../../components/mobile/MobileHeader.tsx'
import { StaffGate, StaffHeaderActions } from '../../../components/mobile/StaffGate.tsx'
import { useNow } from '../../../hooks/useNow.ts'
import { KitchenCard } from './KitchenCard.tsx'
import { menuQuery, moveOrder } from '../../../front-of-house-api.ts'
import { PortionsDialog } from '../../../components/PortionsDialog.tsx'
import { KITCHEN_TABS, ordersOfTab, tabCounts, type KitchenTab } from './kitchen.ts'
import { kitchenQuery } from './queries.ts'
import './kitchen.css'
import { RovingGroup } from '../../../components/RovingGroup.tsx'

const k = zhTW.mobile.kitchen
const TAB_LABELS: Record<KitchenTab, string> = {
  pending: k.tabPending,
  preparing: k.tabPreparing,
  ready: k.tabReady,
  all: k.tabAll,
}
const MOVE_TOAST = { preparing: k.accepted, ready: k.completed, served: k.servedToast } as const

function Kitchen({ storeId }: { storeId: number }) {
  useLiveRefresh(storeId)
  const query = useQuery(kitchenQuery(storeId))
  const [tab, setTab] = useState<KitchenTab>('pending')
  const [sop, setSop] = useState<{ menuItemId: number; name: string } | null>(null)
  const [marking, setMarking] = useState<{ menuItemId: number; name: string } | null>(null)
  // The dish's mark as it stands (live), so the dialog offers to clear one.
  const menu = useQuery({ ...menuQuery(storeId), enabled: marking !== null })
  const marked = marking && menu.data?.find((i) => i.id === marking.menuItemId)
  const now = useNow()
  const orders = query.data ?? []
  const counts = tabCounts(orders)
  const shown = ordersOfTab(orders, tab)

  const moving = useMutation({
    mutationFn: ({ order, to }: { order: Order; to: 'preparing' | 'ready' | 'served' }) =>
      moveOrder(storeId, order.id, to),
    meta: { errorTitle: zhTW.mobile.common.updateFailed },
    onSuccess: (_moved, { order, to }) => toast({ title: MOVE_TOAST[to], description: `#${order.orderNumber}` }),
    // another device may have moved it first: show the tickets as they are now
    onError: () => void query.refetch(),
  })
  const move = (order: Order, to: 'preparing' | 'ready' | 'served') => moving.mutate({ order, to })
  const busyId = moving.isPending ? (moving.variables?.order.id ?? null) : null

  let body: ReactNode
  if (query.isPending) body = <Spinner />
  else if (query.error && !query.data) {
    body = (
      <div className="m-empty" role="alert">
        <strong>{k.loadFailed}</strong>
        <span>{errorMessage(query.error, zhTW.common.loadFailed)}</span>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {zhTW.mobile.common.retry}
        </Button>
      </div>
    )
  } else if (shown.length === 0)
    body = (
      <div className="m-empty">
        <strong>{k.empty}</strong>
      </div>
    )
  else {
    body = (
      <div className="k-list">
        {shown.map((o) => (
          <KitchenCard
            key={o.id}
            order={o}
            now={now}
            busy={busyId === o.id}
            onMove={move}
            onSop={setSop}
            onPortions={setMarking}
          />
        ))}
      </div>
    )
  }

  return (
    <div className="m-screen">
      <MobileHeader title={k.title} right={<StaffHeaderActions storeId={storeId} />} />
      <main className="m-main">
        <RovingGroup className="m-segment" role="tablist" aria-label={k.title}>
          {KITCHEN_TABS.map((t) => (
            <button key={t} type="button" role="tab" aria-selected={tab === t} onClick={() => setTab(t)}>
              {TAB_LABELS[t]}
              <span className={`count-pill${t === 'pending' && counts.pending > 0 ? ' hot' : ''}`}>{counts[t]}</span>
            </button>
          ))}
        </RovingGroup>
        {body}
      </main>
      {sop ? (
        <SopDialog
          menuItemId={sop.menuItemId}
          menuItemName={sop.name}
          storeId={storeId}
          canEdit={false}
          onClose={() => setSop(null)}
        />
      ) : null}
      {marking ? (
        <PortionsDialog
          storeId={storeId}
          item={marked ?? { id: marking.menuItemId, name: marking.name, soldOut: false, remaining: null }}
          onClose={() => setMarking(null)}
        />
      ) : null}
    </div>
  )
}

/** Spec part 2 §2.13 廚房出餐: live tickets by status, SOPs, and the moves to preparing, ready and served. */
export default function KitchenScreen() {
  return <StaffGate title={k.title}>{(store) => <Kitchen storeId={store.id} />}</StaffGate>
}
