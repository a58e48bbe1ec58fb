import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { REPORT_RANGES, REPORT_RANGE_LABELS, type ReportRange } from '../../../../shared/domain/report-ranges.ts'
import { formatNtd } from '../../../money.ts'
import { fill, zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../components/Button.tsx'
import { PageHeader } from '../../../components/PageHeader.tsx'
import { toast } from '../../../components/Toaster.tsx'
import { dateStamp, downloadUrl } from '../../../download.ts'
import { formatDateTime, formatPercent } from '../../../format.ts'
import { api, unwrap } from '../../../api/client.ts'
import { storeKey } from '../../../api/keys.ts'
import { reportExportUrl } from '../../../api/urls.ts'
import { useBackOffice } from '../../../hooks/useBackOffice.ts'
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

const r = zhTW.backoffice.reports
const officeText = zhTW.backoffice.common
const RANGE_OPTIONS = REPORT_RANGES.map((x) => ({ value: x, label: REPORT_RANGE_LABELS[x] }))

/** Spec part 1 §2 reports: range, totals, top 5, payment share, 24 hourly buckets, cost/profit, turnover. */
export default function ReportsScreen() {
  const { store, storeId, manager } = useBackOffice()
  const [range, setRange] = useState<ReportRange>('today')
  const query = useQuery({
    queryKey: storeKey(storeId ?? 0, 'reports', { range }),
    queryFn: () => unwrap(api.api.stores({ storeId: storeId ?? 0 }).reports.get({ query: { range } })),
    enabled: storeId !== null && manager,
    // A report of today changes with every order: the cached one at once, a fresh one a moment later.
    staleTime: 0,
  })

  const exporting = useMutation({
    mutationFn: ({ storeId, range }: { storeId: number; range: ReportRange }) =>
      downloadUrl(reportExportUrl(storeId, range), `report-${range}-${dateStamp()}.csv`),
    meta: { errorTitle: officeText.exportFailedTitle },
    onSuccess: () => toast({ title: officeText.exported }),
  })

  if (!storeId) return <NoStore title={r.title} />
  if (!manager) return <ManagerOnlyPage title={r.title} />
  const report = query.data

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
            <Button variant="secondary" onClick={() => exporting.mutate({ storeId, range })}>
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
      <QueryStatus query={query} />
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
