import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db, DbHandle } from '../../db/client'
import type { Clock } from '../../clock'
import { menuItemOptionGroups, menuItems, optionGroups } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { formatMoney } from '../../../shared/domain/money'
import type { OptionGroupRule } from '../../../shared/domain/option-groups'
import type { OptionGroup, OptionGroupListed } from '../../../shared/api/menu'
import { logActivity, type Actor } from '../activity'
import type { CreateOptionGroupBody, OptionGroupInput } from './model'
import { groupValues } from './option-group-values'
import { requireStore } from './store-scope'

export type OptionGroupRow = typeof optionGroups.$inferSelect

export const presentGroup = (g: OptionGroupRow): OptionGroup => ({
  id: g.id,
  name: g.name,
  options: g.options.map((o) => ({ name: o.name, price: formatMoney(o.price) })),
  required: g.minChoices >= 1,
  minChoices: g.minChoices,
  maxChoices: g.maxChoices,
  defaultOption: g.defaultOption,
})

/** Every group the store's items offer, by item, in each item's order: one query per menu read. */
export function itemGroupRows(d: Db, storeId: number, itemId?: number): Map<number, OptionGroupRow[]> {
  const rows = d
    .select({ itemId: menuItemOptionGroups.menuItemId, group: optionGroups })
    .from(menuItemOptionGroups)
    .innerJoin(optionGroups, eq(optionGroups.id, menuItemOptionGroups.groupId))
    .where(
      itemId === undefined
        ? eq(optionGroups.storeId, storeId)
        : and(eq(optionGroups.storeId, storeId), eq(menuItemOptionGroups.menuItemId, itemId)),
    )
    .orderBy(asc(menuItemOptionGroups.menuItemId), asc(menuItemOptionGroups.position))
    .all()
  const byItem = new Map<number, OptionGroupRow[]>()
  for (const r of rows) {
    const list = byItem.get(r.itemId) ?? []
    list.push(r.group)
    byItem.set(r.itemId, list)
  }
  return byItem
}

/** An item's groups as an order line is checked and priced against them (cents). */
export function optionGroupRules(d: Db, storeId: number, itemId: number): OptionGroupRule[] {
  return (itemGroupRows(d, storeId, itemId).get(itemId) ?? []).map(
    ({ id, name, options, minChoices, maxChoices, defaultOption }) => ({
      id,
      name,
      options,
      minChoices,
      maxChoices,
      defaultOption,
    }),
  )
}

/**
 * Gives the target item the source item's groups, in its order. Within one store (a duplicate) the
 * same groups; into another store (a menu copy) the target's group of the same name, copied over
 * first when it has none (its name pushed to `created`). `targetGroups` is kept across a copy's items.
 */
export function copyItemGroups(
  d: Db,
  from: { itemId: number },
  to: { storeId: number; itemId: number },
  now: number,
  targetGroups: Map<string, number> = new Map(),
  created: string[] = [],
): void {
  const source = d
    .select({ group: optionGroups, position: menuItemOptionGroups.position })
    .from(menuItemOptionGroups)
    .innerJoin(optionGroups, eq(optionGroups.id, menuItemOptionGroups.groupId))
    .where(eq(menuItemOptionGroups.menuItemId, from.itemId))
    .orderBy(asc(menuItemOptionGroups.position))
    .all()
  for (const { group, position } of source) {
    let groupId = group.storeId === to.storeId ? group.id : targetGroups.get(group.name)
    if (groupId === undefined) {
      const { id: _id, storeId: _s, createdAt: _c, updatedAt: _u, ...fields } = group
      const same = d
        .select({ id: optionGroups.id })
        .from(optionGroups)
        .where(and(eq(optionGroups.storeId, to.storeId), eq(optionGroups.name, group.name)))
        .get()
      groupId =
        same?.id ??
        d
          .insert(optionGroups)
          .values({ ...fields, storeId: to.storeId, createdAt: now, updatedAt: now })
          .returning({ id: optionGroups.id })
          .get().id
      if (!same) created.push(group.name)
      targetGroups.set(group.name, groupId)
    }
    d.insert(menuItemOptionGroups).values({ menuItemId: to.itemId, groupId, position }).run()
  }
}

/** A store's option groups (甜度, 冰塊, 加料 ...): edited once, every item offering one follows. */
export function createOptionGroupService({ db, clock }: { db: DbHandle; clock: Clock }) {
  const d = db.db

  const findRow = (storeId: number, id: number): OptionGroupRow => {
    const row = d
      .select()
      .from(optionGroups)
      .where(and(eq(optionGroups.storeId, storeId), eq(optionGroups.id, id)))
      .get()
    if (!row) throw new AppError('OPTION_GROUP_NOT_FOUND')
    return row
  }
  const assertNameFree = (storeId: number, name: string, except: number | null) => {
    const other = d
      .select({ id: optionGroups.id })
      .from(optionGroups)
      .where(and(eq(optionGroups.storeId, storeId), eq(optionGroups.name, name)))
      .get()
    if (other && other.id !== except) throw new AppError('OPTION_GROUP_NAME_TAKEN', { name })
  }
  const itemIdsOf = (groupId: number) =>
    d
      .select({ id: menuItemOptionGroups.menuItemId })
      .from(menuItemOptionGroups)
      .where(eq(menuItemOptionGroups.groupId, groupId))
      .orderBy(asc(menuItemOptionGroups.menuItemId))
      .all()
      .map((r) => r.id)
  const listed = (row: OptionGroupRow): OptionGroupListed => ({ ...presentGroup(row), itemIds: itemIdsOf(row.id) })
  const log = (
    actor: Actor,
    storeId: number,
    action: 'create_option_group' | 'update_option_group' | 'delete_option_group',
    id: number,
    details: Record<string, unknown>,
    now: number,
  ) => logActivity(d, actor, { storeId, action, entityType: 'option_group', entityId: id, details }, now)

  return {
    list(storeId: number): OptionGroupListed[] {
      requireStore(db, storeId)
      return d
        .select()
        .from(optionGroups)
        .where(eq(optionGroups.storeId, storeId))
        .orderBy(asc(optionGroups.id))
        .all()
        .map(listed)
    },

    create(storeId: number, input: CreateOptionGroupBody, actor: Actor) {
      requireStore(db, storeId)
      const now = clock.now()
      const row = db.write(() => {
        const v = groupValues(db, storeId, input, null)
        assertNameFree(storeId, v.name, null)
        const row = d
          .insert(optionGroups)
          .values({ ...v, storeId, createdAt: now, updatedAt: now })
          .returning()
          .get()
        log(actor, storeId, 'create_option_group', row.id, { name: row.name }, now)
        return row
      })
      return { ...listed(row), message: `選項群組「${row.name}」已建立` }
    },

    update(storeId: number, id: number, input: OptionGroupInput, actor: Actor) {
      const now = clock.now()
      const row = db.write(() => {
        const before = findRow(storeId, id)
        const v = groupValues(db, storeId, input, before)
        assertNameFree(storeId, v.name, id)
        const row = d
          .update(optionGroups)
          .set({ ...v, updatedAt: now })
          .where(eq(optionGroups.id, id))
          .returning()
          .get()
        log(actor, storeId, 'update_option_group', id, { name: before.name, changed: Object.keys(input) }, now)
        return row
      })
      return { ...listed(row), message: `選項群組「${row.name}」已更新` }
    },

    /** Taken off every item offering it; past orders keep the picks they were sold with. */
    remove(storeId: number, id: number, actor: Actor) {
      const now = clock.now()
      const { name, items } = db.write(() => {
        const row = findRow(storeId, id)
        const items = itemIdsOf(id).length
        d.delete(optionGroups).where(eq(optionGroups.id, id)).run()
        log(actor, storeId, 'delete_option_group', id, { name: row.name, items }, now)
        return { name: row.name, items }
      })
      const from = items ? `，已從 ${items} 個品項移除` : ''
      return { success: true as const, message: `選項群組「${name}」已刪除${from}` }
    },

    /** Replaces the item's groups with these, in this order. */
    setItemGroups(storeId: number, itemId: number, groupIds: number[], actor: Actor) {
      const now = clock.now()
      db.write(() => {
        const item = d
          .select({ id: menuItems.id, name: menuItems.name })
          .from(menuItems)
          .where(and(eq(menuItems.storeId, storeId), eq(menuItems.id, itemId)))
          .get()
        if (!item) throw new AppError('MENU_ITEM_NOT_FOUND')
        const ids = [...new Set(groupIds)]
        const found = ids.length
          ? d
              .select({ id: optionGroups.id, name: optionGroups.name })
              .from(optionGroups)
              .where(and(eq(optionGroups.storeId, storeId), inArray(optionGroups.id, ids)))
              .all()
          : []
        const missing = ids.filter((id) => !found.some((g) => g.id === id))
        if (missing.length) throw new AppError('OPTION_GROUPS_NOT_FOUND', { ids: missing.join(', ') })
        d.delete(menuItemOptionGroups).where(eq(menuItemOptionGroups.menuItemId, itemId)).run()
        if (ids.length)
          d.insert(menuItemOptionGroups)
            .values(ids.map((groupId, position) => ({ menuItemId: itemId, groupId, position })))
            .run()
        // The item changed for everyone reading it: its updatedAt moves, as with any other edit.
        d.update(menuItems).set({ updatedAt: now }).where(eq(menuItems.id, itemId)).run()
        const names = ids.map((id) => found.find((g) => g.id === id)!.name)
        logActivity(
          d,
          actor,
          {
            storeId,
            action: 'update_menu_item',
            entityType: 'menu_item',
            entityId: itemId,
            details: { name: item.name, optionGroups: names },
          },
          now,
        )
      })
    },
  }
}
export type OptionGroupService = ReturnType<typeof createOptionGroupService>
