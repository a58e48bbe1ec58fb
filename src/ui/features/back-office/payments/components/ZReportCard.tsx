import { useMutation } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { formatNtdCents } from '../../../../money.ts'
import { oneLine } from '../../../../../shared/domain/text-rules.ts'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Badge } from '../../../../components/Badge.tsx'
import { Button } from '../../../../components/Button.tsx'
import { Card, CardHeader } from '../../../../components/Card.tsx'
import { Field, TextAreaField } from '../../../../components/Input.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { collectErrors, focusFirstInvalid, hasErrors, requiredText } from '../../../../forms.ts'
import { formatDateTime } from '../../../../format.ts'
import { cashFieldText, cashPreview, parseCash, toMoneyText, type ZReport } from '../model.ts'
import { closeDay } from '../queries.ts'
import { CloseDayDialog } from './CloseDayDialog.tsx'
import { DifferenceBadge, ZSections } from './ZSections.tsx'

const p = zhTW.backoffice.payments
const officeText = zhTW.backoffice.common

function Difference({ cents }: { cents: number | null }) {
  if (cents === null) return <>{officeText.empty}</>
  return (
    <span className="bo-row">
      <strong>{formatNtdCents(cents)}</strong>
      <DifferenceBadge amount={toMoneyText(cents)} />
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
  const [openingFloat, setOpeningFloat] = useState(() => cashFieldText(report.openingFloat))
  const [counted, setCounted] = useState('')
  const [notes, setNotes] = useState('')
  const [confirming, setConfirming] = useState(false)
  const preview = cashPreview(report, openingFloat, counted)
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
      <ZSections report={report} />
      {report.closed ? (
        <p className="muted" data-testid="z-closed-by">
          {fill(p.closedBy, { name: report.closedByName ?? officeText.empty, time: formatDateTime(report.closedAt) })}
          {report.notes ? `　${p.notes}：${report.notes}` : null}
        </p>
      ) : (
        <form
          ref={formRef}
          className="form no-print pm-close-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            review()
          }}
        >
          <h3 className="pm-sub">{p.cashCheck}</h3>
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
            <dt>{p.expectedCash}</dt>
            <dd data-testid="z-preview-expected">
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
