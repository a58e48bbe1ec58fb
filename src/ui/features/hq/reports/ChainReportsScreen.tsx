import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { businessDate } from '../../../../shared/domain/business-day.ts'
import { zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { Field } from '../../../components/Input.tsx'
import { PageHeader } from '../../../components/PageHeader.tsx'
import { QueryStatus } from '../../../components/PageStates.tsx'
import { ClosesTable, MethodsTable, SalesTable, SummaryTable } from './tables.tsx'
import { dayClosesQuery, paymentsQuery, salesQuery, summaryQuery, type Range, type SalesGroup } from './queries.ts'
import { SelectField } from '../../../components/SelectField.tsx'

const r = zhTW.hq.reports
const GROUPS = (['store', 'day', 'hour', 'item'] as const).map((value) => ({ value, label: r.groups[value] }))

/** The chain's figures over a range of business days: per store, grouped sales, and takings by method. */
export default function ChainReportsScreen() {
  const today = businessDate(Date.now())
  const [range, setRange] = useState<Range>({ from: today, to: today })
  const [by, setBy] = useState<SalesGroup>('store')
  const summary = useQuery(summaryQuery(range))
  const sales = useQuery(salesQuery(by, range))
  const payments = useQuery(paymentsQuery(range))
  const closes = useQuery(dayClosesQuery(range))
  const setDate = (key: keyof Range) => (e: { target: { value: string } }) =>
    e.target.value && setRange((prev) => ({ ...prev, [key]: e.target.value }))
  return (
    <section className="page hq-reports">
      <PageHeader
        title={r.title}
        subtitle={r.subtitle}
        actions={
          <div className="hq-range">
            <Field label={r.from} type="date" value={range.from} max={range.to} onChange={setDate('from')} />
            <Field label={r.to} type="date" value={range.to} min={range.from} onChange={setDate('to')} />
          </div>
        }
      />
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
