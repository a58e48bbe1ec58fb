import { useSignals } from '@preact/signals-react/runtime'
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'
import { Redirect, useLocation } from 'wouter'
import { AuthRedirect } from './AuthRedirect.tsx'
import { currentQueryClient } from './api/query-client.ts'
import { QueryProvider } from './api/QueryProvider.tsx'
import { FullScreenSpinner } from './components/Spinner.tsx'
import { Toaster } from './components/Toaster.tsx'
import { NotFoundPage } from './shell/NotFoundPage.tsx'
import { isPrivatePath, isPublicPath, loadShell, preloadRoute, PrivateRoutes, PublicRoutes } from './routes.tsx'
import { isSidebarHidden } from './shell/nav.ts'
import { authLoading, authUser, hqServer } from './state/auth.ts'
import { awaitsStore, useStores } from './state/stores.ts'
import { device } from './state/device.ts'
import { mobileRedirectTarget, readForceDesktop, readSavedRole } from './state/mobile.ts'

// The first screen's code loads while the session is checked, not after it (main.tsx starts both);
// the shell waits for it (and the POS for its reads), so a cold start renders and lays out the page once.
const firstPath = typeof window === 'undefined' ? '/' : window.location.pathname
const firstScreen = preloadRoute(firstPath)
type Frame = ComponentType<{ children: ReactNode }>
let ReadyShell: Frame | undefined
let shellLoad: Promise<Frame> | undefined
/** The shell's code and the first screen's (see mount.tsx). Settles once; rejects if a chunk fails. */
export const loadShellAndScreen = () =>
  (shellLoad ??= Promise.all([loadShell(), firstScreen]).then(([m]) => (ReadyShell = m.Shell)))
const LazyShell = lazy(() => loadShellAndScreen().then((shell) => ({ default: shell })))
// Once loaded, the shell renders at once: lazy() would suspend the first render for a task anyway
// and commit the spinner in between, one more render and layout on a slow tablet.
const Shell = ({ children }: { children: ReactNode }) =>
  ReadyShell ? <ReadyShell>{children}</ReadyShell> : <LazyShell>{children}</LazyShell>
const SignInPage = lazy(() =>
  import('./features/account/sign-in/SignInPage.tsx').then((m) => ({ default: m.SignInPage })),
)
// A chain's HQ (a server started with --hq) has its own app: the stores' screens mean nothing there.
const HqApp = lazy(() => import('./features/hq/HqApp.tsx').then((m) => ({ default: m.HqApp })))
const AwaitingStorePage = lazy(() =>
  import('./features/account/awaiting-store/AwaitingStorePage.tsx').then((m) => ({ default: m.AwaitingStorePage })),
)

function Screens() {
  useSignals()
  const [path] = useLocation()
  // Whether a signed-in account has a store to work at (a hook: before any return).
  const stores = useStores()
  // HQ's app has no phone roles: a phone there opens the same tabs. Whether this is HQ is known with
  // the session, so the phone's redirect waits for it.
  const target =
    authLoading.value || hqServer.value
      ? null
      : mobileRedirectTarget({
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
    if (path === '/' || hqServer.value) return <SignInPage />
    return isPrivatePath(path) ? <AuthRedirect /> : <NotFoundPage />
  }
  if (hqServer.value) return <HqApp />
  if (awaitsStore(authUser.value, stores.data)) return <AwaitingStorePage />
  return (
    <Shell>
      <PrivateRoutes />
    </Shell>
  )
}

export function App() {
  return (
    <QueryProvider client={currentQueryClient()}>
      <Suspense fallback={<FullScreenSpinner />}>
        <Screens />
      </Suspense>
      <Toaster />
    </QueryProvider>
  )
}
