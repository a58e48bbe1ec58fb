// The menu's side of the chain menu (docs/CHAIN.md "Menus down"): HQ's template store read as one
// snapshot, and a snapshot applied to a store in one transaction. Rows are matched by chain key;
// a store's own rows (no key) stay as they are.
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { DbHandle } from '../../db/client'
import type { EventBus } from '../../events'
import { menuCategories, menuChainApplied, menuItemOptionGroups, menuItems, optionGroups } from '../../db/schema'
import { storeRow } from '../stores'
import { AppError } from '../../http/app-error'
import {
  applyDecision,
  type ChainMenu,
  chainKey,
  itemForStore,
  matchRows,
  retiredRows,
} from '../../../shared/domain/chain-menu'

export type ChainMenuApplied = { storeId: number; version: number; applied: boolean }

export function createChainMenuService({ db, clock, events }: { db: DbHandle; clock: Clock; events: EventBus }) {
  const d = db.db

  /** A store's menu as a chain snapshot (HQ reads its template store with it). */
  function snapshot(storeId: number): Omit<ChainMenu, 'version' | 'publishedAt'> {
    const cats = d.select().from(menuCategories).where(eq(menuCategories.storeId, storeId)).all()
    const groups = d.select().from(optionGroups).where(eq(optionGroups.storeId, storeId)).all()
    const items = d
      .select()
      .from(menuItems)
      .where(eq(menuItems.storeId, storeId))
      .orderBy(asc(menuItems.displayOrder), asc(menuItems.id))
      .all()
    const links = d
      .select({ itemId: menuItemOptionGroups.menuItemId, groupId: menuItemOptionGroups.groupId })
      .from(menuItemOptionGroups)
      .innerJoin(menuItems, eq(menuItems.id, menuItemOptionGroups.menuItemId))
      .where(eq(menuItems.storeId, storeId))
      .orderBy(asc(menuItemOptionGroups.position))
      .all()
    return {
      categories: cats.map((c) => ({
        key: chainKey('c', c.id),
        name: c.name,
        displayOrder: c.displayOrder,
        hours: c.hours,
      })),
      optionGroups: groups.map((g) => ({
        key: chainKey('g', g.id),
        name: g.name,
        options: g.options,
        minChoices: g.minChoices,
        maxChoices: g.maxChoices,
        defaultOption: g.defaultOption,
      })),
      items: items.map((i) => ({
        key: chainKey('i', i.id),
        categoryKey: i.categoryId === null ? null : chainKey('c', i.categoryId),
        name: i.name,
        description: i.description,
        basePrice: i.basePrice,
        isActive: i.isActive,
        tags: i.tags,
        sizeOptions: i.sizeOptions,
        spiceLevels: i.spiceLevels,
        addOns: i.addOns,
        setSlots: i.setSlots.map((s) => ({
          name: s.name,
          choices: s.choices.map((c) => ({ itemKey: chainKey('i', c.menuItemId), price: c.price })),
        })),
        hours: i.hours,
        channelPrices: i.channelPrices,
        displayOrder: i.displayOrder,
        groupKeys: links.filter((l) => l.itemId === i.id).map((l) => chainKey('g', l.groupId)),
      })),
    }
  }

  const appliedOf = (storeId: number) =>
    d.select().from(menuChainApplied).where(eq(menuChainApplied.storeId, storeId)).get()?.version ?? null

  /**
   * Applies a chain menu to a store in one transaction: an order is priced from the menu before it or
   * after it, never a mix. An older version than the applied one is refused; the same one is a no-op.
   */
  function apply(storeId: number, menu: ChainMenu): ChainMenuApplied {
    return db.write((tx) => {
      const decision = applyDecision(menu.version, appliedOf(storeId))
      if (decision === 'older') throw new AppError('CHAIN_MENU_OLDER')
      if (decision === 'same') return { storeId, version: menu.version, applied: false }
      const now = clock.now()
      const stamp = { updatedAt: now }

      const catRows = d.select().from(menuCategories).where(eq(menuCategories.storeId, storeId)).all()
      const catIds = new Map<string, number>()
      for (const [key, id] of matchRows(menu.categories, catRows)) {
        const c = menu.categories.find((x) => x.key === key)!
        const fields = { name: c.name, displayOrder: c.displayOrder, hours: c.hours, chainKey: key, ...stamp }
        catIds.set(
          key,
          id !== null
            ? (d.update(menuCategories).set(fields).where(eq(menuCategories.id, id)).run(), id)
            : d
                .insert(menuCategories)
                .values({ storeId, createdAt: now, ...fields })
                .returning({ id: menuCategories.id })
                .get().id,
        )
      }

      const groupRows = d.select().from(optionGroups).where(eq(optionGroups.storeId, storeId)).all()
      const groupIds = new Map<string, number>()
      for (const [key, id] of matchRows(menu.optionGroups, groupRows)) {
        const { key: _k, ...g } = menu.optionGroups.find((x) => x.key === key)!
        // Group names are unique in a store: one of the store's own by this name must be renamed first.
        if (groupRows.some((r) => r.id !== id && r.chainKey === null && r.name.trim() === g.name.trim()))
          throw new AppError('CHAIN_MENU_GROUP_NAME_TAKEN', { name: g.name })
        const fields = { ...g, chainKey: key, ...stamp }
        groupIds.set(
          key,
          id !== null
            ? (d.update(optionGroups).set(fields).where(eq(optionGroups.id, id)).run(), id)
            : d
                .insert(optionGroups)
                .values({ storeId, createdAt: now, ...fields })
                .returning({ id: optionGroups.id })
                .get().id,
        )
      }

      const itemRows = d.select().from(menuItems).where(eq(menuItems.storeId, storeId)).all()
      const itemIds = new Map<string, number>()
      const code = storeRow(d, storeId)?.code
      const ownPrices = (code && menu.storePrices?.[code]) || {}
      // Rows first, set slots after: a set names items the snapshot may list after it.
      for (const [key, id] of matchRows(menu.items, itemRows)) {
        const listed = menu.items.find((x) => x.key === key)!
        const { key: _k, categoryKey, setSlots: _s, groupKeys: _g, ...item } = itemForStore(listed, ownPrices[key])
        const fields = {
          ...item,
          categoryId: categoryKey === null ? null : (catIds.get(categoryKey) ?? null),
          setSlots: [],
          // status (售完) is the store's own mark of the day: a new version leaves it as it is.
          chainKey: key,
          ...stamp,
        }
        itemIds.set(
          key,
          id !== null
            ? (d.update(menuItems).set(fields).where(eq(menuItems.id, id)).run(), id)
            : d
                .insert(menuItems)
                .values({ storeId, createdAt: now, ...fields })
                .returning({ id: menuItems.id })
                .get().id,
        )
      }
      for (const item of menu.items) {
        const id = itemIds.get(item.key)!
        const setSlots = item.setSlots.map((s) => ({
          name: s.name,
          choices: s.choices.flatMap((c) => {
            const menuItemId = itemIds.get(c.itemKey)
            return menuItemId === undefined ? [] : [{ menuItemId, price: c.price }]
          }),
        }))
        if (setSlots.length) d.update(menuItems).set({ setSlots }).where(eq(menuItems.id, id)).run()
        d.delete(menuItemOptionGroups).where(eq(menuItemOptionGroups.menuItemId, id)).run()
        const links = item.groupKeys.flatMap((k, position) => {
          const groupId = groupIds.get(k)
          return groupId === undefined ? [] : [{ menuItemId: id, groupId, position }]
        })
        if (links.length) d.insert(menuItemOptionGroups).values(links).run()
      }
      // A dish HQ dropped is taken off the menu, not deleted: past orders name it.
      const retired = retiredRows(menu.items, itemRows)
      if (retired.length)
        d.update(menuItems)
          .set({ isActive: false, ...stamp })
          .where(and(inArray(menuItems.id, retired), isNotNull(menuItems.chainKey)))
          .run()

      d.insert(menuChainApplied)
        .values({ storeId, version: menu.version, appliedAt: now })
        .onConflictDoUpdate({ target: menuChainApplied.storeId, set: { version: menu.version, appliedAt: now } })
        .run()
      tx.afterCommit(() => events.emit('menu.changed', { storeId }))
      return { storeId, version: menu.version, applied: true }
    })
  }

  return { snapshot, apply, applied: appliedOf }
}
export type ChainMenuService = ReturnType<typeof createChainMenuService>
