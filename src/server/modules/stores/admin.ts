import { and, asc, eq, ne } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { DbHandle } from '../../db/client'
import { storeUsers, stores, users, type StoreSettings } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { canChangeStoreStatus, type StoreStatus } from '../../../shared/domain/store-status'
import { blankToNull } from '../../../shared/domain/text-rules'
import { logActivity, type Actor } from '../activity'
import type { DashboardService } from '../dashboard'
import { presentStore, type StoreService } from './service'

export type StorePatch = {
  name?: string
  code?: string
  address?: string | null
  phone?: string | null
  settings?: Partial<
    Pick<
      StoreSettings,
      | 'serviceFee'
      | 'taxRate'
      | 'feeOnTakeout'
      | 'rounding'
      | 'allowCentPrices'
      | 'discountReasons'
      | 'discountApprovalPercent'
      | 'discountApprovalAmount'
      | 'dayCutoff'
      | 'autoClearWhenPaid'
    >
  >
  receiptFooter?: string | null
}

const STATUS_LABELS: Record<StoreStatus, string> = { preparing: '籌備中', active: '營業中', inactive: '暫停營業' }

/** Manager screens of a store: details with stats and staff, edit, and opening/closing it. */
export function createStoreAdmin(deps: {
  db: DbHandle
  clock: Clock
  stores: StoreService
  dashboard: DashboardService
}) {
  const { db, clock, dashboard } = deps
  const d = db.db
  const find = (storeId: number) => deps.stores.get(storeId)

  function staffOf(storeId: number) {
    return d
      .select({
        id: users.id,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        role: users.role,
        isActive: users.isActive,
      })
      .from(storeUsers)
      .innerJoin(users, eq(users.id, storeUsers.userId))
      .where(eq(storeUsers.storeId, storeId))
      .orderBy(asc(users.id))
      .all()
  }

  function save(
    storeId: number,
    values: Partial<typeof stores.$inferInsert>,
    details: Record<string, unknown>,
    actor: Actor,
  ) {
    const now = clock.now()
    const row = d
      .update(stores)
      .set({ ...values, updatedAt: now })
      .where(eq(stores.id, storeId))
      .returning()
      .get()
    logActivity(d, actor, { storeId, action: 'update_store', entityType: 'store', entityId: storeId, details }, now)
    return presentStore(row)
  }

  return {
    details(storeId: number) {
      const store = presentStore(find(storeId))
      return { ...store, stats: dashboard.storeStats(storeId), staff: staffOf(storeId) }
    },

    update(storeId: number, patch: StorePatch, actor: Actor) {
      return db.write(() => {
        const before = find(storeId)
        const values: Partial<typeof stores.$inferInsert> = {}
        if (patch.name !== undefined) values.name = patch.name.trim()
        if (patch.code !== undefined) {
          values.code = patch.code.trim()
          const taken = d
            .select({ id: stores.id })
            .from(stores)
            .where(and(eq(stores.code, values.code), ne(stores.id, storeId)))
            .get()
          if (taken) throw new AppError('STORE_CODE_TAKEN')
        }
        if (patch.address !== undefined) values.address = blankToNull(patch.address)
        if (patch.phone !== undefined) values.phone = blankToNull(patch.phone)
        if (patch.receiptFooter !== undefined) values.receiptFooter = blankToNull(patch.receiptFooter)
        if (patch.settings) values.settings = { ...before.settings, ...patch.settings }
        return save(storeId, values, { name: values.name ?? before.name, changes: patch }, actor)
      })
    },

    changeStatus(storeId: number, status: StoreStatus, actor: Actor) {
      return db.write(() => {
        const before = find(storeId)
        if (!canChangeStoreStatus(before.status, status)) {
          throw new AppError('STORE_STATUS_TRANSITION', {
            from: STATUS_LABELS[before.status],
            to: STATUS_LABELS[status],
          })
        }
        return save(storeId, { status }, { name: before.name, status: { from: before.status, to: status } }, actor)
      })
    },
  }
}
export type StoreAdmin = ReturnType<typeof createStoreAdmin>
