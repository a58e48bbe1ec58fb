import { useSignals } from '@preact/signals-react/runtime'
import { QueryClientProvider } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { Redirect, useLocation } from 'wouter'
import { AuthRedirect } from './AuthRedirect.tsx'
import { queryClient } from './api/query-client.ts'
import { FullScreenSpinner } from './components/Spinner.tsx'
import { Toaster } from './components/Toaster.tsx'
import { NotFoundPage } from './shell/NotFoundPage.tsx'
import { isPrivatePath, isPublicPath, preloadRoute, PrivateRoutes, PublicRoutes } from './routes.tsx'
import { isSidebarHidden } from './shell/nav.ts'
import { authLoading, authUser } from './state/auth.ts'
import { awaitsStore, STORES_KEY } from './state/stores.ts'
import { useQuery } from './query.ts'
import type { Store } from '../shared/api/stores.ts'
import { device } from './state/device.ts'
import { mobileRedirectTarget, readForceDesktop, readSavedRole } from './state/mobile.ts'

// Not in the entry chunk: a diner's phone never shows the back office's frame or its sign-in.
const loadShell = () => import('./shell/Shell.tsx')
// The first screen's code loads while the session is checked, not after it;
// the shell waits for it (and the POS for its reads), so a cold start renders and lays out the page once.
const firstPath = typeof window === 'undefined' ? '/' : window.location.pathname
const firstScreen = preloadRoute(firstPath)
const Shell = lazy(() => Promise.all([loadShell(), firstScreen]).then(([m]) => ({ default: m.Shell })))
const SignInPage = lazy(() =>
  import('./features/account/sign-in/SignInPage.tsx').then((m) => ({ default: m.SignInPage })),
)
const AwaitingStorePage = lazy(() =>
  import('./features/account/awaiting-store/AwaitingStorePage.tsx').then((m) => ({ default: m.AwaitingStorePage })),
)

function Screens() {
  useSignals()
  const [path] = useLocation()
  // Whether a signed-in account has a store to work at (a hook: before any return).
  const stores = useQuery<Store[]>(authUser.value ? STORES_KEY : null)
  const target = mobileRedirectTarget({
    path,
    isMobile: device.value.isMobile,
    forceDesktop: readForceDesktop(),
    savedRole: readSavedRole(),
  })
  if (target) return <Redirect to={target} replace />
  if (isPublicPath(path)) return <PublicRoutes />
  if (isSidebarHidden(path)) return <NotFoundPage />
  if (authLoading.value) return <FullScreenSpinner />
  if (!authUser.value) {
    if (path === '/') return <SignInPage />
    return isPrivatePath(path) ? <AuthRedirect /> : <NotFoundPage />
  }
  if (awaitsStore(authUser.value, stores.data)) return <AwaitingStorePage />
  return (
    <Shell>
      <PrivateRoutes />
    </Shell>
  )
}

if (isPrivatePath(firstPath)) void loadShell().catch(() => undefined)

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<FullScreenSpinner />}>
        <Screens />
      </Suspense>
      <Toaster />
    </QueryClientProvider>
  )
}
