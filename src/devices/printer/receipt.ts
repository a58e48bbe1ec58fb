import { formatNtdCents } from '../../shared/format/money'
import { zhTW } from '../../shared/i18n/zh-TW'
import { createDoc, type PrintProfile } from './layout'
import { describeOptions, formatPrintTime, type PrintLine } from './print-data'

const L = zhTW.print

export type PaymentMethod = keyof typeof L.methods

export type ReceiptData = {
  storeName: string
  address: string | null
  orderNumbers: string[]
  /** Table number, or null for takeout. */
  table: string | null
  time: number
  timeZone: string
  /** discount: a line's discounts or 招待, printed under it. */
  lines: (PrintLine & { discount?: { label: string; amount: number } | null })[]
  subtotal: number
  serviceFee: number
  discount: number
  total: number
  /** invoice: the 電子發票 number the payment took (a store in 電子發票 mode), so a carrier sale has it on paper. */
  payment: { method: PaymentMethod; amount: number; tendered: number | null; invoice?: string | null } | null
  qr: string | null
  footer: string | null
  reprint: boolean
}

/** Cash change on paper: tendered − amount, never negative. */
export function changeDue(p: NonNullable<ReceiptData['payment']>): number | null {
  return p.method === 'cash' && p.tendered !== null ? Math.max(0, p.tendered - p.amount) : null
}

/** A customer receipt as ESC/POS bytes (pure: same data and profile, same bytes). */
export function renderReceipt(r: ReceiptData, profile: PrintProfile): Uint8Array {
  const doc = createDoc(profile)
  doc.text(r.storeName, { align: 'center', bold: true, width: 2, height: 2 })
  if (r.address) doc.text(r.address, { align: 'center' })
  if (r.reprint) doc.text(L.reprint, { align: 'center', bold: true })
  doc.rule()
  doc.text(`${L.order}：${r.orderNumbers.join(', ')}`)
  doc.text(`${L.table}：${r.table ?? L.takeout}`)
  doc.text(`${L.time}：${formatPrintTime(r.time, r.timeZone)}`)
  doc.rule()
  doc.itemRow(L.item, L.qty, L.amount)
  for (const line of r.lines) {
    doc.itemRow(line.name, `x${line.quantity}`, formatNtdCents(line.subtotal))
    const options = describeOptions(line.options)
    if (options) doc.text(`  ${options}`)
    if (line.notes) doc.text(`  ${L.notes}：${line.notes}`)
    if (line.discount) doc.pair(`  ${line.discount.label}`, formatNtdCents(-line.discount.amount))
  }
  doc.rule()
  doc.pair(L.subtotal, formatNtdCents(r.subtotal))
  if (r.serviceFee) doc.pair(L.serviceFee, formatNtdCents(r.serviceFee))
  if (r.discount) doc.pair(L.discount, formatNtdCents(-r.discount))
  doc.pair(L.total, formatNtdCents(r.total), { bold: true })
  if (r.payment) {
    doc.rule()
    doc.pair(L.method, L.methods[r.payment.method])
    // A part of the bill (a split part, or money on account): what this payment covers.
    if (r.payment.amount !== r.total) doc.pair(L.thisPayment, formatNtdCents(r.payment.amount))
    doc.pair(L.paid, formatNtdCents(r.payment.tendered ?? r.payment.amount))
    const change = changeDue(r.payment)
    if (change !== null) doc.pair(L.change, formatNtdCents(change))
    if (r.payment.invoice) doc.pair(L.invoice, r.payment.invoice)
  }
  if (r.qr) doc.qr(r.qr)
  // The footer is typed in a text area: each of its lines prints as a line.
  if (r.footer) doc.text(r.footer.split('\n'), { align: 'center' })
  return doc.finish().bytes()
}
