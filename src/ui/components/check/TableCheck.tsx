import { useSignals } from '@preact/signals-react/runtime'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { formatNtd, formatNtdCents } from '../../money.ts'
import { parseMoney } from '../../../shared/domain/money.ts'
import { fill, zhTW } from '../../../shared/i18n/zh-TW.ts'
import { Badge } from '../Badge.tsx'
import { Button } from '../Button.tsx'
import { ReprintButtons } from '../ReprintButtons.tsx'
import { Spinner } from '../Spinner.tsx'
import { OrderLines } from '../mobile/OrderLines.tsx'
import { VoidDialog, type VoidTarget } from '../adjust/VoidDialog.tsx'
import { sessionOrdersQuery, sessionPaymentsQuery, type SessionPayment } from '../../front-of-house-api.ts'
import { invoiceLine } from '../pay/invoice-line.ts'
import { ORDER_STATUS_TONES, formatTime, orderStatusLabel, paymentMethodLabel } from '../../labels.ts'
import type { Order, Table } from '../../../shared/api/front-of-house.ts'
import { formatElapsed } from '../mobile/time.ts'
import { canVoidLine, checkFigures, roundsOf, tableState } from './check.ts'
import { FLOOR_TONES } from './tones.ts'
import './check.css'

const f = zhTW.floor
const c = f.check

/**
 * What staff do with a table from its check; the screen showing it owns the dialogs. A waiter's
 * phone adds rounds only: the actions it leaves out are not offered.
 */
export type CheckActions = {
  onAddMore: (t: Table) => void
  onPay?: (t: Table) => void
  onSplit?: (t: Table) => void
  onMove?: (t: Table) => void
  onMerge?: (t: Table) => void
  onClear?: (t: Table) => void
}

function Rounds({ orders, onVoid }: { orders: Order[]; onVoid: (target: VoidTarget) => void }) {
  if (orders.length === 0) return <p className="muted check-empty">{c.noRounds}</p>
  return (
    <>
      {roundsOf(orders).map(({ n, order, live }) => (
        <section key={order.id} className={live ? 'check-round' : 'check-round check-round-cancelled'}>
          <h3 className="check-round-head">
            <span>{live ? fill(c.round, { n }) : c.cancelled}</span>
            <span className="muted">
              {formatTime(order.createdAt)} · {order.orderNumber}
            </span>
            <Badge tone={ORDER_STATUS_TONES[order.status] ?? 'neutral'}>{orderStatusLabel(order.status)}</Badge>
          </h3>
          <OrderLines
            items={order.items}
            action={(line) =>
              canVoidLine(order, line) ? (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={fill(c.voidLine, { name: line.name })}
                  onClick={() => onVoid({ order, line })}
                >
                  {c.void}
                </Button>
              ) : null
            }
          />
        </section>
      ))}
    </>
  )
}

function Payments({ payments }: { payments: SessionPayment[] }) {
  if (payments.length === 0) return null
  return (
    <section className="check-payments">
      <h3 className="check-round-head">{c.payments}</h3>
      <ul>
        {payments.map((p) => (
          <li key={p.id} data-testid="check-payment">
            <span>
              {formatTime(p.createdAt)} {paymentMethodLabel(p.paymentMethod)}
            </span>
            <span>{formatNtd(p.amount)}</span>
            {p.invoice ? <small className="check-invoice">{invoiceLine(p.invoice)}</small> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}

function Action({
  label,
  run,
  table,
  primary = false,
}: {
  label: string
  run: ((t: Table) => void) | undefined
  table: Table
  primary?: boolean
}) {
  if (!run) return null
  return (
    <Button variant={primary ? 'primary' : 'secondary'} onClick={() => run(table)}>
      {label}
    </Button>
  )
}

/**
 * A table's check: every round sent (time, lines, options, kitchen state), voids, the payments and
 * their invoices, and what the counter does next. The same component on the counter's floor view
 * and on a phone (it fills its container).
 */
export function TableCheck({
  storeId,
  table,
  staff,
  now,
  actions,
  onClose,
}: {
  storeId: number
  table: Table & { sessionId: number }
  staff: boolean
  now: number
  actions: CheckActions
  /** Beside the floor: a 關閉帳單 button. In a dialog (which has its own title and close): none, nor a title. */
  onClose?: () => void
}) {
  useSignals()
  const ordersQ = useQuery(sessionOrdersQuery(storeId, table.sessionId))
  const paymentsQ = useQuery(sessionPaymentsQuery(storeId, table.sessionId))
  const [voiding, setVoiding] = useState<VoidTarget | null>(null)
  const orders = ordersQ.data ?? []
  const figures = checkFigures(orders)
  const paid = parseMoney(table.sessionPaidAmount ?? '0') ?? 0
  const outstanding = parseMoney(table.sessionOutstanding ?? '0') ?? 0
  const state = tableState(table)
  const latest = orders.at(-1)

  return (
    <aside className="check" aria-label={fill(c.title, { number: table.number })} data-testid="table-check">
      <header className="check-head">
        <div>
          {onClose ? (
            <h2 className="check-title" data-landing>
              {fill(c.title, { number: table.number })}
            </h2>
          ) : null}
          <p className="muted">
            {fill(c.guests, {
              n: table.guestCount ?? 0,
              elapsed: formatElapsed(table.sessionStartTime, now),
            })}
          </p>
        </div>
        <Badge tone={FLOOR_TONES[state]}>{f.states[state]}</Badge>
        {onClose ? (
          <Button variant="ghost" size="sm" onClick={onClose}>
            {c.close}
          </Button>
        ) : null}
      </header>
      <div className="check-body">
        {ordersQ.isPending ? <Spinner /> : <Rounds orders={orders} onVoid={setVoiding} />}
        <Payments payments={paymentsQ.data ?? []} />
      </div>
      <footer className="check-foot">
        <dl className="check-figures">
          <dt>{c.subtotal}</dt>
          <dd>{formatNtdCents(figures.subtotal)}</dd>
          <dt>{c.serviceFee}</dt>
          <dd>{formatNtdCents(figures.serviceFee)}</dd>
          {figures.discount > 0 ? (
            <>
              <dt>{c.discount}</dt>
              <dd>−{formatNtdCents(figures.discount)}</dd>
            </>
          ) : null}
          <dt className="check-total">{c.total}</dt>
          <dd className="check-total" data-testid="check-total">
            {formatNtdCents(figures.total)}
          </dd>
          {paid > 0 ? (
            <>
              <dt>{c.paid}</dt>
              <dd>{formatNtdCents(paid)}</dd>
            </>
          ) : null}
          <dt className="check-owed">{c.outstanding}</dt>
          <dd className="check-owed" data-testid="check-outstanding">
            {formatNtdCents(Math.max(0, outstanding))}
          </dd>
        </dl>
        <div className="check-actions">
          <Button size="lg" onClick={() => actions.onAddMore(table)}>
            {orders.length ? c.addMore : c.order}
          </Button>
          {actions.onPay ? (
            <Button
              size="lg"
              variant={outstanding > 0 ? 'primary' : 'secondary'}
              disabled={outstanding <= 0}
              onClick={() => actions.onPay?.(table)}
            >
              {c.pay}
            </Button>
          ) : null}
          <Action label={c.clear} run={actions.onClear} table={table} primary={outstanding <= 0} />
          {outstanding > 0 ? <Action label={c.split} run={actions.onSplit} table={table} /> : null}
          <Action label={c.move} run={actions.onMove} table={table} />
          <Action label={c.merge} run={actions.onMerge} table={table} />
          {latest && actions.onPay ? <ReprintButtons storeId={storeId} orderId={latest.id} /> : null}
        </div>
      </footer>
      <VoidDialog storeId={storeId} target={voiding} needsPin={staff} onClose={() => setVoiding(null)} />
    </aside>
  )
}
