import { useSignals } from '@preact/signals-react/runtime'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../components/Button.tsx'
import { Card, CardHeader } from '../../../components/Card.tsx'
import { PageHeader } from '../../../components/PageHeader.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { useLiveRefresh } from '../../../live.ts'
import { usePagedQuery } from '../../../hooks/usePagedQuery.ts'
import { NoStore, useStore } from '../../../components/NoStore.tsx'
import { QrDialog } from '../../../components/tables/QrDialog.tsx'
import { ordersPages, tablesQuery } from '../../../front-of-house-api.ts'
import { TableFormDialog } from '../tables/components/TableFormDialog.tsx'
import type { Table } from '../../../../shared/api/front-of-house.ts'
import { floorCounts } from '../tables/session.ts'
import { LayoutGrid } from './components/LayoutGrid.tsx'
import { RecentScans } from './components/RecentScans.tsx'
import { SystemStatus } from './components/SystemStatus.tsx'
import { latestScanOrders, needsMoreScans } from './scan-orders.ts'
import '../../../components/front-of-house.css'
import './qr-ordering.css'

const q = zhTW.frontOfHouse.qr
/** Spec part 2 §5/§9: seat choices on this screen, default 4. */
const SEAT_CHOICES = [2, 4, 6, 8, 10]

function Stat({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Card className="foh-stat">
      <span className="foh-stat-label">{label}</span>
      <span className="foh-stat-value" data-testid={testId}>
        {value}
      </span>
    </Card>
  )
}

function QrOrdering({ storeId }: { storeId: number }) {
  useSignals()
  useLiveRefresh(storeId)
  const tablesQ = useQuery(tablesQuery(storeId))
  const orders = usePagedQuery(ordersPages(storeId))
  const [adding, setAdding] = useState(false)
  const [qrTable, setQrTable] = useState<Table | null>(null)
  const tables = tablesQ.data ?? []
  const counts = floorCounts(tables)
  const scans = useMemo(() => latestScanOrders(orders.rows), [orders.rows])
  // QR orders among the newest orders, a page at a time until there are enough (or none in the last SCAN_LOOKBACK)
  const more = needsMoreScans(scans.length, orders.rows.length, orders.canLoadMore)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs as rows arrive (see below)
  useEffect(() => {
    if (more) void orders.loadMore()
  }, [more, orders.rows.length]) // not on loadingMore: a failed page is not retried in a loop

  return (
    <section className="page">
      <PageHeader
        title={q.title}
        subtitle={q.subtitle}
        actions={<Button onClick={() => setAdding(true)}>＋ {q.addTable}</Button>}
      />
      <div className="foh-stats">
        <Stat label={q.statTotal} value={counts.total} testId="stat-total" />
        <Stat label={q.statAvailable} value={counts.available} testId="stat-available" />
        <Stat label={q.statOccupied} value={counts.occupied} testId="stat-occupied" />
        <Stat label={q.statReserved} value={counts.reserved} testId="stat-reserved" />
      </div>
      <div className="qr-columns">
        <Card>
          <CardHeader title={q.layout} />
          {tablesQ.isPending ? <Spinner /> : <LayoutGrid tables={tables} onPick={setQrTable} />}
        </Card>
        <div className="qr-side">
          <RecentScans orders={scans} />
          <SystemStatus
            storeId={storeId}
            openSessions={counts.openSessions}
            lastQrOrderAt={scans[0]?.createdAt ?? null}
          />
        </div>
      </div>
      <TableFormDialog
        storeId={storeId}
        open={adding}
        seatChoices={SEAT_CHOICES}
        numberPlaceholder={q.numberPlaceholder}
        onClose={() => setAdding(false)}
      />
      <QrDialog storeId={storeId} table={qrTable} onClose={() => setQrTable(null)} />
    </section>
  )
}

export default function QrOrderingScreen() {
  useSignals()
  const { store, loading } = useStore()
  if (!store) return <NoStore title={q.title} loading={loading} />
  return <QrOrdering key={store.id} storeId={store.id} />
}
