import type { ZReport } from '../../../../../shared/api/day-close.ts'
import { parseMoney } from '../../../../../shared/domain/money.ts'
import { zReportSections } from '../../../../../shared/format/z-report.ts'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Badge } from '../../../../components/Badge.tsx'
import { moneyStyle } from '../../../../money.ts'

const p = zhTW.backoffice.payments

/** Over, short or even beside a cash difference. */
export function DifferenceBadge({ amount }: { amount: string | null }) {
  const cents = parseMoney(amount)
  if (cents === null) return null
  const tone = cents === 0 ? 'success' : cents > 0 ? 'warning' : 'danger'
  return <Badge tone={tone}>{cents === 0 ? p.even : cents > 0 ? p.over : p.short}</Badge>
}

/**
 * The Z report's sections as the receipt printer prints them (shared/format/z-report): each a small
 * block of label, count and figure, so the day reads by topic rather than as one list of numbers.
 */
export function ZSections({ report }: { report: ZReport }) {
  return (
    <div className="pm-z-sections">
      {zReportSections(report, moneyStyle()).map((section) => (
        <section key={section.key} className="pm-z-section" data-testid={`z-${section.key}`}>
          <h3>{section.title}</h3>
          <dl className="pm-z-rows">
            {section.rows.map((r) => (
              <div key={r.key} className={r.strong ? 'pm-z-row pm-z-strong' : 'pm-z-row'}>
                <dt>{r.label}</dt>
                <dd>
                  {r.count === undefined ? null : (
                    <span className="pm-z-count">{fill(p.countOf, { count: r.count })}</span>
                  )}
                  <span className="pm-z-value" data-testid={`z-${section.key}-${r.key}`}>
                    {r.value}
                  </span>
                  {r.key === 'difference' ? (
                    <DifferenceBadge amount={section.key === 'cash' ? report.difference : null} />
                  ) : null}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  )
}
