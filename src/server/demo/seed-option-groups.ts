/** The demo's option groups (甜度, 冰塊, 加料) and which drinks offer them. */
import { menuItemOptionGroups, optionGroups } from '../db/schema'
import type { OptionGroupRule } from '../../shared/domain/option-groups'
import { OPTION_GROUPS } from './catalog-option-groups'
import { insertMany } from './insert-many'
import type { World } from './seed-base'

type Stamp = { createdAt: number; updatedAt: number }

/** The store's groups as order lines are priced against them, by name. */
export function seedOptionGroups(world: World, stamp: Stamp): Map<string, OptionGroupRule> {
  const rows = OPTION_GROUPS.map((g) => ({
    storeId: world.storeId,
    name: g.name,
    options: g.options.map(([name, price]) => ({ name, price: price * 100 })),
    minChoices: g.minChoices,
    maxChoices: g.maxChoices,
    defaultOption: g.defaultOption ?? null,
    ...stamp,
  }))
  const ids = insertMany(world.handle, optionGroups, rows)
  return new Map(
    rows.map((r, i) => {
      world.log(
        world.admin,
        { action: 'create_option_group', entityType: 'option_group', entityId: ids[i], details: { name: r.name } },
        stamp.createdAt,
      )
      const { storeId: _s, createdAt: _c, updatedAt: _u, ...rule } = r
      return [r.name, { id: ids[i], ...rule }]
    }),
  )
}

/** Each item's groups, in its order. */
export function linkOptionGroups(world: World, items: { id: number; groups: readonly OptionGroupRule[] }[]) {
  insertMany(
    world.handle,
    menuItemOptionGroups,
    items.flatMap((item) => item.groups.map((g, position) => ({ menuItemId: item.id, groupId: g.id, position }))),
  )
}
