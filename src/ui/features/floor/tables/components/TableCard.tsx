import { useId, useState } from 'react'
import { formatNtd } from '../../../../money.ts'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Badge } from '../../../../components/Badge.tsx'
import { Button } from '../../../../components/Button.tsx'
import { Card } from '../../../../components/Card.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { toastError } from '../../../../notify.ts'
import { ORDER_STATUS_TONES, orderStatusLabel, TABLE_STATUS_TONES, tableStatusLabel } from '../../../../labels.ts'
import { updateTable } from '../../../../front-of-house-api.ts'
import type { Table, TableStatus } from '../../../../../shared/api/front-of-house.ts'
import { canClearNow } from '../session.ts'
import { formatElapsed } from '../../../../components/mobile/time.ts'
import { ReprintButtons } from '../../../../components/ReprintButtons.tsx'

const tm = zhTW.frontOfHouse.tables
const counterText = zhTW.frontOfHouse.common
const sm = zhTW.frontOfHouse.split

/** Spec part 2 §4: on this page any of available, occupied, reserved can be set directly. */
const SETTABLE: TableStatus[] = ['available', 'occupied', 'reserved']

export type TableActions = {
  onOpen: (t: Table) => void
  onEdit: (t: Table) => void
  onQr: (t: Table) => void
  onDelete: (t: Table) => void
  onPay: (t: Table) => void
  onClear: (t: Table) => void
  onSplit: (t: Table) => void
  onMove: (t: Table) => void
  onMerge: (t: Table) => void
}

function StatusSelect({ storeId, table }: { storeId: number; table: Table }) {
  const id = useId()
  const [pending, setPending] = useState(false)
  const options = SETTABLE.includes(table.status) ? SETTABLE : [...SETTABLE, table.status]
  const change = async (status: TableStatus) => {
    setPending(true)
    try {
      await updateTable(storeId, table.id, { status })
      toast({ title: tm.statusUpdated })
    } catch (error) {
      toastError(counterText.updateFailed, error, counterText.networkError)
    } finally {
      setPending(false)
    }
  }
  return (
    <div className="tables-status">
      <label htmlFor={id} className="field-label">
        {tm.statusLabel}
      </label>
      <select
        id={id}
        className="input foh-select"
        value={table.status}
        disabled={pending}
        onChange={(e) => void change(e.target.value as TableStatus)}
      >
        {options.map((s) => (
          <option key={s} value={s}>
            {tableStatusLabel(s)}
          </option>
        ))}
      </select>
    </div>
  )
}

function SessionArea({
  storeId,
  table,
  now,
  actions,
}: {
  storeId: number
  table: Table
  now: number
  actions: TableActions
}) {
  const clearable = canClearNow(table)
  return (
    <div className="tables-session" data-testid="table-session">
      <dl className="foh-kv">
        <dt>{counterText.guestsLabel}</dt>
        <dd>{fill(counterText.guests, { n: table.guestCount ?? 0 })}</dd>
        <dt>{tm.elapsed}</dt>
        <dd>{table.sessionStartTime ? formatElapsed(table.sessionStartTime, now) : '—'}</dd>
        <dt>{tm.sessionTotal}</dt>
        <dd>{formatNtd(table.sessionTotalAmount)}</dd>
        <dt>{counterText.outstanding}</dt>
        <dd data-testid="table-outstanding">
          <strong>{formatNtd(table.sessionOutstanding)}</strong>
        </dd>
      </dl>
      {table.currentOrder ? (
        <p className="tables-current">
          <span className="muted">{tm.currentOrder}</span> {table.currentOrder.orderNumber}{' '}
          <Badge tone={ORDER_STATUS_TONES[table.currentOrder.status] ?? 'neutral'}>
            {orderStatusLabel(table.currentOrder.status)}
          </Badge>
        </p>
      ) : null}
      {table.currentOrder ? (
        <div className="tables-session-actions">
          <ReprintButtons storeId={storeId} orderId={table.currentOrder.id} size="sm" />
        </div>
      ) : null}
      <div className="tables-session-actions">
        <Button variant={clearable ? 'secondary' : 'primary'} disabled={clearable} onClick={() => actions.onPay(table)}>
          {tm.pay}
        </Button>
        <Button variant={clearable ? 'primary' : 'secondary'} onClick={() => actions.onClear(table)}>
          {tm.clear}
        </Button>
        {clearable ? null : (
          <Button variant="secondary" onClick={() => actions.onSplit(table)}>
            {sm.open}
          </Button>
        )}
        <Button variant="secondary" onClick={() => actions.onMove(table)}>
          {sm.move}
        </Button>
        <Button variant="secondary" onClick={() => actions.onMerge(table)}>
          {sm.merge}
        </Button>
      </div>
    </div>
  )
}

export function TableCard({
  storeId,
  table,
  now,
  manager,
  actions,
}: {
  storeId: number
  table: Table
  now: number
  manager: boolean
  actions: TableActions
}) {
  return (
    <Card
      className={`tables-card is-${table.status}`}
      data-testid="table-card"
      aria-label={fill(counterText.tableNumberOf, { number: table.number })}
    >
      <div className="tables-card-head">
        <div>
          <h3 className="tables-number">{table.number}</h3>
          <span className="muted">{fill(counterText.seatsCount, { n: table.seats })}</span>
        </div>
        <Badge tone={TABLE_STATUS_TONES[table.status] ?? 'neutral'}>{tableStatusLabel(table.status)}</Badge>
      </div>
      <StatusSelect storeId={storeId} table={table} />
      {table.sessionId !== null ? <SessionArea storeId={storeId} table={table} now={now} actions={actions} /> : null}
      <div className="tables-card-actions">
        {table.status === 'available' && table.sessionId === null ? (
          <Button onClick={() => actions.onOpen(table)}>{tm.open}</Button>
        ) : null}
        <Button variant="secondary" onClick={() => actions.onEdit(table)}>
          {counterText.edit}
        </Button>
        <Button variant="secondary" onClick={() => actions.onQr(table)}>
          {tm.qr}
        </Button>
        {manager ? (
          <Button variant="ghost" className="tables-delete" onClick={() => actions.onDelete(table)}>
            {counterText.delete}
          </Button>
        ) : null}
      </div>
    </Card>
  )
}
