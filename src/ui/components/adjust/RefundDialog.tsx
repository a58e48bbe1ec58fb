import { useEffect, useState } from 'react'
import { formatNtd, formatNtdCents } from '../../money.ts'
import { REFUND_REASONS, type RefundReason } from '../../../shared/domain/refund.ts'
import { fill, zhTW } from '../../../shared/i18n/zh-TW.ts'
import type { Order, PaymentMethod } from '../../../shared/api/front-of-house.ts'
import { Button } from '../Button.tsx'
import { Dialog } from '../Dialog.tsx'
import { Field } from '../Input.tsx'
import { toast } from '../Toaster.tsx'
import { MethodPicker } from '../pay/MethodPicker.tsx'
import { tenderText } from '../pay/tender.ts'
import { newRequestId } from '../../ids.ts'
import { toastError } from '../../notify.ts'
import { PAYMENT_METHODS } from '../../labels.ts'
import { orderQuery, refundOrder, refundTendersQuery } from '../../front-of-house-api.ts'
import { useQuery } from '@tanstack/react-query'
import { ReasonChoices } from './ReasonChoices.tsx'
import { defaultRefund, linesAmount, refundableLines, refundableOf, refundProblem, tendersText } from './refund-form.ts'
import '../pay/pay.css'
import './adjust.css'
import { RovingGroup } from '../RovingGroup.tsx'

const r = zhTW.pay.refund
const adj = zhTW.adjust

type Props = { storeId: number; order: Order | null; needsPin: boolean; onClose: () => void }

/**
 * 退款 on a paid order (the orders screen and the counter's phone): amount (all that is left by
 * default) or lines, reason, method, and a manager's PIN when staff do it. One clientRefundId per
 * opening, so a retry after a lost answer is a replay. A cash refund opens the drawer (the server),
 * so the methods offered are the ones the order was paid with; another is a manager's call.
 */
export function RefundDialog({ storeId, order, needsPin, onClose }: Props) {
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState<RefundReason | null>(null)
  const [note, setNote] = useState('')
  const [method, setMethod] = useState<PaymentMethod>('cash')
  const [pin, setPin] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const [clientRefundId, setClientRefundId] = useState(() => newRequestId())
  const [byLines, setByLines] = useState(false)
  const [picks, setPicks] = useState<Map<number, number>>(new Map())
  const [otherMethod, setOtherMethod] = useState(false)
  const tenders = useQuery({ ...refundTendersQuery(storeId, order?.id ?? 0), enabled: !!order }).data ?? null
  const originals = tenders?.length ? tenders.map((t) => t.paymentMethod) : [method]
  const invoices = useQuery({ ...orderQuery(storeId, order?.id ?? 0), enabled: !!order }).data?.invoices ?? []
  // A printed 證明聯 goes back to the counter when its invoice is voided (統一發票使用辦法 §20).
  const printed = invoices.filter((i) => i.status === 'issued' && (i.kind === 'none' || i.kind === 'buyer'))
  const proofNotice = printed.length ? (printed.some((i) => i.buyerId) ? r.proofBuyer : r.proofConsumer) : null

  // The methods arrive after the dialog opens: they fill the amount and method only while the
  // cashier has not typed or picked one, so a fast hand is not overwritten.
  const [edited, setEdited] = useState(false)
  const startOver = () => {
    if (!order) return
    const start = defaultRefund(order, tenders)
    setMethod(start.method)
    setAmount(tenderText(start.amount))
  }
  const tendersKey = tenders?.map((t) => `${t.paymentMethod}:${t.refundable}`).join()
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the tenders' content changes, not per refetch
  useEffect(() => {
    if (!edited) startOver()
  }, [tendersKey])
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets for a new order only
  useEffect(() => {
    if (!order) return
    startOver()
    setEdited(false)
    setReason(null)
    setNote('')
    setOtherMethod(false)
    setPin('')
    setProblem(null)
    setClientRefundId(newRequestId())
    setByLines(false)
    setPicks(new Map())
  }, [order?.id])
  const picked = [...picks].filter(([, q]) => q > 0)
  const lineTotal = order && byLines ? linesAmount(order, picks) : 0

  const submit = async () => {
    if (!order) return
    const form = {
      amount: byLines ? tenderText(lineTotal) : amount,
      reason,
      note,
      pin,
      needsPin,
      method,
      tenders,
      otherMethod,
    }
    const wrong = byLines && picked.length === 0 ? adj.linesEmpty : refundProblem(order, form)
    setProblem(wrong)
    if (wrong) return
    setPending(true)
    try {
      const done = await refundOrder(storeId, order.id, {
        amount: byLines ? null : amount.trim(),
        ...(byLines ? { lines: picked.map(([lineId, quantity]) => ({ lineId, quantity })) } : {}),
        paymentMethod: method,
        reason: reason!,
        note: note.trim() || null,
        managerPin: needsPin ? pin : null,
        clientRefundId,
        methodOverride: otherMethod,
      })
      toast({
        title: fill(r.done, { amount: formatNtd(done.amount), orderNumber: order.orderNumber }),
        description: done.order.status === 'cancelled' ? r.doneFull : undefined,
      })
      onClose()
    } catch (error) {
      setPin('')
      toastError(r.failed, error, zhTW.frontOfHouse.common.networkError)
    } finally {
      setPending(false)
    }
  }

  return (
    <Dialog
      open={!!order}
      onClose={pending ? () => {} : onClose}
      className="pay-dialog refund-dialog"
      title={fill(r.title, { orderNumber: order?.orderNumber ?? '' })}
    >
      {order ? (
        <form
          className="form foh-form"
          data-testid="refund-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            void submit()
          }}
        >
          <dl className="refund-figures">
            <div>
              <dt>{r.paid}</dt>
              <dd>{formatNtd(order.total)}</dd>
            </div>
            <div>
              <dt>{r.refunded}</dt>
              <dd>{formatNtd(order.refunded ?? '0')}</dd>
            </div>
            <div>
              <dt>{r.refundable}</dt>
              <dd data-testid="refundable">{formatNtdCents(refundableOf(order))}</dd>
            </div>
          </dl>
          {proofNotice ? (
            <p className="field-hint refund-proof" role="note" data-testid="refund-proof">
              {proofNotice}
            </p>
          ) : null}
          <ReasonChoices
            legend={r.reason}
            reasons={REFUND_REASONS}
            labelOf={(code) => r.reasons[code]}
            value={reason}
            onChange={setReason}
          />
          <RovingGroup className="pay-methods-grid" role="radiogroup" aria-label={adj.refundBy}>
            {/* biome-ignore lint/a11y/useSemanticElements: a chip button, one choice of its radiogroup */}
            <button
              type="button"
              role="radio"
              aria-checked={!byLines}
              className="foh-choice"
              onClick={() => setByLines(false)}
            >
              {adj.byAmount}
            </button>
            {/* biome-ignore lint/a11y/useSemanticElements: a chip button, one choice of its radiogroup */}
            <button
              type="button"
              role="radio"
              aria-checked={byLines}
              className="foh-choice"
              onClick={() => setByLines(true)}
            >
              {adj.byLines}
            </button>
          </RovingGroup>
          {byLines ? (
            <>
              <ul className="refund-lines" data-testid="refund-lines">
                {refundableLines(order).map((l) => {
                  const left = l.quantity - (l.refundedQuantity ?? 0)
                  return (
                    <li key={l.id}>
                      <label htmlFor={`refund-line-${l.id}`}>{fill(adj.lineQty, { name: l.name, left })}</label>
                      <input
                        id={`refund-line-${l.id}`}
                        className="input"
                        type="number"
                        min={0}
                        max={left}
                        inputMode="numeric"
                        value={picks.get(l.id) ?? 0}
                        onChange={(e) =>
                          setPicks((m) =>
                            new Map(m).set(l.id, Math.max(0, Math.min(left, Math.floor(Number(e.target.value) || 0)))),
                          )
                        }
                      />
                    </li>
                  )
                })}
              </ul>
              <p className="discount-preview" data-testid="refund-lines-amount">
                {fill(adj.linesAmount, { amount: formatNtdCents(lineTotal) })}
              </p>
            </>
          ) : null}
          <div className="field-row">
            {byLines ? null : (
              <Field
                label={r.amount}
                inputMode="decimal"
                value={amount}
                maxLength={12}
                onChange={(e) => {
                  setEdited(true)
                  setAmount(e.target.value)
                }}
              />
            )}
            <Field
              label={r.note}
              placeholder={r.notePlaceholder}
              value={note}
              maxLength={200}
              onChange={(e) => setNote(e.target.value)}
            />
          </div>
          <MethodPicker
            label={r.method}
            methods={otherMethod ? PAYMENT_METHODS : originals}
            value={method}
            onChange={(m) => {
              setEdited(true)
              setMethod(m)
            }}
          />
          <div className="refund-tenders">
            {tenders?.length ? (
              <p className="field-hint" data-testid="refund-tenders">
                {fill(r.originalMethods, { methods: tendersText(tenders) })}
              </p>
            ) : null}
            <button
              type="button"
              className="foh-choice"
              aria-pressed={otherMethod}
              onClick={() => {
                if (otherMethod) startOver()
                setOtherMethod(!otherMethod)
              }}
            >
              {r.otherMethods}
            </button>
          </div>
          {otherMethod ? (
            <p className="field-hint" role="note">
              {r.otherMethodHint}
            </p>
          ) : null}
          {needsPin ? (
            <Field
              label={r.managerPin}
              placeholder={r.managerPinHint}
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
              {pending ? r.sending : r.confirm}
            </Button>
          </div>
        </form>
      ) : null}
    </Dialog>
  )
}
