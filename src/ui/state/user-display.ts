import { t, zhTW } from '../../shared/i18n/zh-TW.ts'
import type { User } from '../types.ts'

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/

/**
 * First and last name, else email, else username, else 使用者 (spec part1 §2).
 * Chinese names read family name first with no space (王 + 小明 → 王小明).
 */
export function displayName(user: Pick<User, 'firstName' | 'lastName' | 'email' | 'username'>): string {
  const first = user.firstName?.trim() ?? ''
  const last = user.lastName?.trim() ?? ''
  if (first || last) {
    if (CJK.test(first + last)) return `${last}${first}`
    return [first, last].filter(Boolean).join(' ')
  }
  return user.email?.trim() || user.username?.trim() || zhTW.user.fallbackName
}

export function isManager(user: Pick<User, 'role'> | null | undefined): boolean {
  return user?.role === 'manager'
}

/** The owner: every store, backups, registration and opening stores (issue 14). */
export function isOwner(user: Pick<User, 'isOwner'> | null | undefined): boolean {
  return user?.isOwner === true
}

/** Manager → 店長, anything else → 員工 (spec part1 §6). */
export function roleLabel(user: Pick<User, 'role'> | null | undefined): string {
  return isManager(user) ? zhTW.user.roleManager : zhTW.user.roleStaff
}

export function permissionLabel(user: Pick<User, 'role'> | null | undefined): string {
  return t('user.permission', { role: roleLabel(user) })
}
