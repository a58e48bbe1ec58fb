import type { ZReport } from '../../shared/api/day-close'
import type { NtdStyle } from '../../shared/format/money'
import { zReportSections } from '../../shared/format/z-report'
import { zhTW } from '../../shared/i18n/zh-TW'
import { createDoc, type PrintProfile } from './layout'
import { formatPrintTime } from './print-data'

const Z = zhTW.print.z

/** A business day's Z report as the day-close module answers it, and what the paper adds. */
export type ZReportPrintData = {
  storeName: string
  z: ZReport
  /** Whole dollars unless the store prices in cents, as its screens show them. */
  money: NtdStyle
  printedAt: number
  timeZone: string
}

/**
 * The Z report on a receipt printer (pure: same data and profile, same bytes). The figures and
 * their labels are the screen's (shared/format/z-report); a closed day carries its close instant
 * instead of the print time, so a reprint is the same bytes.
 */
export function renderZReport(
  { storeName, z, money, printedAt, timeZone }: ZReportPrintData,
  profile: PrintProfile,
): Uint8Array {
  const doc = createDoc(profile)
  doc.text(Z.title, { align: 'center', bold: true, width: 2, height: 2 })
  if (!z.closed) doc.text(Z.open, { align: 'center' })
  doc.rule()
  doc.pair(Z.store, storeName)
  doc.pair(Z.businessDay, z.date)
  for (const section of zReportSections(z, money)) {
    doc.rule()
    doc.text(section.title, { bold: true })
    for (const r of section.rows) {
      const style = { bold: r.strong ?? false }
      if (r.count === undefined) doc.pair(r.label, r.value, style)
      else doc.itemRow(r.label, r.count, r.value, style)
    }
  }
  doc.rule()
  if (z.closedAt !== null) doc.text(`${Z.closedAt}：${formatPrintTime(Date.parse(z.closedAt), timeZone)}`)
  else doc.text(`${Z.printedAt}：${formatPrintTime(printedAt, timeZone)}`)
  return doc.finish().bytes()
}
