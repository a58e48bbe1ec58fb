import { useSignals } from '@preact/signals-react/runtime'
import { useRef, useState } from 'react'
import { parseMoney } from '../../../../../shared/domain/money.ts'
import { formatNtd } from '../../../../money.ts'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { ApiError } from '../../../../api/errors.ts'
import { Button } from '../../../../components/Button.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { toastError } from '../../../../notify.ts'
import { newRequestId } from '../../../../ids.ts'
import { CashTender } from '../../../../components/pay/CashTender.tsx'
import { MethodPicker } from '../../../../components/pay/MethodPicker.tsx'
import { cashToSend } from '../../../../components/pay/tender.ts'
import { InvoiceChoicePicker } from '../../../../components/pay/InvoiceChoicePicker.tsx'
import {
  asksInvoice,
  invoiceToSend,
  NO_INVOICE_CHOICE,
  type InvoiceChoice,
} from '../../../../components/pay/invoice-choice.ts'
import { currentStore } from '../../../../state/stores.ts'
import type { PaymentMethod } from '../../../../../shared/api/front-of-house.ts'
import { payPart, type SplitPart } from '../split-queries.ts'

const sm = zhTW.frontOfHouse.split

/**
 * One part's payment with its own method; cash takes the amount received and shows the change.
 * One key per opened form, so a retry after a lost answer pays the part once.
 */
export function PartPayForm({
  storeId,
  sessionId,
  tableNumber,
  part,
  onDone,
}: {
  storeId: number
  sessionId: number
  tableNumber: string
  part: SplitPart
  onDone: (cleared: boolean) => void
}) {
  useSignals()
  const [method, setMethod] = useState<PaymentMethod>('cash')
  const [cash, setCash] = useState('')
  // Each paid part is its own sale, so each asks for its own 發票 choice.
  const [invoice, setInvoice] = useState<InvoiceChoice>(NO_INVOICE_CHOICE)
  const askInvoice = asksInvoice(currentStore.value)
  const [cashTried, setCashTried] = useState(false)
  const [pending, setPending] = useState(false)
  const key = useRef(newRequestId())
  const due = parseMoney(part.amount)

  const submit = async () => {
    const cashCheck = method === 'cash' && due !== null ? cashToSend(due, cash) : null
    if (cashCheck && !cashCheck.ok) {
      setCashTried(true)
      return toast({ variant: 'destructive', title: sm.partPayFailed, description: cashCheck.problem })
    }
    const inv = invoiceToSend(askInvoice, invoice)
    if (!inv.ok) return toast({ variant: 'destructive', title: sm.partPayFailed, description: inv.problem })
    setPending(true)
    try {
      const res = await payPart(storeId, sessionId, part.id, {
        paymentMethod: method,
        tendered: cashCheck?.ok ? cashCheck.tendered : null,
        clientPaymentId: key.current,
        invoice: inv.invoice,
      })
      toast({
        title: res.tableCleared
          ? fill(sm.tableCleared, { number: tableNumber })
          : fill(sm.partPaid, { n: part.position, amount: formatNtd(part.amount) }),
      })
      onDone(res.tableCleared)
    } catch (error) {
      if (error instanceof ApiError) key.current = newRequestId()
      toastError(sm.partPayFailed, error, zhTW.frontOfHouse.common.networkError)
    } finally {
      setPending(false)
    }
  }

  return (
    <form
      className="form foh-form split-pay"
      data-testid="split-pay"
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
    >
      <h4 className="split-pay-title">{fill(sm.payPartTitle, { n: part.position, amount: formatNtd(part.amount) })}</h4>
      <MethodPicker value={method} onChange={setMethod} />
      {askInvoice ? <InvoiceChoicePicker value={invoice} onChange={setInvoice} /> : null}
      {method === 'cash' ? <CashTender due={due} value={cash} onChange={setCash} showEmpty={cashTried} /> : null}
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? zhTW.common.submitting : fill(sm.payPartSubmit, { amount: formatNtd(part.amount) })}
      </Button>
    </form>
  )
}
