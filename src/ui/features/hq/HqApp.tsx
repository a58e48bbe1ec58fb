import { lazy, Suspense } from 'react'
import { useLocation } from 'wouter'
import { zhTW } from '../../../shared/i18n/zh-TW.ts'
import { logoutUrl } from '../../api/urls.ts'
import { Spinner } from '../../components/Spinner.tsx'
import { Tabs } from '../../components/Tabs.tsx'
import { displayName } from '../../state/user-display.ts'
import { authUser } from '../../state/auth.ts'
import { HQ_TABS } from './tabs.ts'
import './hq.css'

// One lazy component per tab, made once: a tab opened again renders at once.
const SCREENS = HQ_TABS.map((tab) => ({ ...tab, Screen: lazy(tab.load) }))

/** The open tab is in the address (/hq/<key>), so a reload or a shared link opens the same screen. */
export function HqApp() {
  const [path, navigate] = useLocation()
  const key = path.startsWith('/hq/') ? path.slice(4) : ''
  const active = SCREENS.find((s) => s.key === key) ?? SCREENS[0]
  const user = authUser.value
  return (
    <div className="hq-app">
      <header className="hq-bar">
        <h1 className="hq-title">{zhTW.hq.title}</h1>
        <span className="hq-user" data-testid="user-name">
          {user ? displayName(user) : ''}
        </span>
        <button type="button" className="btn btn-secondary btn-md" onClick={() => window.location.assign(logoutUrl)}>
          {zhTW.nav.logout}
        </button>
      </header>
      <main className="hq-main" aria-label={zhTW.hq.tabsLabel}>
        <Tabs
          items={SCREENS.map(({ key, label, Screen }) => ({
            key,
            label,
            content: (
              <Suspense fallback={<Spinner />}>
                <Screen />
              </Suspense>
            ),
          }))}
          value={active?.key ?? ''}
          onChange={(next) => navigate(`/hq/${next}`)}
        />
      </main>
    </div>
  )
}
