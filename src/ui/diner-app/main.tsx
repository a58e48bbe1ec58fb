// The diner's page (diner.html): only the QR ordering screens, rendered by Preact through
// preact/compat (vite.diner.config.ts aliases react, react-dom and the signals package), so a
// diner's phone downloads about a third of the staff app's entry and none of its screens.
import '../styles.css'
import { StrictMode, useEffect, type ComponentType } from 'react'
import { createRoot } from 'react-dom/client'
import { Route, Switch } from 'wouter'
import { DINER_PAGE_PATHS, isDinerPage, type DinerPagePath } from '../../shared/diner-pages.ts'
import { currentQueryClient } from '../api/query-client.ts'
import { QueryProvider } from '../api/QueryProvider.tsx'
import { FullScreenSpinner } from '../components/Spinner.tsx'
import { Toaster } from '../components/Toaster.tsx'
import { parseDinerParams } from '../features/diner/diner.ts'
import { KioskPage, MobileCustomerPage, QrOrderPage } from '../features/diner/DinerPages.tsx'
import { dinerQueries } from '../features/diner/queries.ts'

const PAGES: Record<DinerPagePath, ComponentType> = {
  '/qr-order': QrOrderPage,
  '/mobile/customer': MobileCustomerPage,
  '/kiosk': KioskPage,
}

/**
 * A link out of the diner's screens (閉 on a table not yet open goes to /mobile/role-select) has
 * already changed the address; the page there is the staff app's, so load it from the server.
 */
function StaffPage() {
  useEffect(() => window.location.reload(), [])
  return <FullScreenSpinner />
}

function DinerApp() {
  return (
    <QueryProvider client={currentQueryClient()}>
      <Switch>
        {DINER_PAGE_PATHS.map((path) => (
          <Route key={path} path={path} component={PAGES[path]} />
        ))}
        <Route component={StaffPage} />
      </Switch>
      <Toaster />
    </QueryProvider>
  )
}

/**
 * The reads the first screen needs, asked for at once: the menu would otherwise wait until the
 * table and its session have answered and the ordering screen has mounted, one more round trip
 * on a slow network. The screens' useQuery picks up the answers (the cache shares a fetch in flight).
 */
function prefetch(): void {
  const params = isDinerPage(window.location.pathname) ? parseDinerParams(window.location.search) : null
  if (!params) return
  const client = currentQueryClient()
  const queries = dinerQueries(params)
  void client.prefetchQuery(queries.table)
  void client.prefetchQuery(queries.session)
  void client.prefetchQuery(queries.menu)
  void client.prefetchQuery(queries.categories)
}

prefetch()
const root = document.getElementById('root')
if (!root) throw new Error('#root missing from diner.html')
createRoot(root).render(
  <StrictMode>
    <DinerApp />
  </StrictMode>,
)
