import { useEffect, useState } from 'react'
import { VOID_REASONS, type VoidReason } from '../../../shared/domain/voids.ts'
import { fill, zhTW } from '../../../shared/i18n/zh-TW.ts'
import type { Order, OrderLine } from '../../../shared/api/front-of-house.ts'
import { Button } from '../Button.tsx'
import { Dialog } from '../Dialog.tsx'
import { Field } from '../Input.tsx'
import { toast } from '../Toaster.tsx'
import { newRequestId } from '../../ids.ts'
import { toastError } from '../../notify.ts'
import { voidOrder } from '../../front-of-house-api.ts'
import { ReasonChoices } from './ReasonChoices.tsx'
import { voidProblem } from './void-form.ts'
import '../pay/pay.css'
import './adjust.css'

const a = zhTW.adjust

/** What is being voided: one line of the order, or the whole order (line null). */
export type VoidTarget = { order: Order; line: OrderLine | null }

/**
 * 作廢 a line or the whole unpaid order (the orders screen and the counter's phone): a reason from
 * the list (其他 needs a note) and a manager's PIN for staff. One clientVoidId per opening, so a
 * retry after a lost answer is a replay.
 */
export function VoidDialog({
  storeId,
  target,
  needsPin,
  onClose,
}: {
  storeId: number
  target: VoidTarget | null
  needsPin: boolean
  onClose: () => void
}) {
  const [reason, setReason] = useState<VoidReason | null>(null)
  const [note, setNote] = useState('')
  const [pin, setPin] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const [clientVoidId, setClientVoidId] = useState(() => newRequestId())

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new target starts a fresh void
  useEffect(() => {
    setReason(null)
    setNote('')
    setPin('')
    setProblem(null)
    setClientVoidId(newRequestId())
  }, [target?.order.id, target?.line?.id])

  const submit = async () => {
    if (!target) return
    const wrong = voidProblem({ reason, note, pin, needsPin })
    setProblem(wrong)
    if (wrong) return
    setPending(true)
    try {
      await voidOrder(storeId, target.order.id, {
        lineId: target.line?.id ?? null,
        reason: reason!,
        note: note.trim() || null,
        managerPin: needsPin ? pin : null,
        clientVoidId,
      })
      toast({ title: fill(a.voidedToast, { name: target.line?.name ?? target.order.orderNumber }) })
      onClose()
    } catch (error) {
      setPin('')
      toastError(a.voidFailed, error, zhTW.frontOfHouse.common.networkError)
    } finally {
      setPending(false)
    }
  }

  const title = target?.line
    ? fill(a.voidTitleLine, { name: target.line.name })
    : fill(a.voidTitleOrder, { orderNumber: target?.order.orderNumber ?? '' })
  return (
    <Dialog
      open={!!target}
      onClose={pending ? () => {} : onClose}
      className="pay-dialog refund-dialog"
      title={title}
      description={target?.line ? a.voidHintLine : a.voidHintOrder}
    >
      {target ? (
        <form
          className="form foh-form"
          data-testid="void-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            void submit()
          }}
        >
          <ReasonChoices
            legend={a.voidReason}
            reasons={VOID_REASONS}
            labelOf={(code) => a.voidReasons[code]}
            value={reason}
            onChange={setReason}
          />
          <Field
            label={zhTW.pay.refund.note}
            placeholder={zhTW.pay.refund.notePlaceholder}
            value={note}
            maxLength={200}
            onChange={(e) => setNote(e.target.value)}
          />
          {needsPin ? (
            <Field
              label={a.managerPin}
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
            <Button variant="secondary" onClick={onClose} disabled={pending}>
              {zhTW.common.cancel}
            </Button>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? zhTW.common.submitting : a.voidConfirm}
            </Button>
          </div>
        </form>
      ) : null}
    </Dialog>
  )
}
