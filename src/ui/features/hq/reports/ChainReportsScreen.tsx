import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { HqRangeFields, useHqRange } from '../HqRange.tsx'
import { PageHeader } from '../../../components/PageHeader.tsx'
import { QueryStatus } from '../../../components/PageStates.tsx'
import { ClosesTable, MethodsTable, SalesTable, SummaryTable } from './tables.tsx'
import { dayClosesQuery, paymentsQuery, salesQuery, summaryQuery, type SalesGroup } from './queries.ts'
import { SelectField } from '../../../components/SelectField.tsx'

const r = zhTW.hq.reports
const GROUPS = (['store', 'day', 'hour', 'item'] as const).map((value) => ({ value, label: r.groups[value] }))

/** The chain's figures over a range of business days: per store, grouped sales, and takings by method. */
export default function ChainReportsScreen() {
  const [range, setRange] = useHqRange()
  const [by, setBy] = useState<SalesGroup>('store')
  const summary = useQuery(summaryQuery(range))
  const sales = useQuery(salesQuery(by, range))
  const payments = useQuery(paymentsQuery(range))
  const closes = useQuery(dayClosesQuery(range))
  return (
    <section className="page hq-reports">
      <PageHeader title={r.title} subtitle={r.subtitle} actions={<HqRangeFields range={range} onChange={setRange} />} />
      <h2 className="hq-section-title">{r.summaryTitle}</h2>
      <QueryStatus query={summary} />
      {summary.data ? <SummaryTable rows={summary.data} /> : null}
      <div className="hq-columns">
        <div>
          <div className="hq-section-head">
            <h2 className="hq-section-title">{r.groupedTitle}</h2>
            <SelectField
              label={r.groupBy}
              hideLabel
              options={GROUPS}
              value={by}
              onChange={(v) => setBy(v as SalesGroup)}
            />
          </div>
          <QueryStatus query={sales} />
          {sales.data ? <SalesTable by={by} rows={sales.data} /> : null}
        </div>
        <div>
          <h2 className="hq-section-title">{r.methodsTitle}</h2>
          <QueryStatus query={payments} />
          {payments.data ? <MethodsTable rows={payments.data} /> : null}
        </div>
      </div>
      <h2 className="hq-section-title">{r.closesTitle}</h2>
      <QueryStatus query={closes} />
      {closes.data ? <ClosesTable rows={closes.data} /> : null}
    </section>
  )
}
