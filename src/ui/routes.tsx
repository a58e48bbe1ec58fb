/** Spec part2 §2.1 route table. Public screens need no login and have no sidebar. */
import { lazy, Suspense, type ComponentType } from 'react'
import { Route, Switch } from 'wouter'
import type { Preloadable } from './components/LazyScreen.tsx'
import { FullScreenSpinner, Spinner } from './components/Spinner.tsx'
import { NotFoundPage } from './shell/NotFoundPage.tsx'
import { prefetchPosData } from './features/ordering/pos/prefetch.ts'

type RouteDef = { path: string; component: Preloadable }

/**
 * Each screen is its own chunk, loaded when its route is first shown: a diner's phone fetches the
 * QR page's code, not the back office's. `prefetch` starts the screen's first reads when it is
 * preloaded, beside its code instead of after it.
 */
function page<K extends string>(
  load: () => Promise<Record<K, Preloadable>>,
  name: K,
  prefetch?: () => Promise<unknown>,
): Preloadable {
  let ready: Preloadable | undefined
  const loadPage = () => load().then((m) => (ready = m[name]))
  const Lazy = lazy<ComponentType>(() => loadPage().then((screen) => ({ default: screen })))
  // Once preloaded, the page renders at once: lazy() would wait a task for import() again, and the
  // browser would lay the page out with its spinner in between: two layouts instead of one.
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page at module load, never inside a render
  function Page() {
    const Ready = ready
    return Ready ? <Ready /> : <Lazy />
  }
  // the route's chunk and, when the page is itself a lazy screen, the screen's chunk behind it
  const preload = () => {
    void prefetch?.().catch(() => undefined)
    return loadPage().then((screen) => screen.preload?.())
  }
  return Object.assign(Page, { preload })
}

const MobileStaffPage = page(() => import('./features/ordering/mobile-staff/MobileStaffPage.tsx'), 'MobileStaffPage')
const DashboardPage = page(() => import('./features/back-office/dashboard/DashboardPage.tsx'), 'DashboardPage')

export const PUBLIC_ROUTES: RouteDef[] = [
  { path: '/qr-order', component: page(() => import('./features/diner/DinerPages.tsx'), 'QrOrderPage') },
  { path: '/kiosk', component: page(() => import('./features/diner/DinerPages.tsx'), 'KioskPage') },
  {
    path: '/mobile/role-select',
    component: page(() => import('./features/account/role-select/RoleSelectPage.tsx'), 'RoleSelectPage'),
  },
  {
    path: '/mobile/counter',
    component: page(() => import('./features/floor/mobile-counter/MobileCounterPage.tsx'), 'MobileCounterPage'),
  },
  { path: '/mobile/staff', component: MobileStaffPage },
  { path: '/mobile/staff/tables', component: MobileStaffPage },
  {
    path: '/mobile/kitchen',
    component: page(() => import('./features/kitchen/mobile-kitchen/MobileKitchenPage.tsx'), 'MobileKitchenPage'),
  },
  { path: '/mobile/customer', component: page(() => import('./features/diner/DinerPages.tsx'), 'MobileCustomerPage') },
]

export const PRIVATE_ROUTES: RouteDef[] = [
  { path: '/', component: DashboardPage },
  { path: '/dashboard', component: DashboardPage },
  { path: '/floor', component: page(() => import('./features/floor/floor/FloorPage.tsx'), 'FloorPage') },
  {
    path: '/pos',
    component: page(() => import('./features/ordering/pos/PosPage.tsx'), 'PosPage', prefetchPosData),
  },
  { path: '/orders', component: page(() => import('./features/ordering/orders/OrdersPage.tsx'), 'OrdersPage') },
  { path: '/tables', component: page(() => import('./features/floor/tables/TablesPage.tsx'), 'TablesPage') },
  {
    path: '/qr-ordering',
    component: page(() => import('./features/floor/qr-ordering/QrOrderingPage.tsx'), 'QrOrderingPage'),
  },
  { path: '/menu', component: page(() => import('./features/back-office/menu/MenuPage.tsx'), 'MenuPage') },
  {
    path: '/menu-management',
    component: page(
      () => import('./features/back-office/menu-management/MenuManagementPage.tsx'),
      'MenuManagementPage',
    ),
  },
  {
    path: '/inventory',
    component: page(() => import('./features/back-office/inventory/InventoryPage.tsx'), 'InventoryPage'),
  },
  { path: '/cost', component: page(() => import('./features/back-office/cost/CostPage.tsx'), 'CostPage') },
  { path: '/members', component: page(() => import('./features/back-office/members/MembersPage.tsx'), 'MembersPage') },
  {
    path: '/announcements',
    component: page(() => import('./features/back-office/announcements/AnnouncementsPage.tsx'), 'AnnouncementsPage'),
  },
  {
    path: '/handover',
    component: page(() => import('./features/back-office/handover/HandoverPage.tsx'), 'HandoverPage'),
  },
  {
    path: '/activity-logs',
    component: page(() => import('./features/back-office/activity-logs/ActivityLogsPage.tsx'), 'ActivityLogsPage'),
  },
  { path: '/reports', component: page(() => import('./features/back-office/reports/ReportsPage.tsx'), 'ReportsPage') },
  { path: '/stores', component: page(() => import('./features/back-office/stores/StoresPage.tsx'), 'StoresPage') },
  { path: '/users', component: page(() => import('./features/back-office/users/UsersPage.tsx'), 'UsersPage') },
  { path: '/shift', component: page(() => import('./features/back-office/shifts/ShiftsPage.tsx'), 'ShiftsPage') },
  {
    path: '/payments',
    component: page(() => import('./features/back-office/payments/PaymentsPage.tsx'), 'PaymentsPage'),
  },
  {
    path: '/settings',
    component: page(() => import('./features/back-office/settings/SettingsPage.tsx'), 'SettingsPage'),
  },
]

const matches = (routes: RouteDef[], path: string) => routes.some((r) => r.path === path)

const preloads = new Map<string, Promise<void>>()

/**
 * Starts loading the code of the screen at `path` now, while the session is still being checked:
 * a cold start of /pos otherwise loads the shell, the page and the POS screen one after another.
 * Settles (never rejects) when the screen is ready to render. Once per path: main.tsx starts it
 * before the renderer has loaded, App.tsx waits for it.
 */
export function preloadRoute(path: string): Promise<void> {
  let done = preloads.get(path)
  if (!done) {
    const route = [...PUBLIC_ROUTES, ...PRIVATE_ROUTES].find((r) => r.path === path)
    done = Promise.resolve(route?.component.preload?.()).then(
      () => undefined,
      () => undefined, // a failed chunk shows when the route renders
    )
    preloads.set(path, done)
  }
  return done
}
// Not in the entry chunk: a diner's phone never shows the back office's frame or its sign-in.
export const loadShell = () => import('./shell/Shell.tsx')

export const isPublicPath = (path: string) => matches(PUBLIC_ROUTES, path)
export const isPrivatePath = (path: string) => matches(PRIVATE_ROUTES, path)

function RouteSwitch({ routes, fallback }: { routes: RouteDef[]; fallback: ComponentType }) {
  const Fallback = fallback
  return (
    <Suspense fallback={<Fallback />}>
      <Switch>
        {routes.map((r) => (
          <Route key={r.path} path={r.path} component={r.component} />
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  )
}

export const PublicRoutes = () => <RouteSwitch routes={PUBLIC_ROUTES} fallback={FullScreenSpinner} />
// Inside the shell: the sidebar stays while a screen loads.
export const PrivateRoutes = () => <RouteSwitch routes={PRIVATE_ROUTES} fallback={Spinner} />
