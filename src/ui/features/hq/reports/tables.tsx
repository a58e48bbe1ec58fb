import { fill, zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { EmptyCard } from '../../../components/PageStates.tsx'
import { formatDateTime, paymentMethodLabel } from '../../../format.ts'
import { formatNtd } from '../../../money.ts'
import type { SalesGroup } from './queries.ts'

const r = zhTW.hq.reports
type Tally = { count: number; amount: string }
type SummaryRow = {
  storeCode: string
  sales: Tally
  discounts: Tally
  payment: Tally
  refund: Tally
  issued: Tally
  voided: Tally
  allowance: Tally
}

// Sums in whole cents: "0.10" + "0.20" is "0.30".
const cents = (text: string) => Math.round(Number(text) * 100)
const text = (c: number) => (c / 100).toFixed(2)
const sum = (rows: SummaryRow[], pick: (row: SummaryRow) => Tally): Tally => ({
  count: rows.reduce((n, row) => n + pick(row).count, 0),
  amount: text(rows.reduce((n, row) => n + cents(pick(row).amount), 0)),
})
const net = (row: Pick<SummaryRow, 'sales' | 'discounts'>) =>
  text(cents(row.sales.amount) - cents(row.discounts.amount))
const counted = (t: Tally) => fill(r.countAmount, { count: t.count, amount: formatNtd(t.amount) })

function SummaryLine({ row, label }: { row: Omit<SummaryRow, 'storeCode'>; label: string }) {
  return (
    <>
      <th scope="row">{label}</th>
      <td className="num">{formatNtd(row.sales.amount)}</td>
      <td className="num">{formatNtd(row.discounts.amount)}</td>
      <td className="num" data-col="net">
        {formatNtd(net(row))}
      </td>
      <td className="num" data-col="taken">
        {formatNtd(row.payment.amount)}
      </td>
      <td className="num">{formatNtd(row.refund.amount)}</td>
      <td className="num">{counted(row.issued)}</td>
      <td className="num">{counted(row.voided)}</td>
      <td className="num">{counted(row.allowance)}</td>
    </>
  )
}

/** One row per store and a total: what was sold, taken, refunded and invoiced. */
export function SummaryTable({ rows }: { rows: SummaryRow[] }) {
  if (rows.length === 0) return <EmptyCard title={r.empty} />
  const parts = ['sales', 'discounts', 'payment', 'refund', 'issued', 'voided', 'allowance'] as const
  const total = Object.fromEntries(parts.map((p) => [p, sum(rows, (row) => row[p])])) as Omit<SummaryRow, 'storeCode'>
  return (
    <div className="card hq-table-card">
      <table className="hq-table" data-testid="hq-summary">
        <thead>
          <tr>
            <th>{r.store}</th>
            <th className="num">{r.sales}</th>
            <th className="num">{r.discounts}</th>
            <th className="num">{r.net}</th>
            <th className="num">{r.taken}</th>
            <th className="num">{r.refunds}</th>
            <th className="num">{r.issued}</th>
            <th className="num">{r.voided}</th>
            <th className="num">{r.allowance}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.storeCode} data-store={row.storeCode}>
              <SummaryLine row={row} label={row.storeCode} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-store="total">
            <SummaryLine row={total} label={r.total} />
          </tr>
        </tfoot>
      </table>
    </div>
  )
}

const keyText = (by: SalesGroup, key: string | number | null) =>
  by === 'hour' ? fill(r.hour, { hour: Number(key), next: Number(key) + 1 }) : String(key ?? '')

export function SalesTable({
  by,
  rows,
}: {
  by: SalesGroup
  rows: { key: string | number | null; quantity: number; amount: string }[]
}) {
  if (rows.length === 0) return <EmptyCard title={r.empty} />
  return (
    <div className="card hq-table-card">
      <table className="hq-table" data-testid="hq-sales">
        <thead>
          <tr>
            <th>{r.keyLabel[by]}</th>
            <th className="num">{r.quantity}</th>
            <th className="num">{r.amount}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={String(row.key)} data-key={String(row.key)}>
              <th scope="row">{keyText(by, row.key)}</th>
              <td className="num">{row.quantity}</td>
              <td className="num">{formatNtd(row.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export function MethodsTable({ rows }: { rows: { method: string; kind: string; count: number; amount: string }[] }) {
  if (rows.length === 0) return <EmptyCard title={r.empty} />
  return (
    <div className="card hq-table-card">
      <table className="hq-table" data-testid="hq-methods">
        <thead>
          <tr>
            <th>{r.method}</th>
            <th>{r.kind}</th>
            <th className="num">{r.count}</th>
            <th className="num">{r.amount}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.method}-${row.kind}`} data-key={`${row.method}-${row.kind}`}>
              <th scope="row">{paymentMethodLabel(row.method)}</th>
              <td>{r.kinds[row.kind as 'payment' | 'refund'] ?? row.kind}</td>
              <td className="num">{row.count}</td>
              <td className="num">{formatNtd(row.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

type CloseRow = {
  storeCode: string
  businessDate: string
  closedAt: number
  orderCount: number
  netSales: string
  expectedCash: string
  countedCash: string
}

export function ClosesTable({ rows }: { rows: CloseRow[] }) {
  if (rows.length === 0) return <EmptyCard title={r.empty} />
  return (
    <div className="card hq-table-card">
      <table className="hq-table" data-testid="hq-closes">
        <thead>
          <tr>
            <th>{r.store}</th>
            <th>{r.businessDate}</th>
            <th>{r.closedAt}</th>
            <th className="num">{r.orders}</th>
            <th className="num">{r.net}</th>
            <th className="num">{r.expectedCash}</th>
            <th className="num">{r.countedCash}</th>
            <th className="num">{r.difference}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.storeCode}-${row.businessDate}`} data-key={`${row.storeCode}-${row.businessDate}`}>
              <th scope="row">{row.storeCode}</th>
              <td>{row.businessDate}</td>
              <td>{formatDateTime(new Date(row.closedAt).toISOString())}</td>
              <td className="num">{row.orderCount}</td>
              <td className="num">{formatNtd(row.netSales)}</td>
              <td className="num">{formatNtd(row.expectedCash)}</td>
              <td className="num">{formatNtd(row.countedCash)}</td>
              <td className="num">{formatNtd(text(cents(row.countedCash) - cents(row.expectedCash)))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
