import { useSignals } from '@preact/signals-react/runtime'
import { useEffect, useRef, useState } from 'react'
import { formatMoney, type Cents } from '../../../shared/domain/money.ts'
import { formatNtd, formatNtdCents } from '../../money.ts'
import { fill, zhTW } from '../../../shared/i18n/zh-TW.ts'
import { ApiError } from '../../api/errors.ts'
import { Button } from '../Button.tsx'
import { Dialog } from '../Dialog.tsx'
import { Field } from '../Input.tsx'
import { toast } from '../Toaster.tsx'
import { toastError } from '../../notify.ts'
import { newRequestId } from '../../ids.ts'
import { paymentMethodLabel } from '../../labels.ts'
import type { Payment, PaymentMethod } from '../../../shared/api/front-of-house.ts'
import { CashTender } from './CashTender.tsx'
import { OnScreenReceipt } from '../OnScreenReceipt.tsx'
import { MethodPicker } from './MethodPicker.tsx'
import { InvoiceChoicePicker } from './InvoiceChoicePicker.tsx'
import {
  asksInvoice,
  invoiceToSend,
  NO_INVOICE_CHOICE,
  type InvoiceChoice,
  type InvoiceRequest,
} from './invoice-choice.ts'
import { currentStore } from '../../state/stores.ts'
import { cashToSend } from './tender.ts'
import { invoiceLine } from './invoice-line.ts'
import { amountText, amountToSend } from './amount.ts'
import './pay.css'

const m = zhTW.pay

/** What was paid: one order, or a table's session (its 完成 screen names the table). */
export type Paid = { payment: Payment } & ({ orderNumber: string } | { tableNumber: string })
/**
 * Takes the money; null when it could not start (the caller has said why). Throws on a refused or
 * lost payment. `amount` is what this payment takes as "450.00": the due, or the amount typed.
 */
export type Charge = (input: {
  method: PaymentMethod
  amount: string
  tendered: string | null
  clientPaymentId: string
  invoice?: InvoiceRequest
}) => Promise<Paid | null>

type Props = {
  open: boolean
  title: string
  /** What is owed, in cents, read when the dialog opens. */
  due: Cents
  initialMethod?: PaymentMethod
  charge: Charge
  /** A line above the form, e.g. an order already sent and waiting for its payment. */
  notice?: string | null
  /** A table's session: the amount is a box prefilled with `due` (what is owed); a part of it may be paid. */
  editableAmount?: boolean
  onClose: (paid: boolean) => void
}

function Done({ paid, onClose }: { paid: Paid; onClose: () => void }) {
  const { payment } = paid
  const invoice = invoiceLine(payment.invoice)
  return (
    <div className="pay-done" data-testid="pay-done">
      <p className="pay-done-badge">{m.paidTitle}</p>
      <p>
        {'tableNumber' in paid
          ? fill(m.paidTable, { number: paid.tableNumber })
          : fill(m.paidOrder, { orderNumber: paid.orderNumber })}
      </p>
      <p className="muted">
        {fill(m.paidAmount, { amount: formatNtd(payment.amount), method: paymentMethodLabel(payment.paymentMethod) })}
      </p>
      {payment.tendered ? (
        <>
          <p>{fill(m.tendered, { amount: formatNtd(payment.tendered) })}</p>
          <output className="cash-change" data-testid="paid-change">
            <span>{m.cash.change}</span>
            <strong>{formatNtd(payment.change)}</strong>
          </output>
        </>
      ) : null}
      {invoice ? (
        <p className="pay-done-invoice" data-testid="paid-invoice">
          {invoice}
        </p>
      ) : null}
      {payment.invoice?.warning ? (
        <p className="cash-problem" role="alert">
          {payment.invoice.warning}
        </p>
      ) : null}
      <OnScreenReceipt storeId={payment.storeId} of={{ paymentId: payment.id }} />
      <Button size="lg" onClick={onClose} autoFocus>
        {m.done}
      </Button>
    </div>
  )
}

/**
 * One payment, shared by 送出並結帳 at the POS, 收款 on the orders screen and a table's 收款 (desktop
 * and the phone's counter). One request key per attempt: a double tap or a retry after a lost
 * answer is one payment.
 */
export function PayOrderDialog({
  open,
  title,
  due,
  initialMethod = 'cash',
  charge,
  notice,
  editableAmount = false,
  onClose,
}: Props) {
  useSignals()
  const [method, setMethod] = useState<PaymentMethod>(initialMethod)
  const [invoice, setInvoice] = useState<InvoiceChoice>(NO_INVOICE_CHOICE)
  const [cash, setCash] = useState('')
  const [amount, setAmount] = useState('')
  const [showEmpty, setShowEmpty] = useState(false)
  const [pending, setPending] = useState(false)
  const [lost, setLost] = useState(false)
  const [paid, setPaid] = useState<Paid | null>(null)
  const key = useRef('')
  const askInvoice = asksInvoice(currentStore.value)

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a fresh opening resets the form
  useEffect(() => {
    if (!open) return
    setMethod(initialMethod)
    setInvoice(NO_INVOICE_CHOICE)
    setCash('')
    setAmount(editableAmount ? amountText(due) : '')
    setShowEmpty(false)
    setLost(false)
    setPaid(null)
    key.current = newRequestId()
    // Only a fresh opening resets the form; the method prop may follow the cart while it is open.
  }, [open])

  const amountCheck = editableAmount ? amountToSend(due, amount) : null
  // What this payment takes; null while the amount typed is refused (shown beside the box).
  const taking = amountCheck ? (amountCheck.ok ? amountCheck.cents : null) : due

  const submit = async () => {
    if (pending || taking === null) return
    let tendered: string | null = null
    if (method === 'cash') {
      const cashCheck = cashToSend(taking, cash)
      if (!cashCheck.ok) {
        setShowEmpty(true)
        return toast({ variant: 'destructive', title: m.payFailed, description: cashCheck.problem })
      }
      tendered = cashCheck.tendered
    }
    const inv = invoiceToSend(askInvoice, invoice)
    if (!inv.ok) return toast({ variant: 'destructive', title: m.payFailed, description: inv.problem })
    setPending(true)
    try {
      const done = await charge({
        method,
        amount: formatMoney(taking),
        tendered,
        clientPaymentId: key.current,
        invoice: inv.invoice,
      })
      if (done) setPaid(done)
      setLost(false)
    } catch (error) {
      // A definite answer ends this attempt; a lost one keeps the key, so the retry is the same payment.
      if (error instanceof ApiError) key.current = newRequestId()
      setLost(!(error instanceof ApiError))
      toastError(m.payFailed, error, zhTW.frontOfHouse.common.networkError)
    } finally {
      setPending(false)
    }
  }

  const close = () => !pending && onClose(paid !== null)
  return (
    <Dialog open={open} onClose={close} title={title} className="pay-dialog">
      {paid ? (
        <Done paid={paid} onClose={close} />
      ) : (
        <form
          className="form"
          data-testid="pay-form"
          onSubmit={(e) => {
            e.preventDefault()
            void submit()
          }}
        >
          {notice ? (
            <p className="notice" role="status">
              {notice}
            </p>
          ) : null}
          <div className="pay-due">
            <span className="field-label">{editableAmount ? m.outstanding : m.due}</span>
            <strong data-testid="pay-due">{formatNtdCents(due)}</strong>
          </div>
          {editableAmount ? (
            <Field
              label={m.amount.label}
              className="pay-amount"
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              hint={m.amount.hint}
              error={amountCheck && !amountCheck.ok ? amountCheck.problem : null}
              onChange={(e) => setAmount(e.target.value)}
            />
          ) : null}
          <MethodPicker value={method} onChange={setMethod} />
          {askInvoice ? <InvoiceChoicePicker value={invoice} onChange={setInvoice} /> : null}
          {method === 'cash' ? <CashTender due={taking} value={cash} onChange={setCash} showEmpty={showEmpty} /> : null}
          {lost ? (
            <p className="notice" role="status">
              {m.retryHint}
            </p>
          ) : null}
          <div className="pay-actions">
            <Button variant="secondary" size="lg" onClick={close} disabled={pending}>
              {zhTW.common.cancel}
            </Button>
            <Button type="submit" size="lg" disabled={pending}>
              {pending ? m.paying : m.confirm}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  )
}
