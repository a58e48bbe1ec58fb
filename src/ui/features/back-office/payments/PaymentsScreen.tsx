import { useState } from 'react'
import { formatNtd } from '../../../../shared/format/money.ts'
import { fill, zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { api } from '../../../api.ts'
import { Button } from '../../../components/Button.tsx'
import { Card, CardHeader } from '../../../components/Card.tsx'
import { Field } from '../../../components/Input.tsx'
import { PageHeader } from '../../../components/PageHeader.tsx'
import { toast } from '../../../components/Toaster.tsx'
import { toastError } from '../../../notify.ts'
import { useLiveRefresh } from '../../../live.ts'
import { invalidate, statusOf } from '../../../query.ts'
import { formatDateTime, todayTaipei } from '../../../format.ts'
import { useBackOffice, useFreshQuery } from '../../../hooks/useBackOffice.ts'
import { StatCard, StatGrid } from '../../../components/StatCard.tsx'
import { QueryStatus } from '../../../components/PageStates.tsx'
import { NoStore } from '../../../components/NoStore.tsx'
import '../backoffice.css'
import './payments.css'
import { MethodTable, PaymentList } from './components/PaymentTables.tsx'
import { ZReportCard } from './components/ZReportCard.tsx'
import { dayCloseKey, paymentsKey, type PaymentsOfDay, type ZReport } from './model.ts'
import type { QueuedJob } from '../../../../shared/api/devices.ts'

const p = zhTW.backoffice.payments
const officeText = zhTW.backoffice.common

/** The Z report on the store's receipt printers; the toast says how many took it, or why none did. */
async function printOnReceipt(storeId: number, date: string) {
  try {
    const res = await api.post<{ jobs: QueuedJob[] }>(`/api/stores/${storeId}/day-close/print`, { date })
    toast({ title: fill(p.printSent, { count: res.jobs.length }) })
  } catch (error) {
    toastError(p.printFailedTitle, error)
  }
}

/** /payments: the day's payments by method and, for managers, the close of day (Z report). */
export default function PaymentsScreen() {
  const { store, storeId, manager } = useBackOffice()
  const [date, setDate] = useState(todayTaipei())
  const key = storeId ? paymentsKey(storeId, date) : null
  const zKey = storeId && manager ? dayCloseKey(storeId, date) : null
  const day = useFreshQuery<PaymentsOfDay>(key)
  const z = useFreshQuery<ZReport>(zKey)
  useLiveRefresh(storeId, (event) => {
    if (!storeId || event.type !== 'payment.recorded') return
    void invalidate(`/api/stores/${storeId}/payments`)
    void invalidate(`/api/stores/${storeId}/day-close`)
  })

  if (!storeId) return <NoStore title={p.title} />
  const d = day.data?.date === date ? day.data : undefined
  const zr = z.data?.date === date ? z.data : undefined

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
              value={date}
              max={todayTaipei()}
              onChange={(e) => e.target.value && setDate(e.target.value)}
              className="pm-date"
            />
            <Button variant="secondary" onClick={() => window.print()} disabled={!d}>
              {officeText.print}
            </Button>
            {manager ? (
              <Button
                variant="secondary"
                onClick={() => void printOnReceipt(storeId, date)}
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
          {store?.name} — {fill(p.printTitle, { date })}
        </h2>
        <p>{fill(officeText.printedAt, { time: formatDateTime(new Date().toISOString()) })}</p>
      </div>
      <QueryStatus query={statusOf({ ...day, data: d }, key)} />
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
            <StatCard testId="pm-cash" label={p.cash} value={formatNtd(d.expectedCash)} />
          </StatGrid>
          {manager ? (
            zr ? (
              <ZReportCard key={`${storeId}-${date}-${zr.closed}`} storeId={storeId} report={zr} />
            ) : (
              <QueryStatus query={statusOf({ ...z, data: zr }, zKey)} />
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
