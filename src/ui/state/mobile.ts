/** Mobile roles and the phone redirect (spec part2 §2.1, §2.10). */
import { readStored as read, writeStored as write } from './storage.ts'

export const MOBILE_ROLE_KEY = 'pos.mobileRole'
export const FORCE_DESKTOP_KEY = 'force-desktop-mode'

export const MOBILE_ROLES = ['counter', 'staff', 'kitchen', 'customer', 'manager'] as const
export type MobileRole = (typeof MOBILE_ROLES)[number]

export const ROLE_PATHS: Record<MobileRole, string> = {
  counter: '/mobile/counter',
  staff: '/mobile/staff',
  kitchen: '/mobile/kitchen',
  customer: '/mobile/customer',
  manager: '/',
}

export function isMobileRole(value: unknown): value is MobileRole {
  return typeof value === 'string' && (MOBILE_ROLES as readonly string[]).includes(value)
}

export type RedirectInput = {
  path: string
  isMobile: boolean
  forceDesktop: string | null
  savedRole: string | null
}

/**
 * Where a phone should go instead of `path`, or null to stay. Only /mobile/*, /qr-order and /
 * are left alone. A saved manager role means "use the full admin screens", so no redirect.
 */
export function mobileRedirectTarget({ path, isMobile, forceDesktop, savedRole }: RedirectInput): string | null {
  if (!isMobile || forceDesktop === 'true') return null
  if (path === '/' || path === '/qr-order' || path === '/mobile' || path.startsWith('/mobile/')) return null
  if (savedRole === 'manager') return null
  return isMobileRole(savedRole) ? ROLE_PATHS[savedRole] : '/mobile/role-select'
}

export const readSavedRole = () => read(() => sessionStorage, MOBILE_ROLE_KEY)
export const saveRole = (role: MobileRole) => write(() => sessionStorage, MOBILE_ROLE_KEY, role)
export const readForceDesktop = () => read(() => localStorage, FORCE_DESKTOP_KEY)
export const setForceDesktop = (on: boolean) => write(() => localStorage, FORCE_DESKTOP_KEY, on ? 'true' : 'false')
