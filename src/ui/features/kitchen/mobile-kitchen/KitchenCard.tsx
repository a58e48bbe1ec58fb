import { useState } from 'react'
import { fill, zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { awayLabel } from '../../../../shared/format/place.ts'
import { Badge } from '../../../components/Badge.tsx'
import { Button } from '../../../components/Button.tsx'
import type { Order } from '../../../../shared/api/front-of-house.ts'
import { optionsText } from '../../../components/mobile/OrderLines.tsx'
import { clockTime, relativeTime } from '../../../components/mobile/time.ts'
import { FOLD_AFTER, foldItems, tabOf } from './kitchen.ts'
import { useSwipe } from './useSwipe.ts'

const k = zhTW.mobile.kitchen
const mobileText = zhTW.mobile.common

type Move = 'preparing' | 'ready' | 'served'
type Props = {
  order: Order
  now: number
  busy: boolean
  onMove: (order: Order, to: Move) => void
  onSop: (item: { menuItemId: number; name: string }) => void
  /** 估清 for a dish on the ticket: the dialog opens, one more tap marks it. */
  onPortions: (item: { menuItemId: number; name: string }) => void
}

const TAB_LABEL = { pending: k.tabPending, preparing: k.tabPreparing, ready: k.tabReady } as const
const TAB_TONE = { pending: 'warning', preparing: 'info', ready: 'success' } as const

function Items({ order, onSop, onPortions }: Pick<Props, 'order' | 'onSop' | 'onPortions'>) {
  const [open, setOpen] = useState(false)
  const { shown, hidden } = foldItems(order.items, open)
  const foldable = order.items.length > FOLD_AFTER + 1
  return (
    <>
      <ul className="k-items">
        {shown.map((line) => {
          const opts = optionsText(line.options)
          // A line keeps its name after its menu item is deleted (menuItemId null); that item has no SOP.
          const itemId = line.menuItemId
          return (
            <li key={line.id} className={line.voided ? 'k-item k-item-voided' : 'k-item'}>
              <div className="k-item-text">
                <span className="k-item-name">
                  <strong className="k-qty">{line.quantity}×</strong> {line.name}
                </span>
                {opts ? <span className="order-line-sub">{opts}</span> : null}
                {line.notes ? (
                  <span className="order-line-note">{fill(k.itemNotes, { notes: line.notes })}</span>
                ) : null}
              </div>
              {/* Voided at the counter: kept on the ticket, struck, so the cook sees what changed. */}
              {line.voided ? (
                <Badge tone="danger">{zhTW.adjust.voided}</Badge>
              ) : itemId === null ? null : (
                <span className="k-item-actions">
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={fill(zhTW.frontOfHouse.pos.portions.open, { name: line.name })}
                    onClick={() => onPortions({ menuItemId: itemId, name: line.name })}
                  >
                    {k.portions}
                  </Button>
                  <Button variant="secondary" size="sm" onClick={() => onSop({ menuItemId: itemId, name: line.name })}>
                    {k.viewSop}
                  </Button>
                </span>
              )}
            </li>
          )
        })}
      </ul>
      {foldable ? (
        <Button variant="ghost" className="k-fold" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? k.fold : fill(k.moreItems, { n: hidden })}
        </Button>
      ) : null}
    </>
  )
}

/** One ticket (spec part 2 §2.13); preparing tickets also complete with a swipe to the left. */
export function KitchenCard({ order, now, busy, onMove, onSop, onPortions }: Props) {
  const tab = tabOf(order.status) ?? 'pending'
  const swipe = useSwipe(tab === 'preparing' && !busy)
  const table = order.tableNumber
    ? fill(mobileText.table, { number: order.tableNumber })
    : order.tableId
      ? fill(mobileText.table, { number: mobileText.unknownTable })
      : awayLabel(order.orderType)

  return (
    <article className="k-swipe" data-testid="kitchen-card" aria-label={`${table} ${order.orderNumber}`}>
      {tab === 'preparing' ? (
        <button
          type="button"
          className="k-swipe-action"
          style={{ visibility: swipe.offset > 0 ? 'visible' : 'hidden' }}
          disabled={busy}
          onClick={() => {
            swipe.close()
            onMove(order, 'ready')
          }}
        >
          ✓ {mobileText.done}
        </button>
      ) : null}
      <div
        className={`m-card k-card k-${tab}${swipe.dragging ? ' k-dragging' : ''}`}
        style={{ transform: swipe.offset ? `translateX(-${swipe.offset}px)` : undefined }}
        {...swipe.handlers}
      >
        <div className="m-card-head">
          <span className="m-card-title">{table}</span>
          <Badge tone={TAB_TONE[tab]}>{TAB_LABEL[tab]}</Badge>
        </div>
        <div className="m-row muted-row">
          <span>#{order.orderNumber}</span>
          <span>
            {clockTime(order.createdAt)} · {relativeTime(order.createdAt, now)}
          </span>
        </div>
        <Items order={order} onSop={onSop} onPortions={onPortions} />
        {order.notes ? <p className="order-line-note">{fill(k.orderNotes, { notes: order.notes })}</p> : null}
        {tab === 'pending' ? (
          <Button size="lg" className="btn-block" disabled={busy} onClick={() => onMove(order, 'preparing')}>
            {k.accept}
          </Button>
        ) : null}
        {tab === 'preparing' ? (
          <>
            <div className="m-row">
              <span className="k-state">{k.preparing}</span>
              <Button size="lg" disabled={busy} onClick={() => onMove(order, 'ready')}>
                {k.complete}
              </Button>
            </div>
            <p className="k-hint">← {k.swipeHint}</p>
          </>
        ) : null}
        {tab === 'ready' ? (
          <div className="m-row">
            <span className="k-state k-ready-text">{k.readyLabel}</span>
            <Button variant="secondary" size="lg" disabled={busy} onClick={() => onMove(order, 'served')}>
              {k.serve}
            </Button>
          </div>
        ) : null}
      </div>
    </article>
  )
}
