import { useEffect, useRef, useState } from 'react'
import { formatNtd } from '../../../../../shared/format/money.ts'
import { formatMoney, parseMoney } from '../../../../../shared/domain/money.ts'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { ApiError } from '../../../../api.ts'
import { Button } from '../../../../components/Button.tsx'
import { Dialog } from '../../../../components/Dialog.tsx'
import { Field } from '../../../../components/Input.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { toastError } from '../../../../notify.ts'
import { newRequestId } from '../../../../ids.ts'
import { ALL_PAYMENT_METHODS } from '../../../../labels.ts'
import { CashTender } from '../../../../components/pay/CashTender.tsx'
import { MethodPicker } from '../../../../components/pay/MethodPicker.tsx'
import { cashToSend } from '../../../../components/pay/tender.ts'
import { recordPayment } from '../../../../front-of-house-api.ts'
import type { PaymentMethod, Table } from '../../../../../shared/api/front-of-house.ts'

const tm = zhTW.frontOfHouse.tables

const positiveCents = (text: string) => {
  const cents = parseMoney(text)
  return cents !== null && cents > 0 ? cents : null
}

/**
 * Takes money for a table's session, prefilled with what is owed (spec part 2 §2.11, §5).
 * One key per dialog: a retry after a lost answer records the payment once.
 */
export function PaymentDialog({ storeId, table, onClose }: { storeId: number; table: Table | null; onClose: () => void }) {
  const [amount, setAmount] = useState('')
  const [method, setMethod] = useState<PaymentMethod>('cash')
  const [pending, setPending] = useState(false)
  const [cash, setCash] = useState('')
  const [cashTried, setCashTried] = useState(false)
  const key = useRef('')

  useEffect(() => {
    if (!table) return
    setAmount(table.sessionOutstanding ?? '')
    setMethod('cash')
    setCash('')
    setCashTried(false)
    key.current = newRequestId()
  }, [table])

  const submit = async () => {
    if (!table?.sessionId) return
    const cents = positiveCents(amount)
    if (cents === null) return toast({ variant: 'destructive', title: tm.payInvalid })
    const cashCheck = method === 'cash' ? cashToSend(cents, cash) : null
    if (cashCheck && !cashCheck.ok) {
      setCashTried(true)
      return toast({ variant: 'destructive', title: tm.payFailed, description: cashCheck.problem })
    }
    setPending(true)
    try {
      const tendered = cashCheck?.ok ? cashCheck.tendered : null
      await recordPayment(storeId, { sessionId: table.sessionId, amount: formatMoney(cents), paymentMethod: method, tendered, clientPaymentId: key.current })
      toast({ title: fill(tm.paid, { amount: formatNtd(formatMoney(cents)) }) })
      onClose()
    } catch (error) {
      // A definite answer ends this attempt; a lost one keeps the key for the retry.
      if (error instanceof ApiError) key.current = newRequestId()
      toastError(tm.payFailed, error, zhTW.frontOfHouse.common.networkError)
    } finally {
      setPending(false)
    }
  }

  return (
    <Dialog
      open={!!table}
      onClose={pending ? () => {} : onClose}
      title={fill(tm.payTitle, { number: table?.number ?? '' })}
      description={fill(tm.payDescription, { amount: formatNtd(table?.sessionOutstanding) })}
    >
      <form className="form foh-form" onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}>
        <MethodPicker methods={ALL_PAYMENT_METHODS} value={method} onChange={setMethod} />
        <Field label={tm.payAmount} type="number" inputMode="decimal" step="0.01" min="0" value={amount} onChange={(e) => setAmount(e.target.value)} />
        {method === 'cash' ? <CashTender due={positiveCents(amount)} value={cash} onChange={setCash} showEmpty={cashTried} /> : null}
        <div className="form-actions">
          <Button variant="secondary" onClick={onClose} disabled={pending}>{zhTW.common.cancel}</Button>
          <Button type="submit" disabled={pending}>{pending ? zhTW.common.submitting : tm.paySubmit}</Button>
        </div>
      </form>
    </Dialog>
  )
}
