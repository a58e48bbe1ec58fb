import { useSignals } from '@preact/signals-react/runtime'
import { fill, zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { formatNtdCents } from '../../../money.ts'
import { oneLine } from '../../../../shared/domain/text-rules.ts'
import { Button } from '../../../components/Button.tsx'
import { Dialog } from '../../../components/Dialog.tsx'
import type { Table } from '../../../../shared/api/front-of-house.ts'
import { choiceSummary, lineSubtotal, type Cart } from '../../../components/mobile/cart.ts'
import { clockTime } from '../../../components/mobile/time.ts'
import { MemberSearch } from '../../../components/MemberSearch.tsx'
import { staffMember, staffNotes } from './state.ts'

const s = zhTW.mobile.staff
const mobileText = zhTW.mobile.common

/** 選擇桌位: tables with an open session (number, guests, start time). */
export function TablePicker({
  tables,
  selectedId,
  onPick,
  onClose,
}: {
  tables: Table[]
  selectedId: number | null
  onPick: (id: number) => void
  onClose: () => void
}) {
  return (
    <Dialog open title={s.pickTable} onClose={onClose}>
      {tables.length === 0 ? <p className="m-empty">{s.noOpenTables}</p> : null}
      <div className="m-dialog-list">
        {tables.map((t) => (
          <button
            key={t.id}
            type="button"
            className="m-card pick-card"
            aria-pressed={t.id === selectedId}
            onClick={() => onPick(t.id)}
          >
            <span className="m-card-title">{fill(mobileText.table, { number: t.number })}</span>
            <span className="muted">
              {fill(mobileText.guests, { n: t.guestCount ?? 0 })} ·{' '}
              {fill(s.startedAt, { time: clockTime(t.sessionStartTime) })}
            </span>
          </button>
        ))}
      </div>
    </Dialog>
  )
}

type Totals = { subtotal: number; serviceFee: number; discount: number; total: number }

/** 確認訂單: lines, total, 備註（選填）, 確認送單 (提交中...). */
export function ConfirmOrder({
  storeId,
  cart,
  table,
  totals,
  feePercent,
  pending,
  onSend,
  onClose,
}: {
  storeId: number
  cart: Cart
  table: Table | null
  totals: Totals
  feePercent: number
  pending: boolean
  onSend: () => void
  onClose: () => void
}) {
  useSignals()
  return (
    <Dialog
      open
      title={s.confirmTitle}
      description={table ? fill(mobileText.table, { number: table.number }) : undefined}
      onClose={() => !pending && onClose()}
    >
      <ul className="order-lines confirm-lines">
        {cart.map((l) => (
          <li key={l.key} className="order-line-main" data-testid="confirm-line">
            <span>
              {l.name} × {l.quantity}
              {choiceSummary(l) ? <small className="muted"> {choiceSummary(l)}</small> : null}
            </span>
            <span>{formatNtdCents(lineSubtotal(l))}</span>
          </li>
        ))}
      </ul>
      <div className="m-row muted-row">
        <span>{mobileText.subtotal}</span>
        <span>{formatNtdCents(totals.subtotal)}</span>
      </div>
      <div className="m-row muted-row">
        <span>{fill(s.serviceFee, { rate: feePercent })}</span>
        <span>{formatNtdCents(totals.serviceFee)}</span>
      </div>
      {staffMember.value ? (
        <div className="m-row muted-row">
          <span>{zhTW.frontOfHouse.common.discount}</span>
          <span>−{formatNtdCents(totals.discount)}</span>
        </div>
      ) : null}
      <div className="m-total">
        <span>{mobileText.total}</span>
        <span data-testid="confirm-total">{formatNtdCents(totals.total)}</span>
      </div>
      <MemberSearch
        storeId={storeId}
        member={staffMember.value}
        onChange={(m) => {
          staffMember.value = m
        }}
      />
      <label className="m-label" htmlFor="staff-notes">
        {s.notes}
      </label>
      <textarea
        id="staff-notes"
        className="m-textarea"
        maxLength={500}
        placeholder={s.notesPlaceholder}
        value={staffNotes.value}
        onChange={(e) => {
          staffNotes.value = oneLine(e.target.value)
        }}
      />
      <div className="m-dialog-actions" style={{ marginTop: 14 }}>
        <Button variant="secondary" size="lg" disabled={pending} onClick={onClose}>
          {zhTW.common.cancel}
        </Button>
        <Button size="lg" disabled={pending} onClick={onSend}>
          {pending ? s.sending : s.send}
        </Button>
      </div>
    </Dialog>
  )
}
