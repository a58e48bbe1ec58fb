import { useState } from 'react'
import { fill, zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { formatNtd } from '../../../money.ts'
import { Badge } from '../../../components/Badge.tsx'
import type { Table } from '../../../../shared/api/front-of-house.ts'
import { formatElapsed } from '../../../components/mobile/time.ts'
import { useNow } from '../../../hooks/useNow.ts'
import { CheckoutDialogs } from './CheckoutDialogs.tsx'
import { checkoutTables, isOwed } from './counter.ts'

const m = zhTW.mobile.counter
const mobileText = zhTW.mobile.common
const f = zhTW.frontOfHouse

function PayBadge({ table }: { table: Table }) {
  if (isOwed(table.sessionOutstanding)) return <Badge tone="warning">{f.paymentStatus.unpaid}</Badge>
  if (!isOwed(table.sessionTotalAmount)) return <Badge tone="neutral">{m.notOrdered}</Badge>
  return <Badge tone="success">{f.paymentStatus.paid}</Badge>
}

/** Spec part 2 §2.11 結帳: seated tables with guests, time at the table and what they have spent. */
export function CheckoutView({ storeId, tables }: { storeId: number; tables: Table[] }) {
  const now = useNow()
  const [selectedId, setSelectedId] = useState<number | null>(null)
  const list = checkoutTables(tables)
  // The dialog keeps the table it opened with while the list refreshes (or after the table is cleared).
  const [selected, setSelected] = useState<Table | null>(null)
  const current = list.find((t) => t.id === selectedId) ?? selected

  return (
    <>
      <h2 className="m-section-title">
        {m.pendingTables}
        <span className="count-pill">{fill(m.pendingCount, { n: list.length })}</span>
      </h2>
      {list.length === 0 ? (
        <div className="m-empty">
          <strong>{m.noPending}</strong>
          <span>{m.noPendingBody}</span>
        </div>
      ) : (
        <div className="checkout-grid">
          {list.map((t) => (
            <button
              key={t.id}
              type="button"
              className="m-card checkout-card"
              data-testid="checkout-card"
              onClick={() => {
                setSelectedId(t.id)
                setSelected(t)
              }}
            >
              <div className="m-card-head">
                <span className="m-card-title">{fill(mobileText.table, { number: t.number })}</span>
                <PayBadge table={t} />
              </div>
              <div className="m-row muted-row">
                <span>{fill(mobileText.guests, { n: t.guestCount ?? 0 })}</span>
                <span>
                  {m.elapsed} {formatElapsed(t.sessionStartTime, now)}
                </span>
              </div>
              <div className="checkout-amount-block">
                <span className="muted">{m.amount}</span>
                <strong className="checkout-amount">{formatNtd(t.sessionTotalAmount ?? '0')}</strong>
              </div>
            </button>
          ))}
        </div>
      )}
      {current && current.sessionId !== null ? (
        <CheckoutDialogs
          key={current.sessionId}
          storeId={storeId}
          table={current}
          sessionId={current.sessionId}
          onClose={() => {
            setSelectedId(null)
            setSelected(null)
          }}
        />
      ) : null}
    </>
  )
}
