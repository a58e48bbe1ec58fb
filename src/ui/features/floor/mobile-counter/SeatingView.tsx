import { useSignals } from '@preact/signals-react/runtime'
import { useEffect, useState } from 'react'
import { Link } from 'wouter'
import { fill, zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { Badge } from '../../../components/Badge.tsx'
import { Button } from '../../../components/Button.tsx'
import { toast } from '../../../components/Toaster.tsx'
import { toastError } from '../../../notify.ts'
import { qrDataUrl } from '../../../components/tables/qr.ts'
import { fetchQrLink, openTable } from '../../../front-of-house-api.ts'
import type { QrLink, Table } from '../../../../shared/api/front-of-house.ts'
import { device } from '../../../state/device.ts'
import { mobileRedirectTarget, readForceDesktop, readSavedRole } from '../../../state/mobile.ts'
import { GUEST_COUNTS, goOrderHref, seatingOptions, toggleCount } from './counter.ts'

const m = zhTW.mobile.counter
const mobileText = zhTW.mobile.common

type Seated = { table: Table; guests: number }

/** After seating: go order at the POS, or let the guests order themselves from the table's QR. */
function SeatedPanel({ storeId, seated, onDone }: { storeId: number; seated: Seated; onDone: () => void }) {
  useSignals()
  const [link, setLink] = useState<QrLink | null>(null)
  const [image, setImage] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)
  const posRedirected =
    mobileRedirectTarget({
      path: '/pos',
      isMobile: device.value.isMobile,
      forceDesktop: readForceDesktop(),
      savedRole: readSavedRole(),
    }) !== null
  useEffect(() => {
    let live = true
    fetchQrLink(storeId, seated.table.id)
      .then(async (l) => {
        if (!live) return
        setLink(l)
        const img = await qrDataUrl(l.customerUrl)
        if (live) setImage(img)
      })
      .catch(() => live && setFailed(true))
    return () => {
      live = false
    }
  }, [storeId, seated.table.id])

  return (
    <section className="m-card seated" aria-label={m.openedTitle}>
      <h2 className="m-card-title">✓ {m.openedTitle}</h2>
      <p>{fill(m.openedBody, { number: seated.table.number, n: seated.guests })}</p>
      <Link href={goOrderHref(storeId, seated.table.id, posRedirected)} className="btn btn-primary btn-lg btn-block">
        {m.goOrder}
      </Link>
      <div className="seated-qr">
        {image ? <img src={image} alt={m.customerQr} width={220} height={220} /> : null}
        {failed ? <p className="pin-error">{m.qrFailed}</p> : null}
        {link ? (
          <a href={link.customerUrl} target="_blank" rel="noreferrer" className="btn btn-secondary btn-lg btn-block">
            {m.customerQr}
          </a>
        ) : null}
        <p className="muted">{m.customerQrHint}</p>
      </div>
      <Button variant="ghost" size="lg" onClick={onDone}>
        {mobileText.done}
      </Button>
    </section>
  )
}

/** Spec part 2 §2.11 帶位: choose the party size, then an available table that fits. */
export function SeatingView({ storeId, tables }: { storeId: number; tables: Table[] }) {
  const [count, setCount] = useState<number | null>(null)
  const [pendingId, setPendingId] = useState<number | null>(null)
  const [seated, setSeated] = useState<Seated | null>(null)

  if (seated)
    return (
      <SeatedPanel
        storeId={storeId}
        seated={seated}
        onDone={() => {
          setSeated(null)
          setCount(null)
        }}
      />
    )

  const open = async (table: Table) => {
    if (count === null) {
      toast({ variant: 'destructive', title: m.chooseGuests, description: m.chooseGuestsBody })
      return
    }
    setPendingId(table.id)
    try {
      const opened = await openTable(storeId, table.id, count)
      setSeated({ table: opened, guests: count })
    } catch (error) {
      toastError(m.openFailed, error)
    } finally {
      setPendingId(null)
    }
  }

  const options = seatingOptions(tables, count)
  return (
    <>
      <section aria-label={m.guestCount}>
        <h2 className="m-section-title">{m.guestCount}</h2>
        <div className="guest-grid">
          {GUEST_COUNTS.map((n) => (
            <button
              key={n}
              type="button"
              className="guest-btn"
              aria-pressed={count === n}
              onClick={() => setCount((cur) => toggleCount(cur, n))}
            >
              {fill(m.guestsOption, { n })}
            </button>
          ))}
        </div>
        {count === null ? <p className="muted">{m.chooseGuestsBody}</p> : null}
      </section>
      <section aria-label={m.availableTables} className="seat-list">
        <h2 className="m-section-title">{m.availableTables}</h2>
        {options.length === 0 ? (
          <div className="m-empty">
            <strong>{count === null ? m.noTables : fill(m.noFit, { n: count })}</strong>
          </div>
        ) : null}
        {options.map(({ table, fit }) => (
          <div key={table.id} className="m-card seat-card" data-testid="seat-card">
            <div className="seat-info">
              <span className="m-card-title">{fill(mobileText.table, { number: table.number })}</span>
              <span className="muted">{fill(mobileText.seats, { n: table.seats })}</span>
            </div>
            {fit ? (
              <Badge tone={fit === 'recommended' ? 'success' : 'neutral'}>
                {fit === 'recommended' ? m.recommended : m.canSeat}
              </Badge>
            ) : null}
            <Button size="lg" disabled={pendingId !== null} onClick={() => void open(table)}>
              {pendingId === table.id ? m.opening : m.openTable}
            </Button>
          </div>
        ))}
      </section>
    </>
  )
}
