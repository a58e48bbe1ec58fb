import { useQuery } from '@tanstack/react-query'
import { Link, useLocation } from 'wouter'
import { zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { useLiveRefresh } from '../../../live.ts'
import type { Store } from '../../../../shared/api/stores.ts'
import { tablesQuery } from '../../../front-of-house-api.ts'
import { MobileHeader } from '../../../components/mobile/MobileHeader.tsx'
import { StaffGate, StaffHeaderActions } from '../../../components/mobile/StaffGate.tsx'
import { OrderingView } from './OrderingView.tsx'
import { badgeText, needsService } from './tables.ts'
import { TablesView } from './TablesView.tsx'
import './staff.css'

const s = zhTW.mobile.staff

function BottomNav({ storeId, tablesView }: { storeId: number; tablesView: boolean }) {
  const tables = useQuery(tablesQuery(storeId))
  const waiting = (tables.data ?? []).filter(needsService).length
  return (
    <nav className="m-bottom-nav" aria-label={s.orderTitle}>
      <Link href="/mobile/staff" aria-current={tablesView ? undefined : 'page'}>
        <span className="nav-icon" aria-hidden="true">
          ≡
        </span>
        {s.navOrder}
      </Link>
      <Link href="/mobile/staff/tables" aria-current={tablesView ? 'page' : undefined}>
        <span className="nav-icon" aria-hidden="true">
          ▦
        </span>
        {s.navTables}
        {waiting > 0 ? (
          <span className="count-pill hot nav-badge" role="img" aria-label={`${s.filterNeedsService} ${waiting}`}>
            {badgeText(waiting)}
          </span>
        ) : null}
      </Link>
    </nav>
  )
}

function Staff({ store, tablesView }: { store: Store; tablesView: boolean }) {
  useLiveRefresh(store.id)
  return (
    <div className={`m-screen${tablesView ? '' : ' has-nav-bar'}`}>
      <MobileHeader
        title={tablesView ? s.tablesTitle : s.orderTitle}
        right={<StaffHeaderActions storeId={store.id} />}
      />
      <main className="m-main has-nav has-bar">
        {tablesView ? <TablesView storeId={store.id} /> : <OrderingView store={store} />}
      </main>
      <BottomNav storeId={store.id} tablesView={tablesView} />
    </div>
  )
}

/** Spec part 2 §2.12 外場服務: 點餐 at /mobile/staff, 我的桌位 at /mobile/staff/tables. */
export default function StaffScreen() {
  const [path] = useLocation()
  const tablesView = path.includes('tables')
  return (
    <StaffGate title={tablesView ? s.tablesTitle : s.orderTitle}>
      {(store) => <Staff store={store} tablesView={tablesView} />}
    </StaffGate>
  )
}
