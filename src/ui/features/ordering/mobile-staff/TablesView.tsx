import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useLocation } from 'wouter'
import { formatNtd } from '../../../money.ts'
import { fill, zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { Badge } from '../../../components/Badge.tsx'
import { Button } from '../../../components/Button.tsx'
import { Dialog } from '../../../components/Dialog.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { toast } from '../../../components/Toaster.tsx'
import { ORDER_STATUS_TONES, orderStatusLabel, tableStatusLabel } from '../../../labels.ts'
import { moveOrder, tablesQuery } from '../../../front-of-house-api.ts'
import { useNow } from '../../../hooks/useNow.ts'
import { authUser } from '../../../state/auth.ts'
import { isManager } from '../../../state/user-display.ts'
import { TableCheck } from '../../../components/check/TableCheck.tsx'
import type { Table } from '../../../../shared/api/front-of-house.ts'
import { clockTime } from '../../../components/mobile/time.ts'
import { staffTableId } from './state.ts'
import { badgeText, filterTables, isSeated, needsService, TABLE_FILTERS, type TableFilter } from './tables.ts'
import { RovingGroup } from '../../../components/RovingGroup.tsx'

const s = zhTW.mobile.staff
const mobileText = zhTW.mobile.common
const FILTER_LABELS: Record<TableFilter, string> = {
  occupied: s.filterOccupied,
  needsService: s.filterNeedsService,
  all: s.filterAll,
}

/** The table's whole check, as the counter sees it; from here the waiter adds a round. */
function CheckDialog({ storeId, table, onClose }: { storeId: number; table: Table; onClose: () => void }) {
  const [, navigate] = useLocation()
  const now = useNow()
  if (table.sessionId === null) return null
  return (
    <Dialog open title={fill(zhTW.floor.check.title, { number: table.number })} onClose={onClose}>
      <TableCheck
        storeId={storeId}
        table={{ ...table, sessionId: table.sessionId }}
        staff={!isManager(authUser.value)}
        now={now}
        actions={{ onAddMore: (t) => navigate(addMorePath(t)) }}
      />
    </Dialog>
  )
}

const addMorePath = (table: Table) => {
  staffTableId.value = table.id
  return `/mobile/staff?tableId=${table.id}`
}

function TableCard({ table, storeId, onView }: { table: Table; storeId: number; onView: (table: Table) => void }) {
  const [, navigate] = useLocation()
  const seated = isSeated(table)
  const order = table.currentOrder
  const addMore = () => navigate(addMorePath(table))
  const serve = useMutation({
    mutationFn: (orderId: number) => moveOrder(storeId, orderId, 'served'),
    meta: { errorTitle: mobileText.updateFailed },
    onSuccess: (served) =>
      toast({ title: s.servedToast, description: fill(s.servedBody, { orderNumber: served.orderNumber }) }),
  })
  const busy = serve.isPending

  return (
    <article
      className={`m-card staff-table${needsService(table) ? ' alert' : ''}`}
      data-testid="staff-table"
      aria-label={fill(mobileText.table, { number: table.number })}
    >
      <div className="m-card-head">
        <span className="m-card-title">{fill(mobileText.table, { number: table.number })}</span>
        <span className="m-actions-inline">
          {needsService(table) ? <Badge tone="danger">{s.readyAlert}</Badge> : null}
          <Badge tone={seated ? 'warning' : 'success'}>
            {seated
              ? s.statusOccupied
              : table.status === 'available'
                ? s.statusAvailable
                : tableStatusLabel(table.status)}
          </Badge>
        </span>
      </div>
      <div className="m-row muted-row">
        <span>{fill(mobileText.seats, { n: table.seats })}</span>
        {table.guestCount ? <span>{fill(mobileText.guests, { n: table.guestCount })}</span> : null}
      </div>
      {order ? (
        <div className="staff-order">
          <div className="m-row">
            <strong>
              {s.currentOrder} #{order.orderNumber}
            </strong>
            <Badge tone={ORDER_STATUS_TONES[order.status]}>{orderStatusLabel(order.status)}</Badge>
          </div>
          <div className="m-row muted-row">
            <span>
              {clockTime(order.orderTime)} · {fill(mobileText.items, { n: order.itemCount })}
            </span>
            <strong className="menu-card-price">{formatNtd(order.total)}</strong>
          </div>
        </div>
      ) : seated ? (
        <p className="muted">
          {s.noOrder} · {fill(s.openedAt, { time: clockTime(table.sessionStartTime) })}
        </p>
      ) : null}
      {seated ? (
        <div className="m-actions">
          <Button variant="secondary" onClick={() => onView(table)}>
            {s.viewCheck}
          </Button>
          {needsService(table) ? (
            <Button disabled={busy} onClick={() => order && serve.mutate(order.id)}>
              {s.served}
            </Button>
          ) : null}
          {table.sessionId !== null ? (
            <Button variant="secondary" onClick={addMore}>
              {s.addMore}
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  )
}

/** Spec part 2 §2.12 我的桌位: who is seated, whose food is waiting at the pass. */
export function TablesView({ storeId }: { storeId: number }) {
  const tables = useQuery(tablesQuery(storeId))
  const [filter, setFilter] = useState<TableFilter>('occupied')
  const list = tables.data ?? []
  const [viewingId, setViewing] = useState<number | null>(null)
  const viewing = list.find((t) => t.id === viewingId) ?? null
  const shown = filterTables(list, filter)
  const counts = {
    occupied: filterTables(list, 'occupied').length,
    needsService: filterTables(list, 'needsService').length,
    all: list.length,
  }

  return (
    <>
      <RovingGroup className="m-segment" role="tablist" aria-label={s.tablesTitle}>
        {TABLE_FILTERS.map((f) => (
          <button key={f} type="button" role="tab" aria-selected={filter === f} onClick={() => setFilter(f)}>
            {FILTER_LABELS[f]}
            <span className={`count-pill${f === 'needsService' && counts.needsService > 0 ? ' hot' : ''}`}>
              {badgeText(counts[f])}
            </span>
          </button>
        ))}
      </RovingGroup>
      {tables.isPending ? <Spinner /> : null}
      {tables.data && shown.length === 0 ? (
        <div className="m-empty">
          <strong>{s.noMatch}</strong>
        </div>
      ) : null}
      <div className="staff-tables">
        {shown.map((t) => (
          <TableCard key={t.id} table={t} storeId={storeId} onView={(v) => setViewing(v.id)} />
        ))}
      </div>
      {viewing ? <CheckDialog storeId={storeId} table={viewing} onClose={() => setViewing(null)} /> : null}
    </>
  )
}
