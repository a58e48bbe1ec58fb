import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { fill, zhTW } from '../../../../shared/i18n/zh-TW.ts'
import type { Order } from '../../../../shared/api/front-of-house.ts'
import { callNumber as callNumberOf } from '../../../../shared/format/call-number.ts'
import { awayLabel } from '../../../../shared/format/place.ts'
import { openTakeoutQuery } from '../../../front-of-house-api.ts'
import { orderStatusLabel, tendersLabel } from '../../../labels.ts'
import { formatNtd } from '../../../money.ts'
import { Dialog } from '../../../components/Dialog.tsx'
import { OrderLines } from '../../../components/mobile/OrderLines.tsx'
import { canPay, PayOrderAction } from '../../../components/pay/PayOrderAction.tsx'
import { ReprintButtons } from '../../../components/ReprintButtons.tsx'

const t = zhTW.floor.takeout

const callNumber = (o: Order) => callNumberOf(o.orderNumber)

/** A paid takeout order waiting to be made or picked up: its lines, total and state, and 補印. */
function TakeoutCheck({ storeId, order, onClose }: { storeId: number; order: Order | null; onClose: () => void }) {
  return (
    <Dialog
      open={order !== null}
      onClose={onClose}
      title={order ? fill(t.checkTitle, { kind: awayLabel(order.orderType), number: callNumber(order) }) : ''}
    >
      {order ? (
        <>
          <OrderLines items={order.items} />
          <p className="floor-takeout-total">
            <span>
              {orderStatusLabel(order.status)} · {tendersLabel(order)}
            </span>
            <strong>{formatNtd(order.total)}</strong>
          </p>
          <div className="form-actions">
            <ReprintButtons storeId={storeId} orderId={order.id} />
          </div>
        </>
      ) : null}
    </Dialog>
  )
}

/**
 * 外帶・外送 beside the tables: each open takeout or delivery order's number, amount and state. A tap takes an
 * unpaid one's payment; a paid one shows its check (lines, how it was paid, 補印).
 */
export function TakeoutList({ storeId }: { storeId: number }) {
  const takeout = useQuery(openTakeoutQuery(storeId))
  const [paying, setPaying] = useState<Order | null>(null)
  const [viewing, setViewing] = useState<Order | null>(null)
  const list = takeout.data ?? []
  return (
    <section className="floor-takeout" aria-labelledby="floor-takeout-title">
      <h2 id="floor-takeout-title" className="floor-takeout-title">
        {zhTW.frontOfHouse.common.away}
      </h2>
      {list.length === 0 ? <p className="muted floor-takeout-none">{t.none}</p> : null}
      <ul className="floor-takeout-list">
        {list.map((o) => {
          const state = canPay(o) ? t.unpaid : orderStatusLabel(o.status)
          return (
            <li key={o.id}>
              <button
                type="button"
                className={canPay(o) ? 'floor-takeout-order is-unpaid' : 'floor-takeout-order'}
                aria-label={fill(t.order, {
                  kind: awayLabel(o.orderType),
                  number: callNumber(o),
                  amount: formatNtd(o.total),
                  state,
                })}
                onClick={() => (canPay(o) ? setPaying(o) : setViewing(o))}
              >
                <strong>
                  {o.orderType === 'delivery' ? (
                    <span className="floor-takeout-kind">{awayLabel(o.orderType)}</span>
                  ) : null}
                  #{callNumber(o)}
                </strong>
                <span>{formatNtd(o.total)}</span>
                <small>{state}</small>
              </button>
            </li>
          )
        })}
      </ul>
      <PayOrderAction storeId={storeId} order={paying} onClose={() => setPaying(null)} />
      <TakeoutCheck storeId={storeId} order={viewing} onClose={() => setViewing(null)} />
    </section>
  )
}
