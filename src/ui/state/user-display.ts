import { fill } from '../../shared/i18n/fill.ts'
import { userMessages } from '../../shared/i18n/catalog/user.ts'
import { displayName as sharedDisplayName } from '../../shared/format/display-name.ts'
import type { User } from '../../shared/api/stores.ts'

/** A user's shown name (the shared helper: 陳志明, "Ada Lovelace"), else 使用者. */
export function displayName(user: Pick<User, 'firstName' | 'lastName' | 'email' | 'username'>): string {
  return sharedDisplayName(user) ?? userMessages.fallbackName
}

export function isManager(user: Pick<User, 'role'> | null | undefined): boolean {
  return user?.role === 'manager'
}

/** The owner: every store, backups, registration and opening stores. */
export function isOwner(user: Pick<User, 'isOwner'> | null | undefined): boolean {
  return user?.isOwner === true
}

/** Manager → 店長, anything else → 員工 (spec part1 §6). */
export function roleLabel(user: Pick<User, 'role'> | null | undefined): string {
  return isManager(user) ? userMessages.roleManager : userMessages.roleStaff
}

export function permissionLabel(user: Pick<User, 'role'> | null | undefined): string {
  return fill(userMessages.permission, { role: roleLabel(user) })
}
