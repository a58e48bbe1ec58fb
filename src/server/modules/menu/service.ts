import { and, asc, eq, sql } from 'drizzle-orm'
import type { DbHandle } from '../../db/client'
import { createChangeCache } from '../../db/change-cache'
import { jsonBody, type JsonBody } from '../../http/json-body'
import type { Clock } from '../../clock'
import { menuItems } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { logActivity, type Actor } from '../activity'
import type { CategoryService } from './categories'
import type { ItemInput } from './model'
import { loadMenuContext, presentItem, presentPublicItem, type MenuItemRow } from './present'
import { portionDay } from './portions'
import { requireStore } from './store-scope'
import { copyItemGroups } from './option-groups'
import { itemValues, STAFF_EDITABLE } from './validate'

/**
 * The tables the public menu is built from (a dish switched to 停售 is an update of menu_items, a
 * portion taken or a 估清 mark one of menu_item_portions).
 */
const PUBLIC_MENU_TABLES = [
  'stores',
  'menu_items',
  'menu_categories',
  'menu_item_images',
  'option_groups',
  'menu_item_option_groups',
  'menu_item_portions',
] as const

type Deps = { db: DbHandle; clock: Clock; categories: CategoryService }

export function createMenuItemService({ db, clock, categories }: Deps) {
  const d = db.db

  const findRow = (storeId: number, id: number): MenuItemRow => {
    const row = d
      .select()
      .from(menuItems)
      .where(and(eq(menuItems.storeId, storeId), eq(menuItems.id, id)))
      .get()
    if (!row) throw new AppError('MENU_ITEM_NOT_FOUND')
    return row
  }
  const nextOrder = (storeId: number) =>
    d
      .select({ n: sql<number>`COALESCE(MAX(${menuItems.displayOrder}) + 1, 0)` })
      .from(menuItems)
      .where(eq(menuItems.storeId, storeId))
      .get()!.n
  const values = (storeId: number, input: ItemInput) =>
    itemValues(db, storeId, input, (ref) => categories.resolve(storeId, ref))
  const view = (storeId: number, id: number) =>
    presentItem(findRow(storeId, id), loadMenuContext(db, storeId, id, clock.now()))
  // What the public list reads; an order's writes (orders, lines, stock, log) leave it cached unless it
  // takes a counted portion. Keyed by business day too: a new day clears 估清 marks without a write.
  const publicBody = createChangeCache<string, JsonBody>(db.sqlite, PUBLIC_MENU_TABLES)
  const log = (
    actor: Actor,
    storeId: number,
    action: 'create_menu_item' | 'update_menu_item' | 'delete_menu_item',
    id: number,
    details: Record<string, unknown>,
    now: number,
  ) => logActivity(d, actor, { storeId, action, entityType: 'menu_item', entityId: id, details }, now)

  const service = {
    findRow,

    list(storeId: number) {
      requireStore(db, storeId)
      const ctx = loadMenuContext(db, storeId, 'all', clock.now())
      return d
        .select()
        .from(menuItems)
        .where(eq(menuItems.storeId, storeId))
        .orderBy(asc(menuItems.displayOrder), asc(menuItems.id))
        .all()
        .map((r) => presentItem(r, ctx))
    },

    get: view,

    /** Diners see items that are on sale (active and available), without any cost data. */
    publicList(storeId: number) {
      requireStore(db, storeId)
      const ctx = loadMenuContext(db, storeId, 'none', clock.now())
      return d
        .select()
        .from(menuItems)
        .where(and(eq(menuItems.storeId, storeId), eq(menuItems.isActive, true), eq(menuItems.status, 'available')))
        .orderBy(asc(menuItems.displayOrder), asc(menuItems.id))
        .all()
        .map((r) => presentPublicItem(r, ctx))
    },

    /** publicList encoded, built again only after a write: diners' phones reload it often. */
    publicListBody: (storeId: number) => {
      const day = portionDay(d, storeId, clock.now())
      return publicBody(`${storeId}@${day}`, () => jsonBody(service.publicList(storeId)))
    },

    create(storeId: number, input: ItemInput & { name: string; basePrice: string | number }, actor: Actor) {
      requireStore(db, storeId)
      const now = clock.now()
      const id = db.write(() => {
        const v = values(storeId, input)
        const row = d
          .insert(menuItems)
          .values({
            ...v,
            name: v.name!,
            basePrice: v.basePrice!, // both required by CreateItemBody
            storeId,
            displayOrder: nextOrder(storeId),
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: menuItems.id })
          .get()
        log(actor, storeId, 'create_menu_item', row.id, { name: v.name, basePrice: input.basePrice }, now)
        return row.id
      })
      return { ...view(storeId, id), message: '菜單項目已建立' }
    },

    update(storeId: number, id: number, input: ItemInput, actor: Actor) {
      if (actor.user?.role !== 'manager' && Object.keys(input).some((k) => !STAFF_EDITABLE.has(k))) {
        throw new AppError('MENU_EDIT_MANAGER_ONLY')
      }
      const now = clock.now()
      db.write(() => {
        const before = findRow(storeId, id)
        const v = values(storeId, input)
        d.update(menuItems)
          .set({ ...v, updatedAt: now })
          .where(eq(menuItems.id, id))
          .run()
        log(actor, storeId, 'update_menu_item', id, { name: before.name, changed: Object.keys(v) }, now)
      })
      return { ...view(storeId, id), message: '菜單項目已更新' }
    },

    remove(storeId: number, id: number, actor: Actor) {
      const now = clock.now()
      db.write(() => {
        const row = findRow(storeId, id)
        d.delete(menuItems).where(eq(menuItems.id, id)).run()
        log(actor, storeId, 'delete_menu_item', id, { name: row.name }, now)
      })
      return { success: true as const, message: '菜單項目已刪除' }
    },

    /**
     * A copy named "<name> (副本)" at the end of the menu, with the same images and option groups;
     * the SOP is not copied.
     */
    duplicate(storeId: number, id: number, actor: Actor) {
      const now = clock.now()
      const copyId = db.write(() => {
        const { id: _id, createdAt: _c, updatedAt: _u, ...source } = findRow(storeId, id)
        const name = `${source.name} (副本)`
        const copy = d
          .insert(menuItems)
          .values({ ...source, name, displayOrder: nextOrder(storeId), createdAt: now, updatedAt: now })
          .returning({ id: menuItems.id })
          .get()
        db.sqlite
          .query(`INSERT INTO menu_item_images (menu_item_id, mime_type, data, size_bytes, is_primary, created_at)
          SELECT ?, mime_type, data, size_bytes, is_primary, ?
          FROM menu_item_images WHERE menu_item_id = ? ORDER BY id`)
          .run(copy.id, now, id)
        copyItemGroups(d, { itemId: id }, { storeId, itemId: copy.id }, now)
        log(actor, storeId, 'create_menu_item', copy.id, { name, duplicatedFrom: id }, now)
        return copy.id
      })
      const item = view(storeId, copyId)
      return { ...item, message: `複製成功：已建立副本「${item.name}」` }
    },
  }
  return service
}
export type MenuItemService = ReturnType<typeof createMenuItemService>
