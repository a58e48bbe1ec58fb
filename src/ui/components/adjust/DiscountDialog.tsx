import { useEffect, useState } from 'react'
import type { DiscountKind, DiscountSpec } from '../../../shared/domain/discounts.ts'
import type { PricingSettings } from '../../../shared/domain/order-totals.ts'
import { formatNtdCents } from '../../money.ts'
import { fill, zhTW } from '../../../shared/i18n/zh-TW.ts'
import { ApiError, errorMessage } from '../../api/errors.ts'
import { Button } from '../Button.tsx'
import { Dialog } from '../Dialog.tsx'
import { Field } from '../Input.tsx'
import { ReasonChoices } from './ReasonChoices.tsx'
import {
  discountProblem,
  discountValue,
  reasonsOf,
  thresholdOf,
  type DiscountChoice,
  type DiscountPreview,
} from './discount-form.ts'
import '../pay/pay.css'
import './adjust.css'
import { RovingGroup } from '../RovingGroup.tsx'

const a = zhTW.adjust

/** What is being discounted: a line (its key) or the whole order (key null). */
export type DiscountTarget = { key: string | null; name: string }

type Props = {
  target: DiscountTarget | null
  pricing: PricingSettings | undefined
  /** What the discount typed would take off its line or order, and whether it needs a manager's PIN. */
  preview: (spec: DiscountSpec) => DiscountPreview
  /** The discount already kept for the target (the POS cart's), to change or remove. */
  existing?: DiscountChoice | null
  /** Keeps the discount (cart) or sends it (a sent order); a thrown error is shown in the dialog. */
  onApply: (choice: DiscountChoice, pin: string) => void | Promise<void>
  onRemove?: () => void
  onClose: () => void
}

/**
 * 折扣 / 招待 of a line or the whole order: kind, value, a reason from the store's list and, when
 * a staff discount is above the store's threshold, the manager's PIN typed in on the spot. The
 * POS cart keeps what is applied; the orders screen sends it to the server at once.
 */
export function DiscountDialog({
  target,
  pricing,
  preview: previewOf,
  existing = null,
  onApply,
  onRemove,
  onClose,
}: Props) {
  const [kind, setKind] = useState<DiscountKind>('percent')
  const [value, setValue] = useState('')
  const [reason, setReason] = useState<string | null>(null)
  const [note, setNote] = useState('')
  const [pin, setPin] = useState('')
  const [pinAsked, setPinAsked] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [pending, setPending] = useState(false)

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form resets for a new target, not on a refetch
  useEffect(() => {
    if (!target) return
    setKind(existing?.kind ?? 'percent')
    setValue(
      existing && existing.kind !== 'comp'
        ? String(existing.kind === 'amount' ? existing.value / 100 : existing.value)
        : '',
    )
    setReason(existing?.reason ?? null)
    setNote(existing?.note ?? '')
    setPin('')
    setPinAsked(false)
    setProblem(null)
  }, [target?.key, target?.name])

  if (!target)
    return (
      <Dialog open={false} onClose={onClose} title="">
        {null}
      </Dialog>
    )
  const onOrder = target.key === null
  const kinds: DiscountKind[] = onOrder ? ['percent', 'amount'] : ['percent', 'amount', 'comp']
  const v = discountValue(kind, value)
  const preview = v === null || Number.isNaN(v) ? null : previewOf({ kind, value: v })
  const th = thresholdOf(pricing)
  const close = pending ? () => {} : onClose

  const apply = async () => {
    const wrong = discountProblem(preview, { kind, reason, pin, pinAsked })
    setProblem(wrong)
    if (wrong || v === null) return
    setPending(true)
    try {
      await onApply({ kind, value: v, reason: reason!, note: note.trim() || null }, pin)
      onClose()
    } catch (error) {
      setPin('')
      if (error instanceof ApiError && error.code === 'DISCOUNT_APPROVAL_REQUIRED') setPinAsked(true)
      setProblem(errorMessage(error, a.failed))
    } finally {
      setPending(false)
    }
  }

  return (
    <Dialog
      open
      onClose={close}
      className="pay-dialog discount-dialog"
      title={onOrder ? a.orderTitle : fill(a.lineTitle, { name: target.name })}
    >
      <form
        className="form foh-form"
        data-testid="discount-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void apply()
        }}
      >
        <RovingGroup className="pay-methods-grid" role="radiogroup" aria-label={a.discount}>
          {kinds.map((k) => (
            // biome-ignore lint/a11y/useSemanticElements: a chip button, one choice of its radiogroup
            <button
              key={k}
              type="button"
              role="radio"
              aria-checked={kind === k}
              className="foh-choice"
              onClick={() => setKind(k)}
            >
              {a.kinds[k]}
            </button>
          ))}
        </RovingGroup>
        {kind === 'comp' ? null : (
          <Field
            label={kind === 'percent' ? a.percent : a.amount}
            hint={kind === 'percent' ? a.percentHint : undefined}
            inputMode="numeric"
            value={value}
            maxLength={9}
            autoFocus
            onChange={(e) => setValue(e.target.value)}
          />
        )}
        <ReasonChoices
          legend={a.reason}
          reasons={reasonsOf(pricing)}
          labelOf={(r) => r}
          value={reason}
          onChange={setReason}
          className="discount-reasons"
        />
        <Field label={a.note} value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} />
        {preview?.ok ? (
          <p className="discount-preview" data-testid="discount-preview">
            {fill(a.preview, { amount: formatNtdCents(preview.amount) })}
          </p>
        ) : null}
        {preview?.ok && (preview.approval || pinAsked) ? (
          <Field
            label={a.managerPin}
            hint={fill(a.managerPinHint, { percent: th.percent, amount: formatNtdCents(th.amount) })}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            value={pin}
            onChange={(e) => setPin(e.target.value)}
          />
        ) : null}
        {problem ? (
          <p className="cash-problem" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="pay-actions">
          {existing && onRemove ? (
            <Button
              variant="secondary"
              disabled={pending}
              onClick={() => {
                onRemove()
                onClose()
              }}
            >
              {a.remove}
            </Button>
          ) : null}
          <Button variant="secondary" disabled={pending} onClick={onClose}>
            {zhTW.common.cancel}
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? zhTW.common.submitting : a.apply}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
