import { and, asc, count, eq, inArray } from 'drizzle-orm'
import type { Db, DbHandle } from '../../db/client'
import { $, preparedFor } from '../../db/prepared'
import { changeCacheFor } from '../../db/change-cache'
import type { Clock } from '../../clock'
import { storeUsers, stores, type StoreSettings } from '../../db/schema'
import type { Store } from '../../../shared/api/stores'
import { AppError } from '../../http/app-error'
import { logActivity, type Actor } from '../activity'
import type { UserRow, UsersRepo } from '../auth'
import { einvoiceSettingsOf } from '../einvoice'
import { storeIdsOfUser } from './staff'

/** Spec part 1 §9: defaults of a new store. */
export const DEFAULT_STORE_SETTINGS: StoreSettings = {
  timezone: 'Asia/Taipei',
  currency: 'TWD',
  taxRate: 0.05,
  serviceFee: 0.1,
  feeOnTakeout: false,
  rounding: 'half-up',
  allowCentPrices: false,
}

type StoreRow = typeof stores.$inferSelect

export function presentStore(s: StoreRow): Store {
  return {
    id: s.id,
    name: s.name,
    code: s.code,
    address: s.address,
    phone: s.phone,
    status: s.status,
    settings: s.settings,
    receiptFooter: s.receiptFooter,
    createdAt: new Date(s.createdAt).toISOString(),
    updatedAt: new Date(s.updatedAt).toISOString(),
  }
}

export type CreateStoreInput = { name: string; code: string; address?: string | null; phone?: string | null }

/** Every store-scoped request checks the store and the user's access to it. */
const q = preparedFor((d) => ({
  storeById: d
    .select()
    .from(stores)
    .where(eq(stores.id, $('id')))
    .prepare(),
  membership: d
    .select()
    .from(storeUsers)
    .where(and(eq(storeUsers.storeId, $('storeId')), eq(storeUsers.userId, $('userId'))))
    .prepare(),
}))

/**
 * Every store-scoped request reads its store (and an order reads it twice more: pricing, tickets);
 * the rows change only when a manager edits the store, so they are kept until a write to stores.
 * Callers only read them.
 */
const storesKept = changeCacheFor<number, StoreRow | undefined>(['stores'])
/** Memberships likewise, until a write to store_users. */
const membershipsKept = changeCacheFor<string, boolean>(['store_users'])

/** A store's row by id, or undefined: also the order path's and the printers' lookup. */
export const storeRow = (d: Db, storeId: number) => storesKept(d)(storeId, () => q(d).storeById.get({ id: storeId }))

export function createStoreService(deps: { db: DbHandle; clock: Clock; users: UsersRepo }) {
  const { db, clock, users } = deps
  const d = db.db

  const memberStoreIds = (userId: number) => storeIdsOfUser(d, userId)

  const service = {
    /** The owner sees every store; managers and staff the stores they are assigned to. */
    listFor(user: UserRow) {
      const q = d.select().from(stores)
      const rows = user.isOwner
        ? q.orderBy(asc(stores.id)).all()
        : q
            .where(inArray(stores.id, memberStoreIds(user.id)))
            .orderBy(asc(stores.id))
            .all()
      return rows.map(service.present)
    },

    /** A store as staff read it, with its 電子發票 mode: the pay dialogs offer the invoice choice only in 電子發票 mode. */
    present(row: StoreRow) {
      return { ...presentStore(row), invoiceMode: einvoiceSettingsOf(d, row.id)?.mode ?? 'off' }
    },

    canAccess(user: UserRow, storeId: number): boolean {
      if (!Number.isInteger(storeId) || storeId <= 0) return false
      if (user.isOwner) return true
      return membershipsKept(d)(`${storeId}:${user.id}`, () => !!q(d).membership.get({ storeId, userId: user.id }))
    },

    get(storeId: number) {
      const row = storeRow(d, storeId)
      if (!row) throw new AppError('STORE_NOT_FOUND')
      return row
    },

    create(input: CreateStoreInput, actor: Actor) {
      const now = clock.now()
      return db.write(() => {
        const code = input.code.trim()
        if (d.select().from(stores).where(eq(stores.code, code)).get()) throw new AppError('STORE_CODE_TAKEN')
        const row = d
          .insert(stores)
          .values({
            name: input.name.trim(),
            code,
            address: input.address?.trim() || null,
            phone: input.phone?.trim() || null,
            status: 'preparing',
            settings: { ...DEFAULT_STORE_SETTINGS },
            createdAt: now,
            updatedAt: now,
          })
          .returning()
          .get()
        if (actor.user) d.insert(storeUsers).values({ storeId: row.id, userId: actor.user.id, createdAt: now }).run()
        logActivity(
          d,
          actor,
          {
            storeId: row.id,
            action: 'create_store',
            entityType: 'store',
            entityId: row.id,
            details: { name: row.name, code: row.code },
          },
          now,
        )
        return presentStore(row)
      })
    },

    /** Remembers the user's chosen store so every screen (and device) opens on it. */
    setCurrent(user: UserRow, storeId: number) {
      if (!service.canAccess(user, storeId)) throw new AppError('STORE_ACCESS_DENIED')
      service.get(storeId)
      return users.update(user.id, { currentStoreId: storeId, updatedAt: clock.now() })
    },

    staffCount(storeId: number): number {
      return d.select({ n: count() }).from(storeUsers).where(eq(storeUsers.storeId, storeId)).get()!.n
    },
  }
  return service
}
export type StoreService = ReturnType<typeof createStoreService>
