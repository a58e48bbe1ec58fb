import { asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { storeUsers, stores } from '../../db/schema'
import { AppError } from '../../http/app-error'

/** Which stores a person works at: store_users, read and written for the account screens. */

export function storeIdsOfUser(d: Db, userId: number): number[] {
  return d
    .select({ id: storeUsers.storeId })
    .from(storeUsers)
    .where(eq(storeUsers.userId, userId))
    .all()
    .map((r) => r.id)
}

/** Each user's stores (id and name, by store id); a user with none is absent. */
export function storesOfUsers(d: Db, userIds: number[]): Map<number, { id: number; name: string }[]> {
  const rows =
    userIds.length === 0
      ? []
      : d
          .select({ userId: storeUsers.userId, id: stores.id, name: stores.name })
          .from(storeUsers)
          .innerJoin(stores, eq(stores.id, storeUsers.storeId))
          .where(inArray(storeUsers.userId, userIds))
          .orderBy(asc(stores.id))
          .all()
  const map = new Map<number, { id: number; name: string }[]>()
  for (const r of rows) map.set(r.userId, [...(map.get(r.userId) ?? []), { id: r.id, name: r.name }])
  return map
}

/** Replaces a user's stores; every id must be a store (UNKNOWN_STORES names the others). */
export function setStoresOfUser(d: Db, userId: number, storeIds: number[], now: number) {
  const ids = [...new Set(storeIds)]
  const known = new Set(
    ids.length
      ? d
          .select({ id: stores.id })
          .from(stores)
          .where(inArray(stores.id, ids))
          .all()
          .map((s) => s.id)
      : [],
  )
  const missing = ids.filter((id) => !known.has(id))
  if (missing.length) throw new AppError('UNKNOWN_STORES', { ids: missing.join(', ') })
  d.delete(storeUsers).where(eq(storeUsers.userId, userId)).run()
  for (const storeId of ids) d.insert(storeUsers).values({ storeId, userId, createdAt: now }).run()
}
