import { awayLabel } from '../../shared/format/place'
import type { OrderType } from '../../shared/domain/order-type'
import { formatNtdCents } from '../../shared/format/money'
import { fill, zhTW } from '../../shared/i18n/zh-TW'
import { createDoc, type PrintProfile } from './layout'
import { describeOptions, formatPrintTime, type PrintLine } from './print-data'
import type { ReceiptRow } from '../../shared/api/devices'

const L = zhTW.print

export type PaymentMethod = keyof typeof L.methods

export type ReceiptData = {
  storeName: string
  address: string | null
  orderNumbers: string[]
  /** Table number, or null for takeout and delivery (orderType says which). */
  table: string | null
  orderType?: OrderType
  time: number
  timeZone: string
  /** discount: a line's discounts or 招待, printed under it. */
  lines: (PrintLine & { discount?: { label: string; amount: number } | null })[]
  subtotal: number
  serviceFee: number
  discount: number
  total: number
  /**
   * A split part's receipt: its place among the parts and the whole bill's total; lines and
   * figures are the part's own (none for a part by amount). null or absent: the whole bill.
   */
  part?: { position: number; of: number; billTotal: number } | null
  /** invoice: the 電子發票 number the payment took (a store in 電子發票 mode), so a carrier sale has it on paper. */
  payment: { method: PaymentMethod; amount: number; tendered: number | null; invoice?: string | null } | null
  /** Money paid back on the order so far, oldest first (a reprint lists them). */
  refunds: { method: PaymentMethod; amount: number }[]
  qr: string | null
  footer: string | null
  /** 補印: when the copy was asked for; `time` stays the receipt's own. null on the first print. */
  reprintedAt: number | null
}

/** Cash change on paper: tendered − amount, never negative. */
export function changeDue(p: NonNullable<ReceiptData['payment']>): number | null {
  return p.method === 'cash' && p.tendered !== null ? Math.max(0, p.tendered - p.amount) : null
}

/** The receipt's lines in order, pure: what the paper prints and a screen shows when there is no printer. */
export function receiptRows(r: ReceiptData): ReceiptRow[] {
  const rows: ReceiptRow[] = [{ kind: 'title', text: r.storeName }]
  const pair = (left: string, right: string, bold?: boolean) => rows.push({ kind: 'pair', left, right, bold })
  if (r.address) rows.push({ kind: 'center', text: r.address })
  if (r.reprintedAt !== null) {
    rows.push({ kind: 'center', text: L.reprint, bold: true })
    rows.push({ kind: 'center', text: `${L.reprintedAt}：${formatPrintTime(r.reprintedAt, r.timeZone)}` })
  }
  rows.push(
    { kind: 'rule' },
    { kind: 'text', text: `${L.order}：${r.orderNumbers.join(', ')}` },
    { kind: 'text', text: `${L.table}：${r.table ?? awayLabel(r.orderType)}` },
    { kind: 'text', text: `${L.time}：${formatPrintTime(r.time, r.timeZone)}` },
  )
  if (r.part)
    rows.push({ kind: 'text', text: fill(L.splitPart, { ...r.part, total: formatNtdCents(r.part.billTotal) }) })
  rows.push({ kind: 'rule' })
  if (r.lines.length) rows.push({ kind: 'item', name: L.item, qty: L.qty, amount: L.amount })
  for (const line of r.lines) {
    rows.push({ kind: 'item', name: line.name, qty: `x${line.quantity}`, amount: formatNtdCents(line.subtotal) })
    const options = describeOptions(line.options)
    if (options) rows.push({ kind: 'text', text: `  ${options}` })
    if (line.notes) rows.push({ kind: 'text', text: `  ${L.notes}：${line.notes}` })
    if (line.discount) pair(`  ${line.discount.label}`, formatNtdCents(-line.discount.amount))
  }
  if (r.lines.length) {
    rows.push({ kind: 'rule' })
    pair(L.subtotal, formatNtdCents(r.subtotal))
  }
  if (r.serviceFee) pair(L.serviceFee, formatNtdCents(r.serviceFee))
  if (r.discount) pair(L.discount, formatNtdCents(-r.discount))
  pair(L.total, formatNtdCents(r.total), true)
  if (r.payment) {
    rows.push({ kind: 'rule' })
    pair(L.method, L.methods[r.payment.method])
    // Money on account toward the bill: what this payment covers.
    if (r.payment.amount !== r.total) pair(L.thisPayment, formatNtdCents(r.payment.amount))
    pair(L.paid, formatNtdCents(r.payment.tendered ?? r.payment.amount))
    const change = changeDue(r.payment)
    if (change !== null) pair(L.change, formatNtdCents(change))
    if (r.payment.invoice) pair(L.invoice, r.payment.invoice)
  }
  for (const refund of r.refunds)
    pair(fill(L.refund, { method: L.methods[refund.method] }), formatNtdCents(-refund.amount))
  if (r.qr) rows.push({ kind: 'qr', data: r.qr })
  // The footer is typed in a text area: each of its lines prints as a line.
  for (const text of r.footer?.split('\n') ?? []) rows.push({ kind: 'center', text })
  return rows
}

/** A customer receipt as ESC/POS bytes (pure: same data and profile, same bytes). */
export function renderReceipt(r: ReceiptData, profile: PrintProfile): Uint8Array {
  const doc = createDoc(profile)
  for (const row of receiptRows(r)) {
    if (row.kind === 'title') doc.text(row.text, { align: 'center', bold: true, width: 2, height: 2 })
    else if (row.kind === 'center') doc.text(row.text, { align: 'center', bold: row.bold })
    else if (row.kind === 'text') doc.text(row.text)
    else if (row.kind === 'rule') doc.rule()
    else if (row.kind === 'item') doc.itemRow(row.name, row.qty, row.amount)
    else if (row.kind === 'pair') doc.pair(row.left, row.right, row.bold ? { bold: true } : {})
    else doc.qr(row.data)
  }
  return doc.finish().bytes()
}
