import type { AllowanceItem } from '../../shared/domain/einvoice/returns'
import { zhTW } from '../../shared/i18n/zh-TW'
import { columnsForPaper, createDoc, type PrintProfile } from './layout'

const A = zhTW.einvoicePrint.allowance

/** A 折讓證明單 as printed: the allowance, its original invoice and the lines given back. */
export type AllowanceSlip = {
  storeName: string
  sellerId: string
  sellerName: string
  /** Null for a consumer (an allowance after the filing deadline). */
  buyerId: string | null
  number: string
  /** yyyyMMdd, as the G0401 carries it. */
  date: string
  invoiceNumber: string
  invoiceDate: string
  items: AllowanceItem[]
}

const ymd = (d: string) => `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`

/**
 * The 折讓證明單 for the buyer to sign (統一發票使用辦法 §20): title, both 統編, the original
 * invoice's number and date, each line with its untaxed amount and tax, the totals and a
 * signature line. Pure: same slip and paper, same bytes.
 */
export function renderAllowanceSlip(a: AllowanceSlip, paper: 58 | 80, profile: Partial<PrintProfile> = {}) {
  const doc = createDoc({
    columns: columnsForPaper(paper),
    encoding: profile.encoding ?? 'big5',
    cut: profile.cut ?? true,
    beep: false,
    model: profile.model,
  })
  const sum = (f: (it: AllowanceItem) => number) => a.items.reduce((n, it) => n + f(it), 0)
  doc.text(A.title, { align: 'center', bold: true })
  doc.text(A.copy, { align: 'center' })
  doc.rule()
  doc.pair(A.number, a.number)
  doc.pair(A.date, ymd(a.date))
  doc.pair(A.sellerName, a.sellerName || a.storeName)
  doc.pair(A.sellerId, a.sellerId)
  doc.pair(A.buyerId, a.buyerId ?? '')
  doc.pair(A.original, `${a.invoiceNumber.slice(0, 2)}-${a.invoiceNumber.slice(2)}`)
  doc.pair(A.originalDate, ymd(a.invoiceDate))
  doc.rule()
  doc.itemRow(A.item, A.quantity, A.amount.slice(0, 2))
  for (const it of a.items) {
    doc.itemRow(it.name, String(it.quantity), String(it.amount))
    doc.pair(`  ${A.tax}`, String(it.tax))
  }
  doc.rule()
  doc.pair(A.amount, String(sum((it) => it.amount)))
  doc.pair(A.tax, String(sum((it) => it.tax)))
  doc.pair(A.total, String(sum((it) => it.amount + it.tax)), { bold: true })
  doc.text('')
  doc.text('')
  doc.text(`${A.signature}${'_'.repeat(Math.max(8, doc.columns - 12))}`)
  return doc.finish().bytes()
}
