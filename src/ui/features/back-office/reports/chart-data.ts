/** Chart data from a report (pure, so it is tested without a canvas). */
import { parseMoney } from '../../../../shared/domain/money.ts'
import { fill, zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { paymentMethodLabel } from '../../../format.ts'
import type { Report } from '../../../../shared/api/reports.ts'

const r = zhTW.backoffice.reports

/** "120.50" → 120.5 (NT$, for chart axes); unreadable → 0. */
export const dollars = (amount: string) => (parseMoney(amount) ?? 0) / 100

export function hourlySeries(report: Pick<Report, 'hourly'>) {
  const byHour = new Map(report.hourly.map((h) => [h.hour, h]))
  const hours = Array.from({ length: 24 }, (_, hour) => hour)
  return {
    labels: hours.map((hour) => fill(r.hourLabel, { hour: String(hour).padStart(2, '0') })),
    revenue: hours.map((hour) => dollars(byHour.get(hour)?.revenue ?? '0')),
    counts: hours.map((hour) => byHour.get(hour)?.count ?? 0),
  }
}

/** Methods with money taken; an empty list means nothing to draw. */
export function paymentSeries(report: Pick<Report, 'paymentMethods'>) {
  const used = report.paymentMethods.filter((m) => (parseMoney(m.amount) ?? 0) > 0)
  return {
    methods: used.map((m) => m.method),
    labels: used.map((m) => paymentMethodLabel(m.method)),
    amounts: used.map((m) => dollars(m.amount)),
    shares: used.map((m) => m.share),
  }
}
