import { formatNtdCents } from '../../shared/format/money'
import { zhTW } from '../../shared/i18n/zh-TW'
import { CASH_MOVEMENT_SIGN, type CashMovementReason } from '../../shared/domain/shift'
import { createDoc, type PrintProfile } from './layout'
import { formatPrintTime } from './print-data'
import type { PaymentMethod } from './receipt'

const L = zhTW.print
const S = zhTW.shift
const X = S.x

/** A cashier's shift (交班) X report in cents, as the shifts module computed it. */
export type XReportPrintData = {
  storeName: string
  cashierName: string
  openedAt: number
  /** Null while the shift is still open. */
  closedAt: number | null
  paymentTotal: number
  byMethod: { method: PaymentMethod; count: number; amount: number }[]
  refunds: number
  openingFloat: number
  cashIn: number
  cashRefunds: number
  movements: { reason: CashMovementReason; amount: number; note: string | null }[]
  /** float + cash in − cash refunds + cash put in − cash taken out. */
  expectedCash: number
  countedCash: number | null
  difference: number | null
  printedAt: number
  timeZone: string
}

/** The X report on a receipt printer (pure: same data and profile, same bytes). */
export function renderXReport(x: XReportPrintData, profile: PrintProfile): Uint8Array {
  const doc = createDoc(profile)
  const time = (ms: number) => formatPrintTime(ms, x.timeZone)
  doc.text(X.title, { align: 'center', bold: true, width: 2, height: 2 })
  if (x.closedAt === null) doc.text(X.open, { align: 'center' })
  doc.rule()
  doc.pair(X.store, x.storeName)
  doc.pair(X.cashier, x.cashierName)
  doc.pair(X.openedAt, time(x.openedAt))
  if (x.closedAt !== null) doc.pair(X.closedAt, time(x.closedAt))
  doc.rule()
  doc.text(X.byMethod, { bold: true })
  for (const m of x.byMethod) doc.itemRow(L.methods[m.method], `${m.count}`, formatNtdCents(m.amount))
  doc.pair(X.paymentTotal, formatNtdCents(x.paymentTotal), { bold: true })
  doc.pair(X.refunds, formatNtdCents(-x.refunds))
  doc.rule()
  doc.pair(X.openingFloat, formatNtdCents(x.openingFloat))
  doc.pair(X.cashIn, formatNtdCents(x.cashIn))
  doc.pair(X.cashRefunds, formatNtdCents(-x.cashRefunds))
  for (const m of x.movements) {
    const signed = CASH_MOVEMENT_SIGN[m.reason] * m.amount
    doc.pair(m.note ? `${S.reasons[m.reason]} ${m.note}` : S.reasons[m.reason], formatNtdCents(signed))
  }
  doc.pair(X.expectedCash, formatNtdCents(x.expectedCash), { bold: true })
  if (x.countedCash !== null) doc.pair(X.countedCash, formatNtdCents(x.countedCash))
  if (x.difference !== null) doc.pair(X.difference, formatNtdCents(x.difference), { bold: true })
  doc.rule()
  doc.text(`${X.printedAt}：${formatPrintTime(x.printedAt, x.timeZone)}`)
  return doc.finish().bytes()
}
