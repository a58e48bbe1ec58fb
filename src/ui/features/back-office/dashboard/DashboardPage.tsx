import { Link } from 'wouter'
import { zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { PageHeader } from '../../../components/PageHeader.tsx'
import { useLiveRefresh } from '../../../live.ts'
import { refreshStore } from '../../../api/refresh.ts'
import { useBackOffice } from '../../../hooks/useBackOffice.ts'
import { EmptyCard } from '../../../components/PageStates.tsx'
import '../backoffice.css'
import { DashboardCards } from './components/DashboardCards.tsx'
import { DashboardPanels } from './components/Panels.tsx'
import { PrinterAlerts } from './components/PrinterAlerts.tsx'
import { EinvoiceUploadCard } from './components/EinvoiceUploadCard.tsx'

const d = zhTW.dashboard

/** Spec part 1 §2 dashboard: header with store name and shortcuts, four cards, four panels. */
export function DashboardPage() {
  const { store, storeId, manager } = useBackOffice()
  // Orders and payments change today's figures and (through recipes) the stock.
  useLiveRefresh(storeId, () => {
    if (storeId) void refreshStore(storeId, 'dashboard-stats', 'inventory')
  })
  return (
    <section className="page">
      <PageHeader
        title={d.title}
        subtitle={store ? `${store.name}（${store.code}）` : d.noStore}
        actions={
          <>
            {manager ? (
              <Link href="/reports" className="btn btn-secondary btn-md">
                {d.toReports}
              </Link>
            ) : null}
            <Link href="/pos" className="btn btn-primary btn-md">
              {d.newOrder}
            </Link>
          </>
        }
      />
      {storeId ? (
        <>
          {/* The devices status is the managers' (printer settings); staff are not shown it. */}
          {manager ? <PrinterAlerts storeId={storeId} /> : null}
          {manager ? <EinvoiceUploadCard storeId={storeId} /> : null}
          <DashboardCards storeId={storeId} />
          <DashboardPanels storeId={storeId} />
        </>
      ) : (
        <EmptyCard title={zhTW.backoffice.common.noStoreTitle} body={zhTW.backoffice.common.noStoreBody} />
      )}
    </section>
  )
}
