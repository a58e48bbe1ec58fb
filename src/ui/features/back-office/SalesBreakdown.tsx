import { formatNtd } from '../../money.ts'
import { zhTW } from '../../../shared/i18n/zh-TW.ts'

const s = zhTW.backoffice.common.sales

/** The API's sales figures of a day or range; the server already made gross − discounts − refunds = net. */
export type SalesFigures = { grossSales: string; discountTotal: string; refundTotal: string; netSales: string }

/** Gross, what came off it and what stays, one row each, as the Z report and the reports screen show them. */
export function SalesBreakdown({ figures, testId }: { figures: SalesFigures; testId: string }) {
  return (
    <div className="bo-sales" data-testid={testId}>
      <dl className="bo-dl bo-sales-dl">
        <dt>{s.gross}</dt>
        <dd data-testid={`${testId}-gross`}>{formatNtd(figures.grossSales)}</dd>
        <dt>{s.discounts}</dt>
        <dd data-testid={`${testId}-discounts`}>−{formatNtd(figures.discountTotal)}</dd>
        <dt>{s.refunds}</dt>
        <dd data-testid={`${testId}-refunds`}>−{formatNtd(figures.refundTotal)}</dd>
        <dt className="bo-sales-net">{s.net}</dt>
        <dd className="bo-sales-net" data-testid={`${testId}-net`}>
          {formatNtd(figures.netSales)}
        </dd>
      </dl>
      <p className="muted bo-sales-formula">{s.formula}</p>
    </div>
  )
}
