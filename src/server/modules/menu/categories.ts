import type { DbHandle } from '../../db/client'
import type { Clock } from '../../clock'
import { AppError } from '../../http/app-error'
import type { ErrorCode } from '../../../shared/errors'
import type { TimeWindow } from '../../../shared/domain/menu-hours'
import { cleanHours } from './validate'

/**
 * Menu categories and inventory categories behave alike (spec part 1 §5, part 2 §5, §8):
 * a trimmed non-empty name, displayOrder = highest + 1 (0 for the first), and no delete
 * while items still use the category. One implementation serves both tables.
 */
export type CategoryKind = {
  table: 'menu_categories' | 'inventory_categories'
  itemsTable: 'menu_items' | 'inventory_items'
  notFound: ErrorCode
  inUse: ErrorCode
  /**
   * Menu categories answer their stable key as `id` (spec part 1 §3: food, drink, dessert, soup)
   * and have 供應時段 (`hours`); inventory categories neither.
   */
  keyed: boolean
}

export const MENU_CATEGORIES: CategoryKind = {
  table: 'menu_categories',
  itemsTable: 'menu_items',
  notFound: 'MENU_CATEGORY_NOT_FOUND',
  inUse: 'CATEGORY_IN_USE',
  keyed: true,
}
export const INVENTORY_CATEGORIES: CategoryKind = {
  table: 'inventory_categories',
  itemsTable: 'inventory_items',
  notFound: 'INVENTORY_CATEGORY_NOT_FOUND',
  inUse: 'INVENTORY_CATEGORY_IN_USE',
  keyed: false,
}

/** How a client names a category: its key or its numeric id (a digits-only string counts as the id). */
export type CategoryRef = number | string

type Row = {
  id: number
  key: string | null
  name: string
  displayOrder: number
  itemCount: number
  /** JSON; null for inventory categories. */
  hours: string | null
  createdAt: number
  updatedAt: number
}

/** A menu category's API id; the triggers of migration 0005 always fill `key`, `c<id>` is their own rule. */
export const categoryKey = (r: { id: number; key: string | null }) => r.key ?? `c${r.id}`

const present = (kind: CategoryKind) => (r: Row) => ({
  id: kind.keyed ? categoryKey(r) : (r.id as string | number),
  name: r.name,
  displayOrder: r.displayOrder,
  itemCount: r.itemCount,
  ...(r.hours === null ? {} : { hours: JSON.parse(r.hours) as TimeWindow[] }),
  createdAt: new Date(r.createdAt).toISOString(),
  updatedAt: new Date(r.updatedAt).toISOString(),
})
export type CategoryView = ReturnType<ReturnType<typeof present>>

export function createCategoryService(kind: CategoryKind, { db, clock }: { db: DbHandle; clock: Clock }) {
  const { table, itemsTable } = kind
  const sqlite = db.sqlite
  const view = present(kind)
  const keyColumn = kind.keyed ? 'c.key' : 'NULL'
  const hoursColumn = kind.keyed ? 'c.hours' : 'NULL'
  const select = `SELECT c.id, ${keyColumn} AS key, ${hoursColumn} AS hours, c.name, c.display_order AS displayOrder,
    c.created_at AS createdAt, c.updated_at AS updatedAt,
      (SELECT COUNT(*) FROM ${itemsTable} i WHERE i.category_id = c.id) AS itemCount
    FROM ${table} c`

  const find = (storeId: number, id: number) =>
    sqlite.query<Row, [number, number]>(`${select} WHERE c.store_id = ? AND c.id = ?`).get(storeId, id)
  const findRef = (storeId: number, ref: CategoryRef): Row | null => {
    if (typeof ref === 'number') return find(storeId, ref)
    const byKey = kind.keyed
      ? sqlite.query<Row, [number, string]>(`${select} WHERE c.store_id = ? AND c.key = ?`).get(storeId, ref)
      : null
    return byKey ?? (/^[1-9]\d{0,15}$/.test(ref) ? find(storeId, Number(ref)) : null)
  }
  const mustFind = (storeId: number, ref: CategoryRef): Row => {
    const row = findRef(storeId, ref)
    if (!row) throw new AppError(kind.notFound)
    return row
  }

  const cleanName = (name: string) => {
    const trimmed = name.trim()
    if (!trimmed) throw new AppError('CATEGORY_NAME_REQUIRED')
    return trimmed
  }

  const assertNameFree = (storeId: number, name: string, exceptId = 0) => {
    const taken = sqlite
      .query(`SELECT 1 FROM ${table} WHERE store_id = ? AND name = ? AND id != ?`)
      .get(storeId, name, exceptId)
    if (taken) throw new AppError('CATEGORY_NAME_TAKEN', { name })
  }

  /** Hours as stored, null when none are given (left as they are); only menu categories take them. */
  const hoursOf = (hours: TimeWindow[] | undefined) => {
    if (hours === undefined) return null
    if (!kind.keyed) throw new AppError('VALIDATION', { detail: '庫存分類沒有供應時段' })
    return JSON.stringify(cleanHours(hours))
  }
  const setHours = (id: number, hours: string | null) => {
    if (hours !== null) sqlite.query(`UPDATE ${table} SET hours = ? WHERE id = ?`).run(hours, id)
  }

  const service = {
    /** Ordered by displayOrder as stored (spec part 1 §3, part 2 §3), then by age. */
    list(storeId: number) {
      return sqlite
        .query<Row, [number]>(`${select} WHERE c.store_id = ? ORDER BY c.display_order, c.id`)
        .all(storeId)
        .map(view)
    },

    /** The category, or the kind's 404 when it is missing or belongs to another store. */
    get: (storeId: number, ref: CategoryRef) => view(mustFind(storeId, ref)),

    /** The internal numeric id of a category named by key or id (404 when it is not this store's). */
    resolve: (storeId: number, ref: CategoryRef) => mustFind(storeId, ref).id,

    /** Spec part 1 §7 names an inventory item's category by its name (the add form lists names). */
    resolveName(storeId: number, name: string) {
      const row = sqlite
        .query<{ id: number }, [number, string]>(`SELECT id FROM ${table} WHERE store_id = ? AND name = ?`)
        .get(storeId, name.trim())
      if (!row) throw new AppError(kind.notFound)
      return row.id
    },

    /** displayOrder as sent (spec part 1 §7, part 2 §7); without one, highest + 1 (0 for the first). */
    create(storeId: number, input: { name: string; displayOrder?: number; hours?: TimeWindow[] }) {
      const { name, displayOrder } = input
      const now = clock.now()
      return db.write(() => {
        const clean = cleanName(name)
        const hours = hoursOf(input.hours)
        assertNameFree(storeId, clean)
        const { next } = sqlite
          .query<{ next: number }, [number]>(
            `SELECT COALESCE(MAX(display_order) + 1, 0) AS next FROM ${table} WHERE store_id = ?`,
          )
          .get(storeId)!
        const { id } = sqlite
          .query<{ id: number }, [number, string, number, number, number]>(
            `INSERT INTO ${table} (store_id, name, display_order, created_at, ` +
              `updated_at) VALUES (?, ?, ?, ?, ?) RETURNING id`,
          )
          .get(storeId, clean, displayOrder ?? next, now, now)!
        setHours(id, hours)
        return view(find(storeId, id)!)
      })
    },

    update(storeId: number, ref: CategoryRef, input: { name?: string; displayOrder?: number; hours?: TimeWindow[] }) {
      return db.write(() => {
        const row = mustFind(storeId, ref)
        const hours = hoursOf(input.hours)
        const name = input.name === undefined ? row.name : cleanName(input.name)
        if (name !== row.name) assertNameFree(storeId, name, row.id)
        sqlite
          .query(`UPDATE ${table} SET name = ?, display_order = ?, updated_at = ? WHERE id = ?`)
          .run(name, input.displayOrder ?? row.displayOrder, clock.now(), row.id)
        setHours(row.id, hours)
        return view(find(storeId, row.id)!)
      })
    },

    remove(storeId: number, ref: CategoryRef) {
      db.write(() => {
        const row = mustFind(storeId, ref)
        if (row.itemCount > 0) throw new AppError(kind.inUse, {}, { itemCount: row.itemCount })
        sqlite.query(`DELETE FROM ${table} WHERE id = ?`).run(row.id)
      })
      return { success: true as const, message: '分類已刪除' }
    },
  }
  return service
}
export type CategoryService = ReturnType<typeof createCategoryService>
