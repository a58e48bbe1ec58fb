import { useMutation } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { formatNtd, formatNtdCents } from '../../../../money.ts'
import { parseMoney } from '../../../../../shared/domain/money.ts'
import { oneLine } from '../../../../../shared/domain/text-rules.ts'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Badge } from '../../../../components/Badge.tsx'
import { Button } from '../../../../components/Button.tsx'
import { Card, CardHeader } from '../../../../components/Card.tsx'
import { Field, TextAreaField } from '../../../../components/Input.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { collectErrors, focusFirstInvalid, hasErrors, requiredText } from '../../../../forms.ts'
import { formatDateTime } from '../../../../format.ts'
import { SalesBreakdown } from '../../SalesBreakdown.tsx'
import { cashPreview, parseCash, toMoneyText, type ZReport } from '../model.ts'
import { closeDay } from '../queries.ts'
import { MethodTable } from './PaymentTables.tsx'
import { CloseDayDialog, OpenCheckList } from './CloseDayDialog.tsx'

const p = zhTW.backoffice.payments
const officeText = zhTW.backoffice.common

function Difference({ cents }: { cents: number | null }) {
  if (cents === null) return <>{officeText.empty}</>
  const tone = cents === 0 ? 'success' : cents > 0 ? 'warning' : 'danger'
  const label = cents === 0 ? p.even : cents > 0 ? p.over : p.short
  return (
    <span className="bo-row">
      <strong>{formatNtdCents(cents)}</strong>
      <Badge tone={tone}>{label}</Badge>
    </span>
  )
}

/** The Z report: totals of the day, expected against counted cash; a manager closes the day once. */
export function ZReportCard({
  storeId,
  report,
  onClosed,
}: {
  storeId: number
  report: ZReport
  /** The screen stays on the day just closed (the open day is the next one from now on). */
  onClosed: (date: string) => void
}) {
  const [openingFloat, setOpeningFloat] = useState('')
  const [counted, setCounted] = useState('')
  const [notes, setNotes] = useState('')
  const [confirming, setConfirming] = useState(false)
  const preview = cashPreview(report.cashPayments, openingFloat, counted, report.cashRefunds)
  const [tried, setTried] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const found = collectErrors({
    openingFloat: parseCash(openingFloat) === null ? p.moneyInvalid : null,
    counted: requiredText(counted, p.countedCash) ?? (preview.counted === null ? p.moneyInvalid : null),
  })
  const errors = tried ? found : {}
  const review = () => {
    setTried(true)
    if (hasErrors(found)) return focusFirstInvalid(formRef.current)
    setConfirming(true)
  }

  const closing = useMutation({
    mutationFn: () =>
      closeDay(storeId, {
        date: report.date,
        countedCash: toMoneyText(preview.counted ?? 0),
        openingFloat: toMoneyText(parseCash(openingFloat) ?? 0),
        notes: notes.trim() || null,
      }),
    meta: { errorTitle: p.closeFailedTitle },
    onSuccess: (closed) => {
      onClosed(closed.date)
      toast({ title: p.closed, description: closed.date })
    },
  })

  const closedDiff = report.difference === null ? null : parseMoney(report.difference)
  return (
    <Card data-testid="z-report">
      <CardHeader
        title={p.zReport}
        actions={
          <Badge tone={report.closed ? 'success' : 'warning'}>{report.closed ? p.closedBadge : p.openBadge}</Badge>
        }
      />
      <p className="muted pm-span" data-testid="z-span">
        {fill(p.span, { from: formatDateTime(report.from), to: formatDateTime(report.to) })}
      </p>
      <div className="pm-z-body">
        <div>
          <dl className="bo-dl pm-z">
            <dt>{p.orders}</dt>
            <dd>{report.orderCount}</dd>
            <dt>{p.cancelled}</dt>
            <dd>{report.cancelledOrderCount}</dd>
            <dt>{p.revenue}</dt>
            <dd>{formatNtd(report.revenue)}</dd>
            <dt>{p.paymentTotal}</dt>
            <dd>{formatNtd(report.paymentTotal)}</dd>
            <dt>{p.refundTotal}</dt>
            <dd data-testid="z-refunds">−{formatNtd(report.refundTotal)}</dd>
            <dt>{p.netTotal}</dt>
            <dd data-testid="z-net">{formatNtd(report.netTotal)}</dd>
          </dl>
          <SalesBreakdown figures={report} testId="z-sales" />
          <MethodTable rows={report.byMethod} testId="pm-by-method" />
        </div>
        {report.closed ? (
          <dl className="bo-dl pm-z pm-cash">
            <dt>{p.openingFloat}</dt>
            <dd>{formatNtd(report.openingFloat)}</dd>
            <dt>{p.cashPayments}</dt>
            <dd>{formatNtd(report.cashPayments)}</dd>
            <dt>{p.cashRefunds}</dt>
            <dd>−{formatNtd(report.cashRefunds)}</dd>
            <dt>{p.expectedCash}</dt>
            <dd data-testid="z-expected">{formatNtd(report.expectedCash)}</dd>
            <dt>{p.countedCash}</dt>
            <dd data-testid="z-counted">{formatNtd(report.countedCash)}</dd>
            <dt>{p.difference}</dt>
            <dd>
              <Difference cents={closedDiff} />
            </dd>
            {report.notes ? (
              <>
                <dt>{p.notes}</dt>
                <dd>{report.notes}</dd>
              </>
            ) : null}
            <dt />
            <dd className="muted">
              {fill(p.closedBy, {
                name: report.closedByName ?? officeText.empty,
                time: formatDateTime(report.closedAt),
              })}
            </dd>
          </dl>
        ) : (
          <form
            ref={formRef}
            className="form no-print"
            noValidate
            onSubmit={(e) => {
              e.preventDefault()
              review()
            }}
          >
            <p className="muted">{p.zReportHint}</p>
            <div className="field-row">
              <Field
                label={p.openingFloat}
                inputMode="decimal"
                value={openingFloat}
                onChange={(e) => setOpeningFloat(e.target.value)}
                placeholder="0"
                error={errors.openingFloat}
              />
              <Field
                label={p.countedCash}
                inputMode="decimal"
                value={counted}
                onChange={(e) => setCounted(e.target.value)}
                required
                error={errors.counted}
              />
            </div>
            <dl className="bo-dl pm-z">
              <dt>{p.cashPayments}</dt>
              <dd>{formatNtd(report.cashPayments)}</dd>
              <dt>{p.cashRefunds}</dt>
              <dd data-testid="z-cash-refunds">−{formatNtd(report.cashRefunds)}</dd>
              <dt>{p.expectedCash}</dt>
              <dd data-testid="z-expected">
                {preview.expected === null ? officeText.empty : formatNtdCents(preview.expected)}
              </dd>
              <dt>{p.difference}</dt>
              <dd>
                <Difference cents={preview.difference} />
              </dd>
            </dl>
            <TextAreaField
              label={`${p.notes}（${zhTW.common.optional}）`}
              value={notes}
              onChange={(e) => setNotes(oneLine(e.target.value))}
              maxLength={1000}
              rows={2}
            />
            <div className="form-actions">
              <Button type="submit">{p.closeDay}</Button>
            </div>
          </form>
        )}
      </div>
      {report.closed && report.carriedOver.length > 0 ? (
        <div data-testid="z-carried-over">
          <h3 className="pm-sub">{p.carriedOver}</h3>
          <OpenCheckList checks={report.carriedOver} testId="z-carried-checks" />
        </div>
      ) : null}
      <CloseDayDialog
        storeId={storeId}
        date={report.date}
        open={confirming}
        description={fill(p.confirmCloseBody, {
          expected: formatNtdCents(preview.expected ?? 0),
          counted: formatNtdCents(preview.counted ?? 0),
        })}
        onClose={() => setConfirming(false)}
        onConfirm={() => closing.mutateAsync()}
      />
    </Card>
  )
}
