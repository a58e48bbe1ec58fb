import { useEffect, useState } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import { parseMoney } from '../../../../../shared/domain/money.ts'
import type { DiscountKind } from '../../../../../shared/domain/discounts.ts'
import type { MemberTier, PricingSettings } from '../../../../../shared/domain/order-totals.ts'
import { formatNtdCents } from '../../../../../shared/format/money.ts'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../../components/Button.tsx'
import { Dialog } from '../../../../components/Dialog.tsx'
import { Field } from '../../../../components/Input.tsx'
import {
  approvalPin, lineDiscounts, orderDiscount, previewDiscount, reasonsOf, setLineDiscount, thresholdOf, type CartDiscount,
} from '../discounts.ts'
import '../../../../components/pay/pay.css'
import './discount-dialog.css'

const a = zhTW.adjust

/** What is being discounted: a cart line (by key) or the whole order (key null). */
export type DiscountTarget = { key: string | null; name: string }

type Line = { key: string; unitPrice: number; quantity: number }

type Props = {
  target: DiscountTarget | null
  lines: readonly Line[]
  pricing: PricingSettings | undefined
  orderType: 'dine_in' | 'takeout'
  tier: MemberTier | null
  staff: boolean
  onClose: () => void
}

/** The number typed for the kind: a whole percentage, or NT$ as cents; null when unreadable. */
function valueOf(kind: DiscountKind, text: string): number | null {
  if (kind === 'comp') return 0
  const t = text.trim()
  if (kind === 'percent') return /^\d{1,3}$/.test(t) ? Number(t) : Number.NaN
  return parseMoney(t)
}

/**
 * 折扣 / 招待 of a cart line or the whole order: kind, value, a reason from the store's list and,
 * when a staff discount is above the store's threshold, the manager's PIN typed in on the spot.
 * The figures are the server's (same pure rules); the server checks them again with the order.
 */
export function DiscountDialog({ target, lines, pricing, orderType, tier, staff, onClose }: Props) {
  useSignals()
  const [kind, setKind] = useState<DiscountKind>('percent')
  const [value, setValue] = useState('')
  const [reason, setReason] = useState<string | null>(null)
  const [note, setNote] = useState('')
  const [pin, setPin] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const existing = target ? (target.key === null ? orderDiscount.value : lineDiscounts.value.get(target.key) ?? null) : null

  useEffect(() => {
    if (!target) return
    setKind(existing?.kind ?? 'percent')
    setValue(existing && existing.kind !== 'comp' ? String(existing.kind === 'amount' ? existing.value / 100 : existing.value) : '')
    setReason(existing?.reason ?? null)
    setNote(existing?.note ?? '')
    setPin('')
    setProblem(null)
  }, [target?.key, target?.name])

  if (!target) return <Dialog open={false} onClose={onClose} title="">{null}</Dialog>
  const onOrder = target.key === null
  const kinds: DiscountKind[] = onOrder ? ['percent', 'amount'] : ['percent', 'amount', 'comp']
  const v = valueOf(kind, value)
  const preview = v === null || Number.isNaN(v) ? null : previewDiscount(lines, target.key, { kind, value: v }, { pricing, orderType, tier, staff })
  const th = thresholdOf(pricing)

  const wrongOf = (): string | null => {
    if (!preview) return kind === 'percent' ? a.percentInvalid : a.amountInvalid
    if (!preview.ok) {
      if (preview.reason === 'percent_invalid') return a.percentInvalid
      if (preview.reason === 'amount_invalid') return a.amountInvalid
      if (preview.reason === 'comp_on_order') return a.compOnOrder
      return fill(a.exceeds, { base: formatNtdCents(preview.base) })
    }
    if (!reason) return a.reasonRequired
    if (preview.approval && !/^\d{4,6}$/.test(pin)) return a.pinRequired
    return null
  }

  const apply = () => {
    const wrong = wrongOf()
    setProblem(wrong)
    if (wrong || v === null) return
    const d: CartDiscount = { kind, value: v, reason: reason!, note: note.trim() || null }
    if (onOrder) orderDiscount.value = d
    else setLineDiscount(target.key!, d)
    if (pin) approvalPin.value = pin
    onClose()
  }

  const remove = () => {
    if (onOrder) orderDiscount.value = null
    else setLineDiscount(target.key!, null)
    onClose()
  }

  return (
    <Dialog open onClose={onClose} className="pay-dialog discount-dialog" title={onOrder ? a.orderTitle : fill(a.lineTitle, { name: target.name })}>
      <form className="form foh-form" data-testid="discount-form" onSubmit={(e) => {
        e.preventDefault()
        apply()
      }}>
        <div className="pay-methods-grid" role="radiogroup" aria-label={a.discount}>
          {kinds.map((k) => (
            <button key={k} type="button" role="radio" aria-checked={kind === k} className="foh-choice" onClick={() => setKind(k)}>{a.kinds[k]}</button>
          ))}
        </div>
        {kind === 'comp' ? null : (
          <Field
            label={kind === 'percent' ? a.percent : a.amount} hint={kind === 'percent' ? a.percentHint : undefined}
            inputMode="numeric" value={value} maxLength={9} autoFocus onChange={(e) => setValue(e.target.value)}
          />
        )}
        <fieldset className="foh-fieldset">
          <legend className="field-label">{a.reason}</legend>
          <div className="discount-reasons" role="radiogroup" aria-label={a.reason}>
            {reasonsOf(pricing).map((r) => (
              <button key={r} type="button" role="radio" aria-checked={reason === r} className="foh-choice" onClick={() => setReason(r)}>{r}</button>
            ))}
          </div>
        </fieldset>
        <Field label={a.note} value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} />
        {preview?.ok ? <p className="discount-preview" data-testid="discount-preview">{fill(a.preview, { amount: formatNtdCents(preview.amount) })}</p> : null}
        {preview?.ok && preview.approval ? (
          <Field
            label={a.managerPin} hint={fill(a.managerPinHint, { percent: th.percent, amount: formatNtdCents(th.amount) })}
            type="password" inputMode="numeric" autoComplete="off" maxLength={6} value={pin} onChange={(e) => setPin(e.target.value)}
          />
        ) : null}
        {problem ? <p className="cash-problem" role="alert">{problem}</p> : null}
        <div className="pay-actions">
          {existing ? <Button variant="secondary" onClick={remove}>{a.remove}</Button> : null}
          <Button variant="secondary" onClick={onClose}>{zhTW.common.cancel}</Button>
          <Button type="submit">{a.apply}</Button>
        </div>
      </form>
    </Dialog>
  )
}
