/** Spec part2 §2.1 route table. Public screens need no login and have no sidebar. */
import type { ComponentType } from 'react'
import { Route, Switch } from 'wouter'
import { ActivityLogsPage } from './features/activity-logs/ActivityLogsPage.tsx'
import { AnnouncementsPage } from './features/announcements/AnnouncementsPage.tsx'
import { CostPage } from './features/cost/CostPage.tsx'
import { DashboardPage } from './features/dashboard/DashboardPage.tsx'
import { HandoverPage } from './features/handover/HandoverPage.tsx'
import { InventoryPage } from './features/inventory/InventoryPage.tsx'
import { MembersPage } from './features/members/MembersPage.tsx'
import { MenuPage } from './features/menu/MenuPage.tsx'
import { MenuManagementPage } from './features/menu-management/MenuManagementPage.tsx'
import { MobileCounterPage } from './features/mobile-counter/MobileCounterPage.tsx'
import { MobileCustomerPage } from './features/mobile-customer/MobileCustomerPage.tsx'
import { MobileKitchenPage } from './features/mobile-kitchen/MobileKitchenPage.tsx'
import { RoleSelectPage } from './features/mobile-role-select/RoleSelectPage.tsx'
import { MobileStaffPage } from './features/mobile-staff/MobileStaffPage.tsx'
import { NotFoundPage } from './features/not-found/NotFoundPage.tsx'
import { OrdersPage } from './features/orders/OrdersPage.tsx'
import { PaymentsPage } from './features/payments/PaymentsPage.tsx'
import { PosPage } from './features/pos/PosPage.tsx'
import { QrOrderPage } from './features/qr-order/QrOrderPage.tsx'
import { QrOrderingPage } from './features/qr-ordering/QrOrderingPage.tsx'
import { ReportsPage } from './features/reports/ReportsPage.tsx'
import { SettingsPage } from './features/settings/SettingsPage.tsx'
import { StoresPage } from './features/stores/StoresPage.tsx'
import { TablesPage } from './features/tables/TablesPage.tsx'
import { UsersPage } from './features/users/UsersPage.tsx'

type RouteDef = { path: string; component: ComponentType }

export const PUBLIC_ROUTES: RouteDef[] = [
  { path: '/qr-order', component: QrOrderPage },
  { path: '/mobile/role-select', component: RoleSelectPage },
  { path: '/mobile/counter', component: MobileCounterPage },
  { path: '/mobile/staff', component: MobileStaffPage },
  { path: '/mobile/staff/tables', component: MobileStaffPage },
  { path: '/mobile/kitchen', component: MobileKitchenPage },
  { path: '/mobile/customer', component: MobileCustomerPage },
]

export const PRIVATE_ROUTES: RouteDef[] = [
  { path: '/', component: DashboardPage },
  { path: '/dashboard', component: DashboardPage },
  { path: '/pos', component: PosPage },
  { path: '/orders', component: OrdersPage },
  { path: '/tables', component: TablesPage },
  { path: '/qr-ordering', component: QrOrderingPage },
  { path: '/menu', component: MenuPage },
  { path: '/menu-management', component: MenuManagementPage },
  { path: '/inventory', component: InventoryPage },
  { path: '/cost', component: CostPage },
  { path: '/members', component: MembersPage },
  { path: '/announcements', component: AnnouncementsPage },
  { path: '/handover', component: HandoverPage },
  { path: '/activity-logs', component: ActivityLogsPage },
  { path: '/reports', component: ReportsPage },
  { path: '/stores', component: StoresPage },
  { path: '/users', component: UsersPage },
  { path: '/payments', component: PaymentsPage },
  { path: '/settings', component: SettingsPage },
]

const matches = (routes: RouteDef[], path: string) => routes.some((r) => r.path === path)
export const isPublicPath = (path: string) => matches(PUBLIC_ROUTES, path)
export const isPrivatePath = (path: string) => matches(PRIVATE_ROUTES, path)

function RouteSwitch({ routes }: { routes: RouteDef[] }) {
  return (
    <Switch>
      {routes.map((r) => (
        <Route key={r.path} path={r.path} component={r.component} />
      ))}
      <Route component={NotFoundPage} />
    </Switch>
  )
}

export const PublicRoutes = () => <RouteSwitch routes={PUBLIC_ROUTES} />
export const PrivateRoutes = () => <RouteSwitch routes={PRIVATE_ROUTES} />
