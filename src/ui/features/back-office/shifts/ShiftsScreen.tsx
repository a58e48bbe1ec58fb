import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { formatNtd } from '../../../money.ts'
import { zhTW } from '../../../../shared/i18n/zh-TW.ts'
import type { ShiftReport } from '../../../../shared/api/shifts.ts'
import { Badge } from '../../../components/Badge.tsx'
import { Card, CardHeader } from '../../../components/Card.tsx'
import { Field } from '../../../components/Input.tsx'
import { NoStore } from '../../../components/NoStore.tsx'
import { PageHeader } from '../../../components/PageHeader.tsx'
import { QueryStatus } from '../../../components/PageStates.tsx'
import { formatTime } from '../../../format.ts'
import { useBackOffice } from '../../../hooks/useBackOffice.ts'
import { useLiveRefresh } from '../../../live.ts'
import { refreshStore } from '../../../api/refresh.ts'
import { CloseShiftForm, MovementForm, OpenShiftForm } from './components/ShiftForms.tsx'
import { Difference, XReport } from './components/XReport.tsx'
import { currentShiftQuery, dayShiftsQuery } from './queries.ts'
import '../backoffice.css'
import './shifts.css'

const s = zhTW.shift

/**
 * /shift: the signed-in cashier's shift (開班, 投庫/找零金補充/雜支, 交班 with its X report) and, for
 * managers, every shift of the day. The day's close (Z) stays on /payments.
 */
export default function ShiftsScreen() {
  const { storeId, manager } = useBackOffice()
  // A payment or refund anywhere may be in a shift's X: each one refetches the shifts shown.
  useLiveRefresh(storeId, (event) => {
    if (storeId && (event.type === 'payment.recorded' || event.type === 'refund.recorded'))
      void refreshStore(storeId, 'shifts')
  })
  const current = useQuery({ ...currentShiftQuery(storeId ?? 0), enabled: storeId !== null })
  // The X of the shift just closed stays on screen (to print) until another shift opens.
  const [justClosed, setJustClosed] = useState<ShiftReport | null>(null)
  if (!storeId) return <NoStore title={s.title} />
  const shift = current.data?.shift ?? null

  return (
    <section className="page">
      <PageHeader title={s.title} subtitle={s.subtitle} />
      <div className="sh-grid">
        <div className="sh-column">
          <QueryStatus query={current} />
          {current.isSuccess && !shift ? (
            <>
              <p className="muted" data-testid="shift-none">
                {s.noShift}
              </p>
              <OpenShiftForm storeId={storeId} />
              {justClosed ? <XReport storeId={storeId} report={justClosed} /> : null}
            </>
          ) : null}
          {shift ? (
            <>
              <XReport storeId={storeId} report={shift} />
              <MovementForm storeId={storeId} shift={shift} />
              <CloseShiftForm storeId={storeId} shift={shift} onClosed={setJustClosed} />
            </>
          ) : null}
        </div>
        {manager ? <DayShifts storeId={storeId} /> : null}
      </div>
    </section>
  )
}

/** The manager's view: the day's shifts, each cashier's X one tap away. */
function DayShifts({ storeId }: { storeId: number }) {
  const [date, setDate] = useState<string | null>(null)
  const [picked, setPicked] = useState<number | null>(null)
  const day = useQuery(dayShiftsQuery(storeId, date))
  const shifts = day.data?.shifts ?? []
  const shown = shifts.find((x) => x.id === picked) ?? null
  return (
    <div className="sh-column">
      <Card data-testid="day-shifts">
        <CardHeader
          title={s.list}
          actions={
            <Field
              label={s.date}
              type="date"
              value={date ?? day.data?.date ?? ''}
              className="sh-date"
              onChange={(e) => e.target.value && setDate(e.target.value)}
            />
          }
        />
        <QueryStatus query={day} />
        {day.isSuccess && shifts.length === 0 ? <p className="muted">{s.none}</p> : null}
        {shifts.length ? (
          <table className="bo-table sh-table">
            <thead>
              <tr>
                <th>{s.cashier}</th>
                <th>{s.openedAt}</th>
                <th className="num">{s.x.paymentTotal}</th>
                <th className="num">{s.x.expectedCash}</th>
                <th className="num">{s.x.difference}</th>
              </tr>
            </thead>
            <tbody>
              {shifts.map((x) => (
                <tr
                  key={x.id}
                  className={x.id === picked ? 'is-picked' : undefined}
                  onClick={() => setPicked(x.id === picked ? null : x.id)}
                  data-testid="day-shift-row"
                >
                  <td>
                    <button type="button" className="sh-link">
                      {x.cashierName}
                    </button>{' '}
                    <Badge tone={x.status === 'open' ? 'warning' : 'success'}>{s.status[x.status]}</Badge>
                  </td>
                  <td className="nowrap">
                    {formatTime(x.openedAt)}–{x.closedAt ? formatTime(x.closedAt) : ''}
                  </td>
                  <td className="num">{formatNtd(x.paymentTotal)}</td>
                  <td className="num">{formatNtd(x.expectedCash)}</td>
                  <td className="num">
                    <Difference value={x.difference} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </Card>
      {shown ? <XReport storeId={storeId} report={shown} /> : null}
    </div>
  )
}
