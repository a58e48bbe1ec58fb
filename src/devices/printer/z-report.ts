import { formatNtdCents } from '../../shared/format/money'
import { zhTW } from '../../shared/i18n/zh-TW'
import { createDoc, type PrintProfile } from './layout'
import { formatPrintTime } from './print-data'
import type { PaymentMethod } from './receipt'

const L = zhTW.print
const Z = L.z

/** A business day's Z report in cents, as the day-close module computed it. */
export type ZReportPrintData = {
  storeName: string
  businessDate: string
  closed: boolean
  /** The close instant: a closed day's paper carries it instead of the print time, so a reprint is the same bytes. */
  closedAt: number | null
  /** Checks open at the close, carried into the next business day. */
  carriedOver: { label: string; amount: number }[]
  grossSales: number
  discounts: number
  refunds: number
  netSales: number
  byMethod: { method: PaymentMethod; count: number; amount: number }[]
  openingFloat: number
  cashIn: number
  cashRefunds: number
  /** float + cash in − cash refunds (fixed at closing). */
  expectedCash: number
  /** Null until the day is closed. */
  countedCash: number | null
  difference: number | null
  printedAt: number
  timeZone: string
}

/** The Z report on a receipt printer (pure: same data and profile, same bytes). */
export function renderZReport(z: ZReportPrintData, profile: PrintProfile): Uint8Array {
  const doc = createDoc(profile)
  doc.text(Z.title, { align: 'center', bold: true, width: 2, height: 2 })
  if (!z.closed) doc.text(Z.open, { align: 'center' })
  doc.rule()
  doc.pair(Z.store, z.storeName)
  doc.pair(Z.businessDay, z.businessDate)
  doc.rule()
  doc.pair(Z.grossSales, formatNtdCents(z.grossSales))
  doc.pair(Z.discounts, formatNtdCents(-z.discounts))
  doc.pair(Z.refunds, formatNtdCents(-z.refunds))
  doc.pair(Z.netSales, formatNtdCents(z.netSales), { bold: true })
  doc.rule()
  doc.text(Z.byMethod, { bold: true })
  for (const m of z.byMethod) doc.itemRow(L.methods[m.method], `${m.count}`, formatNtdCents(m.amount))
  doc.rule()
  doc.pair(Z.openingFloat, formatNtdCents(z.openingFloat))
  doc.pair(Z.cashIn, formatNtdCents(z.cashIn))
  doc.pair(Z.cashRefunds, formatNtdCents(-z.cashRefunds))
  doc.pair(Z.expectedCash, formatNtdCents(z.expectedCash), { bold: true })
  if (z.countedCash !== null) doc.pair(Z.countedCash, formatNtdCents(z.countedCash))
  if (z.difference !== null) doc.pair(Z.difference, formatNtdCents(z.difference), { bold: true })
  if (z.carriedOver.length > 0) {
    doc.rule()
    doc.text(Z.carriedOver, { bold: true })
    for (const c of z.carriedOver) doc.pair(c.label, formatNtdCents(c.amount))
  }
  doc.rule()
  if (z.closedAt !== null) doc.text(`${Z.closedAt}：${formatPrintTime(z.closedAt, z.timeZone)}`)
  else doc.text(`${Z.printedAt}：${formatPrintTime(z.printedAt, z.timeZone)}`)
  return doc.finish().bytes()
}
