import { useSignals } from '@preact/signals-react/runtime'
import { Link, useLocation } from 'wouter'
import { zhTW } from '../../shared/i18n/zh-TW.ts'
import { logoutUrl } from '../api/urls.ts'
import { authUser } from '../state/auth.ts'
import { displayName, permissionLabel } from '../state/user-display.ts'
import { isActiveLink, navGroupsFor } from './nav.ts'
import { StoreBlock } from './StoreBlock.tsx'

const n = zhTW.nav

type SidebarProps = {
  collapsed: boolean
  drawerOpen: boolean
  onToggleCollapse: () => void
  onNavigate: () => void
}

function toggleText(drawerOpen: boolean, collapsed: boolean): [label: string, glyph: string] {
  if (drawerOpen) return [n.closeMenu, '×']
  return collapsed ? [n.expand, '»'] : [n.collapse, '«']
}

export function Sidebar({ collapsed, drawerOpen, onToggleCollapse, onNavigate }: SidebarProps) {
  useSignals()
  const [path] = useLocation()
  const user = authUser.value
  const [toggleLabel, toggleGlyph] = toggleText(drawerOpen, collapsed)
  const classes = ['sidebar', collapsed ? 'is-collapsed' : '', drawerOpen ? 'is-open' : ''].filter(Boolean).join(' ')

  return (
    <aside className={classes} aria-label={n.sidebar}>
      <div className="sidebar-top">
        {collapsed ? null : <span className="brand">{zhTW.app.name}</span>}
        <button
          type="button"
          className="icon-btn collapse-btn"
          aria-label={toggleLabel}
          title={toggleLabel}
          onClick={onToggleCollapse}
        >
          {toggleGlyph}
        </button>
      </div>
      <StoreBlock collapsed={collapsed} />
      <nav className="sidebar-nav">
        {navGroupsFor(user).map((group) => (
          <div className="nav-group" key={group.label}>
            {collapsed ? <hr className="nav-sep" /> : <div className="nav-group-label">{group.label}</div>}
            {group.links.map((link) => {
              const active = isActiveLink(link.path, path)
              return (
                <Link
                  key={link.path}
                  href={link.path}
                  className={active ? 'nav-link is-active' : 'nav-link'}
                  aria-current={active ? 'page' : undefined}
                  title={collapsed ? link.label : undefined}
                  onClick={onNavigate}
                >
                  <span className="nav-glyph" aria-hidden="true">
                    {link.label.slice(0, 1)}
                  </span>
                  <span className="nav-label">{link.label}</span>
                </Link>
              )
            })}
          </div>
        ))}
      </nav>
      <div className="sidebar-user">
        {user && !collapsed ? (
          <div className="user-info">
            <div className="user-name" data-testid="user-name">
              {displayName(user)}
            </div>
            <div className="user-role" data-testid="user-role">
              {permissionLabel(user)}
            </div>
          </div>
        ) : null}
        <button
          type="button"
          className="btn btn-secondary btn-md logout-btn"
          aria-label={n.logout}
          title={n.logout}
          onClick={() => window.location.assign(logoutUrl)}
        >
          {collapsed ? '↩' : n.logout}
        </button>
      </div>
    </aside>
  )
}
