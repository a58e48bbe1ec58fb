import { useSignals } from '@preact/signals-react/runtime'
import { useEffect, useState, type ReactNode } from 'react'
import { useLocation } from 'wouter'
import { zhTW } from '../../shared/i18n/zh-TW.ts'
import { device } from '../state/device.ts'
import { foldsOnPos } from './nav.ts'
import { Sidebar } from './Sidebar.tsx'
import './shell.css'

const COLLAPSED_KEY = 'pos.sidebarCollapsed'

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === 'true'
  } catch {
    return false
  }
}

/** Sidebar + content. Below 768 px the sidebar becomes a drawer over an overlay. */
export function Shell({ children }: { children: ReactNode }) {
  useSignals()
  const [saved, setCollapsed] = useState(readCollapsed)
  const [drawerOpen, setDrawerOpen] = useState(false)
  // opened by hand on the POS: stays open until the next page
  const [posUnfolded, setPosUnfolded] = useState(false)
  const [path] = useLocation()
  const mobile = device.value.isMobile
  const autoFold = foldsOnPos(path, device.value.width)
  const collapsed = saved || (autoFold && !posUnfolded)

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page or device class closes the drawer
  useEffect(() => setDrawerOpen(false), [path, mobile])
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page folds the POS back
  useEffect(() => setPosUnfolded(false), [path])

  const toggleCollapse = () => {
    if (mobile) return setDrawerOpen(false)
    if (autoFold && !saved) return setPosUnfolded(!posUnfolded)
    const next = !collapsed
    setCollapsed(next)
    try {
      localStorage.setItem(COLLAPSED_KEY, String(next))
    } catch {
      // remembered for this page only
    }
  }

  return (
    <div className={mobile ? 'shell is-mobile' : 'shell'}>
      {mobile ? (
        <header className="topbar">
          <button type="button" className="icon-btn" aria-label={zhTW.nav.openMenu} onClick={() => setDrawerOpen(true)}>
            ☰
          </button>
          <span className="brand">{zhTW.app.name}</span>
        </header>
      ) : null}
      {mobile && drawerOpen ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: the drawer's backdrop; a tap beside it closes it
        <div
          className="overlay"
          role="presentation"
          aria-label={zhTW.nav.closeMenu}
          onClick={() => setDrawerOpen(false)}
        />
      ) : null}
      <Sidebar
        collapsed={collapsed && !mobile}
        drawerOpen={mobile && drawerOpen}
        onToggleCollapse={toggleCollapse}
        onNavigate={() => setDrawerOpen(false)}
      />
      <main className="content">{children}</main>
    </div>
  )
}
