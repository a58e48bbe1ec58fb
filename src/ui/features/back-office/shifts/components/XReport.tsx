import { useMutation } from '@tanstack/react-query'
import { formatNtd, formatNtdCents } from '../../../../money.ts'
import { parseMoney } from '../../../../../shared/domain/money.ts'
import { CASH_MOVEMENT_SIGN } from '../../../../../shared/domain/shift.ts'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import type { ShiftReport } from '../../../../../shared/api/shifts.ts'
import { Badge } from '../../../../components/Badge.tsx'
import { Button } from '../../../../components/Button.tsx'
import { Card, CardHeader } from '../../../../components/Card.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { formatDateTime } from '../../../../format.ts'
import { MethodTable } from '../../payments/components/PaymentTables.tsx'
import { printXReport } from '../queries.ts'

const s = zhTW.shift
const x = s.x
const p = zhTW.backoffice.payments

export function Difference({ value }: { value: string | null }) {
  const cents = value === null ? null : parseMoney(value)
  if (cents === null) return <>{zhTW.backoffice.common.empty}</>
  const tone = cents === 0 ? 'success' : cents > 0 ? 'warning' : 'danger'
  const label = cents === 0 ? p.even : cents > 0 ? p.over : p.short
  return (
    <span className="bo-row">
      <strong>{formatNtdCents(cents)}</strong>
      <Badge tone={tone}>{label}</Badge>
    </span>
  )
}

/**
 * A shift's X report: the cashier's payments by method, and the drawer: float + cash taken − cash
 * refunds ± cash moved by hand = expected, against what was counted at 交班.
 */
export function XReport({ storeId, report }: { storeId: number; report: ShiftReport }) {
  const printing = useMutation({
    mutationFn: () => printXReport(storeId, report.id),
    meta: { errorTitle: s.printFailedTitle },
    onSuccess: (res) => toast({ title: fill(s.printSent, { count: res.jobs.length }) }),
  })
  const open = report.status === 'open'
  return (
    <Card data-testid="x-report">
      <CardHeader
        title={`${x.title}・${report.cashierName ?? ''}`}
        actions={
          <>
            <Badge tone={open ? 'warning' : 'success'}>{s.status[report.status]}</Badge>
            <Button size="sm" variant="secondary" onClick={() => printing.mutate()} data-testid="x-print">
              {s.print}
            </Button>
          </>
        }
      />
      <p className="muted sh-times">
        <span>
          {s.openedAt} {formatDateTime(report.openedAt)}
        </span>
        {report.closedAt ? (
          <span>
            {s.closedAt} {formatDateTime(report.closedAt)}
          </span>
        ) : null}
      </p>
      <div className="sh-x-body">
        <div>
          <MethodTable rows={report.byMethod} />
          <dl className="bo-dl sh-dl">
            <dt>{x.paymentTotal}</dt>
            <dd data-testid="x-payments">{formatNtd(report.paymentTotal)}</dd>
            <dt>{x.refunds}</dt>
            <dd>−{formatNtd(report.refundTotal)}</dd>
          </dl>
        </div>
        <dl className="bo-dl sh-dl">
          <dt>{x.openingFloat}</dt>
          <dd>{formatNtd(report.openingFloat)}</dd>
          <dt>{x.cashIn}</dt>
          <dd>{formatNtd(report.cashPayments)}</dd>
          <dt>{x.cashRefunds}</dt>
          <dd>−{formatNtd(report.cashRefunds)}</dd>
          {report.movements.map((m) => (
            <MovementLine key={m.id} reason={m.reason} amount={m.amount} note={m.note} />
          ))}
          <dt>{x.expectedCash}</dt>
          <dd data-testid="x-expected">
            <strong>{formatNtd(report.expectedCash)}</strong>
          </dd>
          <dt>{x.countedCash}</dt>
          <dd data-testid="x-counted">{report.countedCash === null ? '—' : formatNtd(report.countedCash)}</dd>
          <dt>{x.difference}</dt>
          <dd data-testid="x-difference">
            <Difference value={report.difference} />
          </dd>
          {report.notes ? (
            <>
              <dt>{s.notes}</dt>
              <dd>{report.notes}</dd>
            </>
          ) : null}
        </dl>
      </div>
    </Card>
  )
}

function MovementLine({ reason, amount, note }: Pick<ShiftReport['movements'][number], 'reason' | 'amount' | 'note'>) {
  const into = CASH_MOVEMENT_SIGN[reason] > 0
  return (
    <>
      <dt>
        {s.reasons[reason]}
        {note ? <span className="muted">（{note}）</span> : null}
      </dt>
      <dd className={into ? undefined : 'bo-danger-text'}>
        {into ? '+' : '−'}
        {formatNtd(amount)}
      </dd>
    </>
  )
}
