import { zhTW } from '../../shared/i18n/zh-TW.ts'

export type NavLink = { path: string; label: string }
export type NavGroup = { label: string; links: NavLink[] }

const n = zhTW.nav

/** Spec part1 §2: every link is shown to everyone (no role-based hiding). */
export const NAV_GROUPS: NavGroup[] = [
  {
    label: n.groups.main,
    links: [
      { path: '/', label: n.dashboard },
      { path: '/pos', label: n.pos },
      { path: '/orders', label: n.orders },
      { path: '/tables', label: n.tables },
      { path: '/qr-ordering', label: n.qrOrdering },
    ],
  },
  {
    label: n.groups.products,
    links: [
      { path: '/menu-management', label: n.menuManagement },
      { path: '/inventory', label: n.inventory },
      { path: '/cost', label: n.cost },
    ],
  },
  { label: n.groups.members, links: [{ path: '/members', label: n.members }] },
  {
    label: n.groups.operations,
    links: [
      { path: '/announcements', label: n.announcements },
      { path: '/handover', label: n.handover },
      { path: '/activity-logs', label: n.activityLogs },
      { path: '/reports', label: n.reports },
    ],
  },
  {
    label: n.groups.system,
    links: [
      { path: '/stores', label: n.stores },
      { path: '/users', label: n.users },
      { path: '/payments', label: n.payments },
      { path: '/settings', label: n.settings },
    ],
  },
]

/** Active when the path starts with the link path; '/' only matches exactly (spec part1 §2). */
export function isActiveLink(linkPath: string, currentPath: string): boolean {
  if (linkPath === '/') return currentPath === '/'
  return currentPath.startsWith(linkPath)
}

export function isSidebarHidden(path: string): boolean {
  return path.startsWith('/mobile/')
}
