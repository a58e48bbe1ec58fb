import { useMemo } from 'react'
import { formatNtd } from '../../../../money.ts'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Card, CardHeader } from '../../../../components/Card.tsx'
import { formatPercent } from '../../../../format.ts'
import { hourlySeries, paymentSeries } from '../chart-data.ts'
import { BAR_COLOR, METHOD_COLORS, type ChartConfiguration } from '../charts.ts'
import type { Report } from '../../../../../shared/api/reports.ts'
import { ChartCanvas } from './ChartCanvas.tsx'

const r = zhTW.backoffice.reports
const METHOD_ORDER = ['cash', 'credit_card', 'taiwan_pay', 'apple_pay', 'line_pay']
const colorOf = (method: string) => METHOD_COLORS[METHOD_ORDER.indexOf(method)] ?? '#a39a90'

/** 24 buckets of revenue by hour of Taipei's clock. */
export function HourlyChart({ report }: { report: Report }) {
  const config = useMemo<ChartConfiguration<'bar'>>(() => {
    const s = hourlySeries(report)
    return {
      type: 'bar',
      data: {
        labels: s.labels,
        datasets: [{ label: r.revenue, data: s.revenue, backgroundColor: BAR_COLOR, borderRadius: 4 }],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: {
          x: { grid: { display: false }, ticks: { maxRotation: 0, autoSkip: true, autoSkipPadding: 8 } },
          y: { beginAtZero: true, ticks: { callback: (v) => formatNtd(Number(v)) } },
        },
        plugins: {
          tooltip: {
            callbacks: {
              label: (ctx) =>
                `${formatNtd(Number(ctx.raw))}（${fill(r.hourlyOrders, { n: s.counts[ctx.dataIndex] ?? 0 })}）`,
            },
          },
        },
      },
    }
  }, [report])
  return (
    <Card className="rp-wide">
      <CardHeader title={r.hourly} />
      <ChartCanvas config={config} label={r.hourly} height={300} />
    </Card>
  )
}

/** Share of each payment method in the money taken, with a legend table. */
export function PaymentChart({ report }: { report: Report }) {
  const s = useMemo(() => paymentSeries(report), [report])
  const config = useMemo<ChartConfiguration<'doughnut'>>(
    () => ({
      type: 'doughnut',
      data: {
        labels: s.labels,
        datasets: [{ data: s.amounts, backgroundColor: s.methods.map(colorOf), borderWidth: 2 }],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        cutout: '58%',
        plugins: { tooltip: { callbacks: { label: (ctx) => `${ctx.label}：${formatNtd(Number(ctx.raw))}` } } },
      },
    }),
    [s],
  )
  return (
    <Card>
      <CardHeader title={r.paymentShare} />
      {s.amounts.length === 0 ? (
        <p className="muted">{r.paymentEmpty}</p>
      ) : (
        <div className="rp-doughnut">
          <ChartCanvas config={config} label={r.paymentShare} height={220} />
          <ul className="rp-legend">
            {report.paymentMethods
              .filter((m) => s.methods.includes(m.method))
              .map((m, i) => (
                <li key={m.method}>
                  <span className="rp-swatch" style={{ background: colorOf(m.method) }} />
                  <span className="rp-legend-name">{s.labels[i]}</span>
                  <span className="muted">{fill(r.count, { n: m.count })}</span>
                  <span className="rp-legend-amount">{formatNtd(m.amount)}</span>
                  <span className="rp-legend-share">{formatPercent(m.share)}</span>
                </li>
              ))}
          </ul>
          <p className="muted bo-small">{fill(r.paymentTotal, { amount: formatNtd(report.paymentTotal) })}</p>
        </div>
      )}
    </Card>
  )
}
