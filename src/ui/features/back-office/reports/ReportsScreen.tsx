import { useState } from 'react'
import { REPORT_RANGES, REPORT_RANGE_LABELS, type ReportRange } from '../../../../shared/domain/report-ranges.ts'
import { formatNtd } from '../../../../shared/format/money.ts'
import { fill, zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../components/Button.tsx'
import { PageHeader } from '../../../components/PageHeader.tsx'
import { toast } from '../../../components/Toaster.tsx'
import { dateStamp, downloadUrl } from '../../../download.ts'
import { toastError } from '../../../notify.ts'
import { formatDateTime, formatPercent } from '../../../format.ts'
import { useBackOffice, useFreshQuery, withQuery } from '../../../hooks/useBackOffice.ts'
import { SelectField } from '../../../components/SelectField.tsx'
import { StatCard, StatGrid } from '../../../components/StatCard.tsx'
import { SalesBreakdown } from '../SalesBreakdown.tsx'
import { Card, CardHeader } from '../../../components/Card.tsx'
import { ManagerOnlyPage, QueryStatus } from '../../../components/PageStates.tsx'
import { NoStore } from '../../../components/NoStore.tsx'
import '../backoffice.css'
import './reports.css'
import { HourlyChart, PaymentChart } from './components/Charts.tsx'
import { CostProfit, TopProducts, Turnover } from './components/Tables.tsx'
import type { Report } from '../../../../shared/api/reports.ts'
import { statusOf } from '../../../query.ts'

const r = zhTW.backoffice.reports
const officeText = zhTW.backoffice.common
const RANGE_OPTIONS = REPORT_RANGES.map((x) => ({ value: x, label: REPORT_RANGE_LABELS[x] }))

/** Spec part 1 §2 reports: range, totals, top 5, payment share, 24 hourly buckets, cost/profit, turnover. */
export default function ReportsScreen() {
  const { store, storeId, manager } = useBackOffice()
  const [range, setRange] = useState<ReportRange>('today')
  const key = storeId && manager ? withQuery(`/api/stores/${storeId}/reports`, { range }) : null
  const query = useFreshQuery<Report>(key)

  if (!storeId) return <NoStore title={r.title} />
  if (!manager) return <ManagerOnlyPage title={r.title} />
  const report = query.data?.range === range ? query.data : undefined

  const exportCsv = async () => {
    try {
      await downloadUrl(
        withQuery(`/api/stores/${storeId}/reports/export.csv`, { range }),
        `report-${range}-${dateStamp()}.csv`,
      )
      toast({ title: officeText.exported })
    } catch (error) {
      toastError(officeText.exportFailedTitle, error)
    }
  }

  return (
    <section className="page">
      <PageHeader
        title={r.title}
        subtitle={r.subtitle}
        actions={
          <>
            <SelectField
              label={r.range}
              hideLabel
              value={range}
              options={RANGE_OPTIONS}
              onChange={(v) => setRange(v as ReportRange)}
            />
            <Button variant="secondary" onClick={() => void exportCsv()}>
              {officeText.exportCsv}
            </Button>
            <Button variant="secondary" onClick={() => window.print()} disabled={!report}>
              {officeText.print}
            </Button>
          </>
        }
      />
      {report ? (
        <div className="print-only rp-print-head">
          <h2>
            {store?.name} — {fill(r.printTitle, { range: REPORT_RANGE_LABELS[range] })}
          </h2>
          <p>{fill(r.period, { from: formatDateTime(report.from), to: formatDateTime(report.to) })}</p>
          <p>{fill(r.generatedAt, { time: formatDateTime(report.generatedAt) })}</p>
        </div>
      ) : null}
      <QueryStatus query={statusOf({ ...query, data: report }, key)} />
      {report ? (
        <>
          <StatGrid>
            <StatCard
              testId="rp-revenue"
              label={r.totalRevenue}
              value={formatNtd(report.totalRevenue)}
              caption={REPORT_RANGE_LABELS[range]}
            />
            <StatCard testId="rp-orders" label={r.orderCount} value={report.orderCount} />
            <StatCard testId="rp-aov" label={r.averageOrderValue} value={formatNtd(report.averageOrderValue)} />
            <StatCard
              testId="rp-profit"
              label={r.grossProfit}
              value={formatNtd(report.profit)}
              caption={fill(r.profitMargin, { value: formatPercent(report.profitMargin) })}
            />
          </StatGrid>
          <div className="rp-grid">
            <Card className="rp-wide rp-sales">
              <CardHeader title={officeText.sales.title} />
              <SalesBreakdown figures={report} testId="rp-sales" />
            </Card>
            <HourlyChart report={report} />
            <TopProducts report={report} />
            <PaymentChart report={report} />
            <CostProfit report={report} />
            <Turnover report={report} />
          </div>
        </>
      ) : null}
    </section>
  )
}
