import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { tableStatusLabel } from '../../../../labels.ts'
import type { Table } from '../../../../../shared/api/front-of-house.ts'

const q = zhTW.frontOfHouse.qr
const counterText = zhTW.frontOfHouse.common

/** The floor at a glance; tapping a table shows its QR code. */
export function LayoutGrid({ tables, onPick }: { tables: Table[]; onPick: (t: Table) => void }) {
  if (tables.length === 0) return <p className="muted">{q.layoutEmpty}</p>
  return (
    <div className="qr-layout">
      {tables.map((t) => (
        <button
          key={t.id}
          type="button"
          className={`qr-tile is-${t.status}`}
          onClick={() => onPick(t)}
          data-testid="qr-tile"
        >
          <span className="qr-tile-number">{t.number}</span>
          <span className="qr-tile-meta">{fill(counterText.seatsCount, { n: t.seats })}</span>
          <span className="qr-tile-status">
            {tableStatusLabel(t.status)}
            {t.guestCount ? ` · ${fill(counterText.guests, { n: t.guestCount })}` : ''}
          </span>
          <span className="qr-tile-qr" aria-hidden="true">
            QR
          </span>
        </button>
      ))}
    </div>
  )
}
