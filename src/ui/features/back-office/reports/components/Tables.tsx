import { formatNtd } from '../../../../money.ts'
import { zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { fill } from '../../../../../shared/i18n/fill.ts'
import { Badge, type BadgeTone } from '../../../../components/Badge.tsx'
import { Card, CardHeader } from '../../../../components/Card.tsx'
import { formatPercent, formatQty } from '../../../../format.ts'
import type { Report, StockLevel } from '../../../../../shared/api/reports.ts'

const r = zhTW.backoffice.reports
const LEVEL_TONES: Record<StockLevel, BadgeTone> = { low: 'danger', medium: 'warning', high: 'success' }

export function TopProducts({ report }: { report: Report }) {
  return (
    <Card>
      <CardHeader title={r.topProducts} />
      {report.topProducts.length === 0 ? (
        <p className="muted">{r.topProductsEmpty}</p>
      ) : (
        <div className="bo-table-wrap">
          <table className="bo-table" data-testid="top-products">
            <thead>
              <tr>
                <th>{r.rank}</th>
                <th>{r.product}</th>
                <th className="num">{r.quantity}</th>
                <th className="num">{r.revenue}</th>
              </tr>
            </thead>
            <tbody>
              {report.topProducts.map((p, i) => (
                <tr key={`${p.menuItemId}-${p.name}`}>
                  <td>
                    <span className="rp-rank">{i + 1}</span>
                  </td>
                  <td>{p.name}</td>
                  <td className="num">{p.quantity}</td>
                  <td className="num">{formatNtd(p.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {report.setParts.length ? (
        <div className="bo-table-wrap">
          <table className="bo-table" data-testid="set-parts">
            <thead>
              <tr>
                <th>{r.setParts}</th>
                <th className="num">{r.quantity}</th>
              </tr>
            </thead>
            <tbody>
              {report.setParts.map((p) => (
                <tr key={`${p.set}-${p.part}`}>
                  <td>{fill(r.setPart, p)}</td>
                  <td className="num">{p.quantity}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </Card>
  )
}

export function CostProfit({ report }: { report: Report }) {
  return (
    <Card className="rp-wide">
      <CardHeader title={r.costProfit} />
      <dl className="rp-cost">
        <div>
          <dt>{r.totalRevenue}</dt>
          <dd>{formatNtd(report.totalRevenue)}</dd>
        </div>
        <div>
          <dt>{r.totalCost}</dt>
          <dd>{formatNtd(report.totalCost)}</dd>
        </div>
        <div>
          <dt>{r.grossProfit}</dt>
          <dd className="bo-strong">{formatNtd(report.profit)}</dd>
        </div>
        <div>
          <dt>{r.profitMarginLabel}</dt>
          <dd>{formatPercent(report.profitMargin)}</dd>
        </div>
      </dl>
      <p className="muted bo-small">{r.costNote}</p>
    </Card>
  )
}

export function Turnover({ report }: { report: Report }) {
  return (
    <Card className="rp-wide">
      <CardHeader title={r.turnover} />
      {report.inventoryTurnover.length === 0 ? (
        <p className="muted">{r.turnoverEmpty}</p>
      ) : (
        <div className="bo-table-wrap">
          <table className="bo-table">
            <thead>
              <tr>
                <th>{r.item}</th>
                <th className="num">{r.currentStock}</th>
                <th className="num">{r.safetyStock}</th>
                <th className="num">{r.consumed}</th>
                <th className="num">{r.turnoverRate}</th>
                <th>{r.stockLevel}</th>
              </tr>
            </thead>
            <tbody>
              {report.inventoryTurnover.map((i) => (
                <tr key={i.inventoryItemId}>
                  <td>{i.name}</td>
                  <td className="num">
                    {formatQty(i.currentStock)} {i.unit}
                  </td>
                  <td className="num">
                    {formatQty(i.safetyStock)} {i.unit}
                  </td>
                  <td className="num">
                    {formatQty(i.consumed)} {i.unit}
                  </td>
                  <td className="num">{i.turnover === null ? zhTW.backoffice.common.empty : i.turnover.toFixed(2)}</td>
                  <td>
                    <Badge tone={LEVEL_TONES[i.stockLevel]}>{r.levels[i.stockLevel]}</Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  )
}
