/**
 * Who may change whose account. The owner may change everyone; anyone may change
 * themselves (profile, own password); a manager may change a non-owner whose every store is one
 * the manager works at, so a manager of one store never reaches another store's people. Staff
 * change nobody else.
 */
export type AccessUser = { id: number; role: 'manager' | 'staff'; isOwner: boolean; storeIds: readonly number[] }

export function canManageUser(actor: AccessUser, target: AccessUser): boolean {
  if (actor.isOwner || actor.id === target.id) return true
  if (actor.role !== 'manager' || target.isOwner) return false
  const mine = new Set(actor.storeIds)
  return target.storeIds.every((id) => mine.has(id))
}

/** Store ids of `wanted` that `actor` may not hand out: a manager assigns only their own stores. */
export function foreignStores(actor: AccessUser, wanted: readonly number[]): number[] {
  if (actor.isOwner) return []
  const mine = new Set(actor.storeIds)
  return wanted.filter((id) => !mine.has(id))
}
