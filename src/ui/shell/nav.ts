import { navMessages } from '../../shared/i18n/catalog/nav.ts'
import type { User } from '../../shared/api/stores.ts'
import { isManager } from '../state/user-display.ts'

/** `managerOnly`: its screen reads what only managers may (the server refuses staff anyway). */
export type NavLink = { path: string; label: string; managerOnly?: true }
export type NavGroup = { label: string; links: NavLink[] }

const n = navMessages

/**
 * Spec part1 §2 lists every link for everyone; staff are not shown the links whose screens
 * the server refuses them (cost and margin, the activity log, reports, accounts).
 */
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
      { path: '/cost', label: n.cost, managerOnly: true },
    ],
  },
  { label: n.groups.members, links: [{ path: '/members', label: n.members }] },
  {
    label: n.groups.operations,
    links: [
      { path: '/announcements', label: n.announcements },
      { path: '/handover', label: n.handover },
      { path: '/activity-logs', label: n.activityLogs, managerOnly: true },
      { path: '/reports', label: n.reports, managerOnly: true },
    ],
  },
  {
    label: n.groups.system,
    links: [
      { path: '/stores', label: n.stores },
      { path: '/users', label: n.users, managerOnly: true },
      { path: '/payments', label: n.payments },
      { path: '/settings', label: n.settings },
    ],
  },
]

/** The groups and links `user` may use; a group left empty is left out. */
export function navGroupsFor(user: Pick<User, 'role'> | null | undefined): NavGroup[] {
  const manager = isManager(user)
  return NAV_GROUPS.map((g) => ({ ...g, links: g.links.filter((l) => manager || !l.managerOnly) })).filter(
    (g) => g.links.length > 0,
  )
}

/** Active when the path starts with the link path; '/' only matches exactly (spec part1 §2). */
export function isActiveLink(linkPath: string, currentPath: string): boolean {
  if (linkPath === '/') return currentPath === '/'
  return currentPath.startsWith(linkPath)
}

export function isSidebarHidden(path: string): boolean {
  return path.startsWith('/mobile/')
}

/** The POS and the floor need the whole width of a counter screen: below this the sidebar folds by itself there. */
export const POS_FOLD_BELOW = 1440

const COUNTER_SCREENS = ['/pos', '/floor']
export const foldsOnPos = (path: string, width: number) =>
  COUNTER_SCREENS.some((screen) => path === screen || path.startsWith(`${screen}/`)) && width < POS_FOLD_BELOW
