import { useEffect, useState } from 'react'
import { VOID_REASONS, type VoidReason } from '../../../../../shared/domain/voids.ts'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../../components/Button.tsx'
import { Dialog } from '../../../../components/Dialog.tsx'
import { Field } from '../../../../components/Input.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { newRequestId } from '../../../../ids.ts'
import { toastError } from '../../../../notify.ts'
import { voidOrder } from '../../../../front-of-house-api.ts'
import type { Order, OrderLine } from '../../../../../shared/api/front-of-house.ts'
import '../../../../components/pay/pay.css'
import './refund.css'
import './void.css'

const a = zhTW.adjust

/** What is being voided: one line of the order, or the whole order (line null). */
export type VoidTarget = { order: Order; line: OrderLine | null }

/** An unpaid, live order's lines may be voided one by one (the last one goes with the order). */
export const canVoid = (order: Order) => order.paymentStatus === 'unpaid' && order.status !== 'cancelled' && order.status !== 'completed'

/**
 * 作廢 a line or the whole unpaid order: a reason from the list (其他 needs a note) and a manager's
 * PIN for staff. One clientVoidId per opening, so a retry after a lost answer is a replay.
 */
export function VoidDialog({ storeId, target, needsPin, onClose }: { storeId: number; target: VoidTarget | null; needsPin: boolean; onClose: () => void }) {
  const [reason, setReason] = useState<VoidReason | null>(null)
  const [note, setNote] = useState('')
  const [pin, setPin] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const [clientVoidId, setClientVoidId] = useState(() => newRequestId())

  useEffect(() => {
    setReason(null)
    setNote('')
    setPin('')
    setProblem(null)
    setClientVoidId(newRequestId())
  }, [target?.order.id, target?.line?.id])

  const submit = async () => {
    if (!target) return
    const wrong = !reason ? a.voidReasonRequired : reason === 'other' && !note.trim() ? a.voidNoteRequired
      : needsPin && !/^\d{4,6}$/.test(pin) ? zhTW.pay.refund.pinRequired : null
    setProblem(wrong)
    if (wrong) return
    setPending(true)
    try {
      await voidOrder(storeId, target.order.id, { lineId: target.line?.id ?? null, reason: reason!, note: note.trim() || null, managerPin: needsPin ? pin : null, clientVoidId })
      toast({ title: fill(a.voidedToast, { name: target.line?.name ?? target.order.orderNumber }) })
      onClose()
    } catch (error) {
      setPin('')
      toastError(a.voidFailed, error, zhTW.frontOfHouse.common.networkError)
    } finally {
      setPending(false)
    }
  }

  const title = target?.line ? fill(a.voidTitleLine, { name: target.line.name }) : fill(a.voidTitleOrder, { orderNumber: target?.order.orderNumber ?? '' })
  return (
    <Dialog open={!!target} onClose={pending ? () => {} : onClose} className="pay-dialog refund-dialog" title={title} description={target?.line ? a.voidHintLine : a.voidHintOrder}>
      {target ? (
        <form className="form foh-form" data-testid="void-form" onSubmit={(e) => {
          e.preventDefault()
          void submit()
        }}>
          <fieldset className="foh-fieldset">
            <legend className="field-label">{a.voidReason}</legend>
            <div className="pay-methods-grid" role="radiogroup" aria-label={a.voidReason}>
              {VOID_REASONS.map((code) => (
                <button key={code} type="button" role="radio" aria-checked={reason === code} className="foh-choice" onClick={() => setReason(code)}>
                  {a.voidReasons[code]}
                </button>
              ))}
            </div>
          </fieldset>
          <Field label={zhTW.pay.refund.note} placeholder={zhTW.pay.refund.notePlaceholder} value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} />
          {needsPin ? (
            <Field label={a.managerPin} type="password" inputMode="numeric" autoComplete="off" maxLength={6} value={pin} onChange={(e) => setPin(e.target.value)} />
          ) : null}
          {problem ? <p className="cash-problem" role="alert">{problem}</p> : null}
          <div className="pay-actions">
            <Button variant="secondary" onClick={onClose} disabled={pending}>{zhTW.common.cancel}</Button>
            <Button type="submit" variant="destructive" disabled={pending}>{pending ? zhTW.common.submitting : a.voidConfirm}</Button>
          </div>
        </form>
      ) : null}
    </Dialog>
  )
}
