import { formatNtd } from '../../../../money.ts'
import { zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { placeLabel } from '../../../../../shared/format/place.ts'
import { Card, CardHeader } from '../../../../components/Card.tsx'
import { formatTime, paymentMethodLabel } from '../../../../format.ts'
import type { MethodTotal, PaymentRow } from '../model.ts'

const p = zhTW.backoffice.payments
const officeText = zhTW.backoffice.common

export function MethodTable({ rows, testId }: { rows: MethodTotal[]; testId?: string }) {
  return (
    <table className="bo-table" data-testid={testId}>
      <thead>
        <tr>
          <th>{p.method}</th>
          <th className="num">{p.transactions}</th>
          <th className="num">{p.amount}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((m) => (
          <tr key={m.method}>
            <td>{paymentMethodLabel(m.method)}</td>
            <td className="num">{m.count}</td>
            <td className="num">{formatNtd(m.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export function PaymentList({ rows }: { rows: PaymentRow[] }) {
  return (
    <Card className="bo-card-flush">
      <div className="pm-card-head">
        <CardHeader title={p.list} />
      </div>
      {rows.length === 0 ? (
        <p className="muted pm-empty">{p.empty}</p>
      ) : (
        <div className="bo-table-wrap">
          <table className="bo-table" data-testid="payments-table">
            <thead>
              <tr>
                <th>{p.time}</th>
                <th>{p.order}</th>
                <th>{p.table}</th>
                <th>{p.method}</th>
                <th className="num">{p.amount}</th>
                <th className="num">{p.tendered}</th>
                <th className="num">{p.change}</th>
                <th>{p.receivedBy}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  <td className="nowrap">{formatTime(r.createdAt)}</td>
                  <td className="nowrap">{r.orderNumber ?? officeText.empty}</td>
                  <td>{placeLabel(r)}</td>
                  <td>{paymentMethodLabel(r.paymentMethod)}</td>
                  <td className="num">{formatNtd(r.amount)}</td>
                  <td className="num">{r.tendered === null ? officeText.empty : formatNtd(r.tendered)}</td>
                  <td className="num">{r.change === null ? officeText.empty : formatNtd(r.change)}</td>
                  <td>{r.receivedByName ?? officeText.empty}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  )
}
