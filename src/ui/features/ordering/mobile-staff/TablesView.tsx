import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useLocation } from 'wouter'
import { formatNtd } from '../../../../shared/format/money.ts'
import { fill, zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { Badge } from '../../../components/Badge.tsx'
import { Button } from '../../../components/Button.tsx'
import { Dialog } from '../../../components/Dialog.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { toast } from '../../../components/Toaster.tsx'
import { ORDER_STATUS_TONES, orderStatusLabel, tableStatusLabel } from '../../../labels.ts'
import { moveOrder, orderQuery, tablesQuery } from '../../../front-of-house-api.ts'
import type { Table } from '../../../../shared/api/front-of-house.ts'
import { OrderLines } from '../../../components/mobile/OrderLines.tsx'
import { clockTime } from '../../../components/mobile/time.ts'
import { staffTableId } from './state.ts'
import { badgeText, filterTables, isSeated, needsService, TABLE_FILTERS, type TableFilter } from './tables.ts'

const s = zhTW.mobile.staff
const mobileText = zhTW.mobile.common
const FILTER_LABELS: Record<TableFilter, string> = {
  occupied: s.filterOccupied,
  needsService: s.filterNeedsService,
  all: s.filterAll,
}

function OrderDialog({ storeId, orderId, onClose }: { storeId: number; orderId: number; onClose: () => void }) {
  const q = useQuery(orderQuery(storeId, orderId))
  const o = q.data
  return (
    <Dialog open title={o ? fill(s.orderDetail, { orderNumber: o.orderNumber }) : s.viewOrder} onClose={onClose}>
      {!o ? (
        <Spinner />
      ) : (
        <div className="m-dialog-list">
          <div className="m-row muted-row">
            <span>
              {o.tableNumber ? fill(mobileText.table, { number: o.tableNumber }) : ''} · {clockTime(o.createdAt)}
            </span>
            <Badge tone={ORDER_STATUS_TONES[o.status]}>{orderStatusLabel(o.status)}</Badge>
          </div>
          <OrderLines items={o.items} />
          {o.notes ? (
            <p className="order-line-note">{fill(zhTW.mobile.kitchen.orderNotes, { notes: o.notes })}</p>
          ) : null}
          <div className="m-total">
            <span>{mobileText.total}</span>
            <span>{formatNtd(o.total)}</span>
          </div>
        </div>
      )}
      <Button variant="secondary" size="lg" className="btn-block" onClick={onClose}>
        {zhTW.common.close}
      </Button>
    </Dialog>
  )
}

function TableCard({ table, storeId, onView }: { table: Table; storeId: number; onView: (orderId: number) => void }) {
  const [, navigate] = useLocation()
  const seated = isSeated(table)
  const order = table.currentOrder
  const addMore = () => {
    staffTableId.value = table.id
    navigate(`/mobile/staff?tableId=${table.id}`)
  }
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
          {order ? (
            <Button variant="secondary" onClick={() => onView(order.id)}>
              {s.viewOrder}
            </Button>
          ) : null}
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
  const [viewing, setViewing] = useState<number | null>(null)
  const list = tables.data ?? []
  const shown = filterTables(list, filter)
  const counts = {
    occupied: filterTables(list, 'occupied').length,
    needsService: filterTables(list, 'needsService').length,
    all: list.length,
  }

  return (
    <>
      <div className="m-segment" role="tablist" aria-label={s.tablesTitle}>
        {TABLE_FILTERS.map((f) => (
          <button key={f} type="button" role="tab" aria-selected={filter === f} onClick={() => setFilter(f)}>
            {FILTER_LABELS[f]}
            <span className={`count-pill${f === 'needsService' && counts.needsService > 0 ? ' hot' : ''}`}>
              {badgeText(counts[f])}
            </span>
          </button>
        ))}
      </div>
      {tables.isPending ? <Spinner /> : null}
      {tables.data && shown.length === 0 ? (
        <div className="m-empty">
          <strong>{s.noMatch}</strong>
        </div>
      ) : null}
      <div className="staff-tables">
        {shown.map((t) => (
          <TableCard key={t.id} table={t} storeId={storeId} onView={setViewing} />
        ))}
      </div>
      {viewing !== null ? <OrderDialog storeId={storeId} orderId={viewing} onClose={() => setViewing(null)} /> : null}
    </>
  )
}
