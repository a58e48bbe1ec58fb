import { useSignals } from '@preact/signals-react/runtime'
import { Link } from 'wouter'
import { zhTW } from '../../../shared/i18n/zh-TW.ts'
import { PageHeader } from '../../components/PageHeader.tsx'
import { currentStore } from '../../state/stores.ts'

const d = zhTW.dashboard

/** Spec part1 §2 dashboard: header with store name and shortcuts; the cards come later. */
export function DashboardPage() {
  useSignals()
  const store = currentStore.value
  return (
    <section className="page">
      <PageHeader
        title={d.title}
        subtitle={store ? `${store.name}（${store.code}）` : d.noStore}
        actions={
          <>
            <Link href="/reports" className="btn btn-secondary btn-md">
              {d.toReports}
            </Link>
            <Link href="/pos" className="btn btn-primary btn-md">
              {d.newOrder}
            </Link>
          </>
        }
      />
      <div className="card empty-state">
        <p className="empty-title">{zhTW.common.notBuilt}</p>
        <p className="muted">{d.statsPending}</p>
      </div>
    </section>
  )
}
