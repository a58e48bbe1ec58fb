import { useMutation } from '@tanstack/react-query'
import { useRef, useState, type FormEvent, type ReactNode } from 'react'
import { formatNtd, formatNtdCents } from '../../../../money.ts'
import { formatMoney } from '../../../../../shared/domain/money.ts'
import { CASH_MOVEMENT_REASONS, type CashMovementReason, wholeDollars } from '../../../../../shared/domain/shift.ts'
import { oneLine } from '../../../../../shared/domain/text-rules.ts'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import type { ShiftReport } from '../../../../../shared/api/shifts.ts'
import { Button } from '../../../../components/Button.tsx'
import { Card, CardHeader } from '../../../../components/Card.tsx'
import { ConfirmDialog } from '../../../../components/ConfirmDialog.tsx'
import { Field } from '../../../../components/Input.tsx'
import { SelectField } from '../../../../components/SelectField.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { focusFirstInvalid } from '../../../../forms.ts'
import { addCashMovement, closeShift, openShift } from '../queries.ts'

const s = zhTW.shift

/** The cents of a whole-dollar amount typed in, or the zh-TW message beside the field. */
function dollars(text: string, field: string, allowZero: boolean): { cents: number } | { error: string } {
  const cents = text.trim() ? wholeDollars(text.trim(), allowZero) : null
  return cents === null
    ? { error: fill(s.amountInvalid, { field, rule: allowZero ? s.atLeastZero : s.moreThanZero }) }
    : { cents }
}

/** One amount field and a submit button: each of the three forms is this, with its own extras. */
function AmountForm(props: {
  title: string
  hint?: string
  label: string
  allowZero: boolean
  submit: string
  testId: string
  children?: ReactNode
  onValid: (cents: number) => void
}) {
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    const r = dollars(text, props.label, props.allowZero)
    if ('error' in r) {
      setError(r.error)
      return focusFirstInvalid(formRef.current)
    }
    setError(null)
    props.onValid(r.cents)
  }
  return (
    <Card data-testid={props.testId}>
      <CardHeader title={props.title} />
      <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
        {props.hint ? <p className="muted">{props.hint}</p> : null}
        <div className="field-row">
          {props.children}
          <Field
            label={props.label}
            inputMode="numeric"
            value={text}
            onChange={(e) => setText(e.target.value)}
            error={error ?? undefined}
          />
        </div>
        <div className="form-actions">
          <Button type="submit">{props.submit}</Button>
        </div>
      </form>
    </Card>
  )
}

export function OpenShiftForm({ storeId }: { storeId: number }) {
  const opening = useMutation({
    mutationFn: (cents: number) => openShift(storeId, { openingFloat: formatMoney(cents) }),
    meta: { errorTitle: s.open },
    onSuccess: (shift) => toast({ title: s.opened, description: `${s.openingFloat} ${formatNtd(shift.openingFloat)}` }),
  })
  return (
    <AmountForm
      title={s.openTitle}
      hint={s.openHint}
      label={s.openingFloat}
      allowZero
      submit={s.open}
      testId="shift-open"
      onValid={(cents) => opening.mutate(cents)}
    />
  )
}

export function MovementForm({ storeId, shift }: { storeId: number; shift: ShiftReport }) {
  const [reason, setReason] = useState<CashMovementReason>('drop')
  const [note, setNote] = useState('')
  // A new form after each movement: its amount starts empty again.
  const [round, setRound] = useState(0)
  const adding = useMutation({
    mutationFn: (cents: number) =>
      addCashMovement(storeId, shift.id, {
        reason,
        amount: formatMoney(cents),
        note: note.trim() || null,
        clientMovementId: crypto.randomUUID(),
      }),
    meta: { errorTitle: s.movementTitle },
    onSuccess: ({ movement }) => {
      setNote('')
      setRound((n) => n + 1)
      toast({
        title: fill(s.movementAdded, { reason: s.reasons[movement.reason], amount: formatNtd(movement.amount) }),
      })
    },
  })
  return (
    <AmountForm
      key={round}
      title={s.movementTitle}
      label={s.amount}
      allowZero={false}
      submit={s.movementAdd}
      testId="shift-movement"
      onValid={(cents) => adding.mutate(cents)}
    >
      <SelectField
        label={s.reason}
        value={reason}
        options={CASH_MOVEMENT_REASONS.map((r) => ({ value: r, label: s.reasons[r] }))}
        onChange={(v) => setReason(v as CashMovementReason)}
      />
      <Field
        label={`${s.note}（${zhTW.common.optional}）`}
        value={note}
        maxLength={200}
        placeholder={s.notePlaceholder}
        onChange={(e) => setNote(oneLine(e.target.value))}
      />
    </AmountForm>
  )
}

/** 交班: the count, confirmed, closes the shift; the X it answers is shown by the screen. */
export function CloseShiftForm(props: { storeId: number; shift: ShiftReport; onClosed: (x: ShiftReport) => void }) {
  const [counted, setCounted] = useState<number | null>(null)
  const [notes, setNotes] = useState('')
  const closing = useMutation({
    mutationFn: (cents: number) =>
      closeShift(props.storeId, props.shift.id, { countedCash: formatMoney(cents), notes: notes.trim() || null }),
    meta: { errorTitle: s.close },
    onSuccess: (x) => {
      toast({ title: fill(s.closed, { difference: formatNtd(x.difference) }) })
      props.onClosed(x)
    },
  })
  return (
    <>
      <AmountForm
        title={s.closeTitle}
        hint={s.closeHint}
        label={s.countedCash}
        allowZero
        submit={s.close}
        testId="shift-close"
        onValid={setCounted}
      >
        <Field
          label={`${s.notes}（${zhTW.common.optional}）`}
          value={notes}
          maxLength={1000}
          onChange={(e) => setNotes(oneLine(e.target.value))}
        />
      </AmountForm>
      <ConfirmDialog
        open={counted !== null}
        title={s.confirmCloseTitle}
        description={fill(s.confirmCloseBody, { counted: formatNtdCents(counted ?? 0) })}
        confirmLabel={s.close}
        onClose={() => setCounted(null)}
        onConfirm={() => closing.mutateAsync(counted ?? 0)}
      />
    </>
  )
}
