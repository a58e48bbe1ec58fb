import type { DbHandle } from '../../db/client'
import type { Clock } from '../../clock'
import { AppError } from '../../http/app-error'
import type { ErrorCode } from '../../../shared/errors'

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
}

export const MENU_CATEGORIES: CategoryKind = {
  table: 'menu_categories', itemsTable: 'menu_items', notFound: 'MENU_CATEGORY_NOT_FOUND', inUse: 'CATEGORY_IN_USE',
}
export const INVENTORY_CATEGORIES: CategoryKind = {
  table: 'inventory_categories', itemsTable: 'inventory_items', notFound: 'INVENTORY_CATEGORY_NOT_FOUND', inUse: 'INVENTORY_CATEGORY_IN_USE',
}

type Row = { id: number; name: string; displayOrder: number; itemCount: number; createdAt: number; updatedAt: number }

const present = (r: Row) => ({
  id: r.id,
  name: r.name,
  displayOrder: r.displayOrder,
  itemCount: r.itemCount,
  createdAt: new Date(r.createdAt).toISOString(),
  updatedAt: new Date(r.updatedAt).toISOString(),
})
export type CategoryView = ReturnType<typeof present>

export function createCategoryService(kind: CategoryKind, { db, clock }: { db: DbHandle; clock: Clock }) {
  const { table, itemsTable } = kind
  const sqlite = db.sqlite
  const select = `SELECT c.id, c.name, c.display_order AS displayOrder, c.created_at AS createdAt, c.updated_at AS updatedAt,
      (SELECT COUNT(*) FROM ${itemsTable} i WHERE i.category_id = c.id) AS itemCount
    FROM ${table} c`

  const find = (storeId: number, id: number) =>
    sqlite.query<Row, [number, number]>(`${select} WHERE c.store_id = ? AND c.id = ?`).get(storeId, id)

  const cleanName = (name: string) => {
    const trimmed = name.trim()
    if (!trimmed) throw new AppError('CATEGORY_NAME_REQUIRED')
    return trimmed
  }

  const assertNameFree = (storeId: number, name: string, exceptId = 0) => {
    const taken = sqlite.query(`SELECT 1 FROM ${table} WHERE store_id = ? AND name = ? AND id != ?`).get(storeId, name, exceptId)
    if (taken) throw new AppError('CATEGORY_NAME_TAKEN', { name })
  }

  const service = {
    list(storeId: number) {
      return sqlite.query<Row, [number]>(`${select} WHERE c.store_id = ? ORDER BY c.display_order, c.id`).all(storeId).map(present)
    },

    /** The category, or the kind's 404 when it is missing or belongs to another store. */
    get(storeId: number, id: number) {
      const row = find(storeId, id)
      if (!row) throw new AppError(kind.notFound)
      return present(row)
    },

    create(storeId: number, name: string) {
      const now = clock.now()
      return sqlite.transaction(() => {
        const clean = cleanName(name)
        assertNameFree(storeId, clean)
        const { next } = sqlite.query<{ next: number }, [number]>(
          `SELECT COALESCE(MAX(display_order) + 1, 0) AS next FROM ${table} WHERE store_id = ?`,
        ).get(storeId)!
        const { id } = sqlite.query<{ id: number }, [number, string, number, number, number]>(
          `INSERT INTO ${table} (store_id, name, display_order, created_at, updated_at) VALUES (?, ?, ?, ?, ?) RETURNING id`,
        ).get(storeId, clean, next, now, now)!
        return present(find(storeId, id)!)
      })()
    },

    update(storeId: number, id: number, input: { name?: string; displayOrder?: number }) {
      return sqlite.transaction(() => {
        const row = find(storeId, id)
        if (!row) throw new AppError(kind.notFound)
        const name = input.name === undefined ? row.name : cleanName(input.name)
        if (name !== row.name) assertNameFree(storeId, name, id)
        sqlite.query(`UPDATE ${table} SET name = ?, display_order = ?, updated_at = ? WHERE id = ?`)
          .run(name, input.displayOrder ?? row.displayOrder, clock.now(), id)
        return present(find(storeId, id)!)
      })()
    },

    remove(storeId: number, id: number) {
      sqlite.transaction(() => {
        const row = find(storeId, id)
        if (!row) throw new AppError(kind.notFound)
        if (row.itemCount > 0) throw new AppError(kind.inUse, {}, { itemCount: row.itemCount })
        sqlite.query(`DELETE FROM ${table} WHERE id = ?`).run(id)
      })()
      return { success: true as const, message: '分類已刪除' }
    },
  }
  return service
}
export type CategoryService = ReturnType<typeof createCategoryService>
