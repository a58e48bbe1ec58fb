import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'wouter'
import { formatNtd } from '../../../money.ts'
import { fill, zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../components/Button.tsx'
import { Card, CardHeader } from '../../../components/Card.tsx'
import { Field } from '../../../components/Input.tsx'
import { PageHeader } from '../../../components/PageHeader.tsx'
import { toast } from '../../../components/Toaster.tsx'
import { useLiveRefresh } from '../../../live.ts'
import { formatDateTime } from '../../../format.ts'
import { useBackOffice } from '../../../hooks/useBackOffice.ts'
import { StatCard, StatGrid } from '../../../components/StatCard.tsx'
import { QueryStatus } from '../../../components/PageStates.tsx'
import { NoStore } from '../../../components/NoStore.tsx'
import '../backoffice.css'
import './payments.css'
import { MethodTable, PaymentList } from './components/PaymentTables.tsx'
import { ZReportCard } from './components/ZReportCard.tsx'
import { dayCloseQuery, paymentsQuery, printZReport, refreshDay } from './queries.ts'

const p = zhTW.backoffice.payments
const officeText = zhTW.backoffice.common

/** /payments: the day's payments by method and, for managers, the close of day (Z report). */
export default function PaymentsScreen() {
  const { store, storeId, manager } = useBackOffice()
  // Null: the open business day, which the server names (換日時間, and after a close the next day).
  const [date, setDate] = useState<string | null>(null)
  const day = useQuery({ ...paymentsQuery(storeId ?? 0, date), enabled: storeId !== null })
  const z = useQuery({ ...dayCloseQuery(storeId ?? 0, date), enabled: storeId !== null && manager })
  useLiveRefresh(storeId, (event) => {
    if (storeId && event.type === 'payment.recorded') void refreshDay(storeId)
  })
  // The Z report on the store's receipt printers; the toast says how many took it, or why none did.
  const printing = useMutation({
    mutationFn: ({ storeId, date }: { storeId: number; date: string }) => printZReport(storeId, date),
    meta: { errorTitle: p.printFailedTitle },
    onSuccess: (res) => toast({ title: fill(p.printSent, { count: res.jobs.length }) }),
  })

  if (!storeId) return <NoStore title={p.title} />
  const d = day.data
  const zr = z.data

  return (
    <section className="page">
      <PageHeader
        title={p.title}
        subtitle={p.subtitle}
        actions={
          <>
            <Field
              label={p.date}
              type="date"
              value={date ?? d?.date ?? ''}
              onChange={(e) => e.target.value && setDate(e.target.value)}
              className="pm-date"
            />
            {/* Shifts close here before the day does; the sidebar keeps the spec's links. */}
            <Link href="/shift" className="btn btn-secondary">
              {zhTW.shift.title}
            </Link>
            <Button variant="secondary" onClick={() => window.print()} disabled={!d}>
              {officeText.print}
            </Button>
            {manager ? (
              <Button
                variant="secondary"
                onClick={() => zr && printing.mutate({ storeId, date: zr.date })}
                disabled={!zr}
                data-testid="z-print-receipt"
              >
                {p.printToReceipt}
              </Button>
            ) : null}
          </>
        }
      />
      <div className="print-only">
        <h2>
          {store?.name} — {fill(p.printTitle, { date: d?.date ?? '' })}
        </h2>
        <p>{fill(officeText.printedAt, { time: formatDateTime(new Date().toISOString()) })}</p>
      </div>
      <QueryStatus query={day} />
      {d ? (
        <>
          <StatGrid>
            <StatCard
              testId="pm-count"
              label={p.count}
              value={d.count}
              caption={d.closed ? p.closedBadge : p.openBadge}
              tone={d.closed ? 'success' : 'neutral'}
            />
            <StatCard testId="pm-total" label={p.total} value={formatNtd(d.total)} />
            <StatCard testId="pm-cash" label={p.cash} value={formatNtd(d.cashPayments)} />
          </StatGrid>
          {manager ? (
            zr ? (
              <ZReportCard
                key={`${storeId}-${zr.date}-${zr.closed}`}
                storeId={storeId}
                report={zr}
                onClosed={setDate}
              />
            ) : (
              <QueryStatus query={z} />
            )
          ) : (
            <div className="pm-grid">
              <Card>
                <CardHeader title={p.byMethod} />
                <MethodTable rows={d.byMethod} testId="pm-by-method" />
              </Card>
              <Card>
                <CardHeader title={p.zReport} />
                <p className="muted">{p.managerOnly}</p>
              </Card>
            </div>
          )}
          <PaymentList rows={d.payments} />
        </>
      ) : null}
    </section>
  )
}
