import { useState } from 'react'
import { parseMoney } from '../../../../shared/domain/money.ts'
import { fill, zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { formatNtd } from '../../../../shared/format/money.ts'
import { Button } from '../../../components/Button.tsx'
import { Dialog } from '../../../components/Dialog.tsx'
import { Field } from '../../../components/Input.tsx'
import { toast } from '../../../components/Toaster.tsx'
import { toastError } from '../../../notify.ts'
import { invalidate } from '../../../query.ts'
import { ALL_PAYMENT_METHODS, paymentMethodLabel } from '../../../labels.ts'
import { CashTender } from '../../../components/pay/CashTender.tsx'
import { cashToSend } from '../../../components/pay/tender.ts'
import { recordPayment } from '../../../front-of-house-api.ts'
import type { PaymentMethod, Table } from '../../../../shared/api/front-of-house.ts'
import { newRequestId } from '../../../ids.ts'
import { amountInput, paymentAmount } from './counter.ts'

const m = zhTW.mobile.counter

type Props = { storeId: number; table: Table; sessionId: number; outstanding: string; onDone: () => void }

/** Spec part 2 §2.11/§5: method, amount prefilled with what is owed, cash handed over and change, 取消 / 確認收款. */
export function PaymentDialog({ storeId, table, sessionId, outstanding, onDone }: Props) {
  const [method, setMethod] = useState<PaymentMethod>('cash')
  const [amount, setAmount] = useState(() => amountInput(outstanding))
  const [pending, setPending] = useState(false)
  const [invalid, setInvalid] = useState(false)
  const [cash, setCash] = useState('')
  const [cashTried, setCashTried] = useState(false)
  // One id per payment attempt: a retry after a lost answer is not charged twice.
  const [clientPaymentId, setClientPaymentId] = useState(newRequestId)

  const pay = async () => {
    const value = paymentAmount(amount)
    setInvalid(!value)
    if (!value) {
      toast({ variant: 'destructive', title: m.invalidAmount })
      return
    }
    const cashCheck = method === 'cash' ? cashToSend(parseMoney(value)!, cash) : null
    if (cashCheck && !cashCheck.ok) {
      setCashTried(true)
      toast({ variant: 'destructive', title: m.payFailed, description: cashCheck.problem })
      return
    }
    setPending(true)
    try {
      const tendered = cashCheck?.ok ? cashCheck.tendered : null
      await recordPayment(storeId, { sessionId, amount: value, paymentMethod: method, tendered, clientPaymentId })
      await invalidate(`/api/stores/${storeId}/sessions/${sessionId}`)
      setClientPaymentId(newRequestId())
      toast({ title: m.paid, description: fill(m.paidBody, { amount: formatNtd(value) }) })
      onDone()
    } catch (error) {
      toastError(m.payFailed, error)
    } finally {
      setPending(false)
    }
  }

  return (
    <Dialog open title={fill(m.payTitle, { number: table.number })} onClose={() => !pending && onDone()}>
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault()
          void pay()
        }}
      >
        <fieldset className="pay-methods">
          <legend className="m-label">{m.method}</legend>
          {ALL_PAYMENT_METHODS.map((pm) => (
            <button key={pm} type="button" className="chip" aria-pressed={method === pm} onClick={() => setMethod(pm)}>
              {paymentMethodLabel(pm)}
            </button>
          ))}
        </fieldset>
        <Field label={m.payAmount} inputMode="decimal" value={amount} aria-invalid={invalid} onChange={(e) => setAmount(e.target.value)} />
        {invalid ? <p className="pin-error" role="alert">{m.invalidAmount}</p> : null}
        {method === 'cash' ? <CashTender due={parseMoney(paymentAmount(amount))} value={cash} onChange={setCash} showEmpty={cashTried} /> : null}
        <div className="m-dialog-actions">
          <Button variant="secondary" size="lg" disabled={pending} onClick={onDone}>{zhTW.common.cancel}</Button>
          <Button type="submit" size="lg" disabled={pending}>{pending ? m.paying : m.confirmPay}</Button>
        </div>
      </form>
    </Dialog>
  )
}
