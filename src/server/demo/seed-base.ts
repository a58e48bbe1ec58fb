/** The store, its people, rooms, pantry and menu: everything the week of orders refers to. */
import { eq } from 'drizzle-orm'
import { DEFAULT_STORE_SETTINGS } from '../modules/stores'
import { activityRow, type Actor, type ActivityEntry } from '../modules/activity'
import type { Db, DbHandle } from '../db/client'
import {
  diningTables,
  inventoryCategories,
  inventoryItems,
  members,
  menuCategories,
  menuItemPortions,
  menuItems,
  storeUsers,
  stores,
  tableCombinations,
  tableCombinationTables,
  tableConfigurations,
  users,
} from '../db/schema'
import { businessDayAt } from '../../shared/domain/business-day'
import { recipeUnitCost } from '../../shared/domain/order-totals'
import { formatMoney } from '../../shared/domain/money'
import { normalizePhone } from '../../shared/domain/text-rules'
import {
  DEMO_ACCOUNTS,
  DEMO_CONFIGURATIONS,
  DEMO_DAY_CUTOFF,
  DEMO_MEMBERS,
  DEMO_STORE,
  DEMO_TABLES,
} from './catalog-people'
import { INVENTORY, INVENTORY_CATEGORIES, type InventoryDef } from './catalog-inventory'
import { CATEGORY_HOURS, MENU, MENU_CATEGORIES } from './catalog-menu'
import { insertMany } from './insert-many'
import { linkOptionGroups, seedOptionGroups } from './seed-option-groups'
import type { PlanMenuItem } from './order-lines'
import type { PlanMember } from './order-plan'
import type { PlanTable } from './floor'
import { DAY_MS, MINUTE_MS } from './time'

export type Hashes = Record<string, { password: string; pin: string | null }>
export type StockItem = { id: number; unitCost: number; def: InventoryDef }

export type World = {
  d: Db
  handle: DbHandle
  now: number
  storeId: number
  admin: Actor
  staffActor: Actor
  /** Activity rows gathered while seeding; written in one go at the end. */
  /** Activity rows, written in bulk at the end. */
  activity: { rows: ReturnType<typeof activityRow>[] }
  log(actor: Actor, entry: Omit<ActivityEntry, 'storeId'>, at: number): void
  tables: PlanTable[]
  inventory: Map<string, StockItem>
  menu: PlanMenuItem[]
  members: PlanMember[]
}

const IP = '127.0.0.1'
/** The restaurant was set up a month before the demo week. */
const SETUP_DAYS_AGO = 30
const cents = (nt: number) => Math.round(nt * 100)
const milli = (units: number) => Math.round(units * 1000)

export function seedBase(handle: DbHandle, now: number, hashes: Hashes): World {
  const d = handle.db
  const setup = now - SETUP_DAYS_AGO * DAY_MS
  const stamp = { createdAt: setup, updatedAt: setup }
  const store = d
    .insert(stores)
    .values({
      ...DEMO_STORE,
      status: 'active',
      settings: { ...DEFAULT_STORE_SETTINGS, dayCutoff: DEMO_DAY_CUTOFF },
      ...stamp,
    })
    .returning()
    .get()
  const [adminRow, staffRow] = DEMO_ACCOUNTS.map((a) => {
    const { password, pin, ...profile } = a
    const row = d
      .insert(users)
      .values({
        ...profile,
        passwordHash: hashes[a.username].password,
        pinHash: hashes[a.username].pin,
        currentStoreId: store.id,
        ...stamp,
      })
      .returning()
      .get()
    d.insert(storeUsers).values({ storeId: store.id, userId: row.id, createdAt: setup }).run()
    return row
  })
  const activity: World['activity'] = { rows: [] }
  const world: World = {
    d,
    handle,
    now,
    storeId: store.id,
    activity,
    admin: { user: adminRow, ip: IP },
    staffActor: { user: staffRow, ip: IP },
    log: (actor, entry, at) => void activity.rows.push(activityRow(actor, { storeId: store.id, ...entry }, at)),
    tables: [],
    inventory: new Map(),
    menu: [],
    members: [],
  }
  world.log(
    world.admin,
    {
      action: 'create_store',
      entityType: 'store',
      entityId: store.id,
      details: { name: store.name, code: store.code },
    },
    setup,
  )
  world.tables = seedTables(world, stamp)
  world.inventory = seedInventory(world, stamp)
  world.menu = seedMenu(world, stamp)
  world.members = seedMembers(world)
  return world
}

type Stamp = { createdAt: number; updatedAt: number }

function seedTables(world: World, stamp: Stamp): PlanTable[] {
  const { handle, storeId } = world
  const ids = insertMany(
    handle,
    diningTables,
    DEMO_TABLES.map(([number, seats]) => ({ storeId, number, seats, status: 'available' as const, ...stamp })),
  )
  const tables = DEMO_TABLES.map(([number, seats], i) => ({ id: ids[i], number, seats }))
  for (const t of tables)
    world.log(
      world.admin,
      { action: 'create_table', entityType: 'table', entityId: t.id, details: { number: t.number, seats: t.seats } },
      stamp.createdAt,
    )
  for (const c of DEMO_CONFIGURATIONS) {
    const [configurationId] = insertMany(handle, tableConfigurations, [
      { storeId, name: c.name, description: c.description, isActive: c.isActive, ...stamp },
    ])
    for (const combo of c.combinations) {
      const members = tables.filter((t) => combo.tables.includes(t.number))
      const totalSeats = members.reduce((sum, t) => sum + t.seats, 0)
      const [combinationId] = insertMany(handle, tableCombinations, [
        { storeId, configurationId, name: combo.name, totalSeats, ...stamp },
      ])
      insertMany(
        handle,
        tableCombinationTables,
        members.map((t) => ({ combinationId, tableId: t.id })),
      )
    }
  }
  return tables
}

/** Category name → id, in display order. */
function seedCategories(
  world: World,
  table: typeof inventoryCategories | typeof menuCategories,
  names: readonly string[],
  stamp: Stamp,
) {
  const ids = insertMany(
    world.handle,
    table,
    names.map((name, i) => ({ storeId: world.storeId, name, displayOrder: i, ...stamp })),
  )
  return new Map(names.map((name, i) => [name, ids[i]]))
}

function seedInventory(world: World, stamp: Stamp): Map<string, StockItem> {
  const { storeId } = world
  const categoryIds = seedCategories(world, inventoryCategories, INVENTORY_CATEGORIES, stamp)
  // Stock starts at 0; the opening delivery and the week's sales are stock movements (seed-orders).
  const ids = insertMany(
    world.handle,
    inventoryItems,
    INVENTORY.map((def) => ({
      storeId,
      categoryId: categoryIds.get(def.category)!,
      name: def.name,
      unit: def.unit,
      unitSize: def.unitSize,
      currentStockMilli: 0,
      safetyStockMilli: milli(def.safety),
      unitCost: def.unitCost,
      supplier: def.supplier,
      ...stamp,
    })),
  )
  return new Map(
    INVENTORY.map((def, i) => {
      world.log(
        world.admin,
        {
          action: 'create_inventory_item',
          entityType: 'inventory_item',
          entityId: ids[i],
          details: { name: def.name, unit: def.unit },
        },
        stamp.createdAt,
      )
      return [def.name, { id: ids[i], unitCost: def.unitCost, def }]
    }),
  )
}

function seedMenu(world: World, stamp: Stamp): PlanMenuItem[] {
  const { storeId, inventory } = world
  // The store's default categories (migration 0005 trigger) give way to the demo's own list; the same
  // names get the same keys (food, drink, dessert, soup) again.
  world.d.delete(menuCategories).where(eq(menuCategories.storeId, storeId)).run()
  const categoryIds = seedCategories(world, menuCategories, MENU_CATEGORIES, stamp)
  for (const [name, hours] of Object.entries(CATEGORY_HOURS))
    world.d
      .update(menuCategories)
      .set({ hours })
      .where(eq(menuCategories.id, categoryIds.get(name)!))
      .run()
  const groups = seedOptionGroups(world, stamp)
  const items = MENU.map((m) => {
    const recipe = Object.entries(m.recipe).map(([name, quantityMilli]) => {
      const item = inventory.get(name)
      if (!item) throw new Error(`demo recipe of ${m.name} names unknown ingredient ${name}`)
      return { name, inventoryId: item.id, quantityMilli, unitCost: item.unitCost }
    })
    const pricing = {
      name: m.name,
      basePrice: cents(m.price),
      sizeOptions: (m.sizes ?? []).map(([name, price]) => ({ name, price: cents(price) })),
      spiceLevels: m.spice ?? [],
      addOns: (m.addOns ?? []).map(([name, price, category]) => ({
        name,
        price: cents(price),
        ...(category ? { category } : {}),
      })),
      optionGroups: (m.groups ?? []).map((name) => groups.get(name)!),
    }
    return { m, recipe, pricing, categoryId: categoryIds.get(m.category)! }
  })
  const ids = insertMany(
    world.handle,
    menuItems,
    items.map(({ m, recipe, pricing, categoryId }, i) => ({
      storeId,
      categoryId,
      name: m.name,
      description: m.description,
      basePrice: pricing.basePrice,
      status: m.unavailable ? ('unavailable' as const) : ('available' as const),
      isActive: true,
      tags: m.tags,
      sizeOptions: pricing.sizeOptions,
      spiceLevels: pricing.spiceLevels,
      addOns: pricing.addOns,
      channelPrices: {
        ...(m.takeout === undefined ? {} : { takeout: cents(m.takeout) }),
        ...(m.delivery === undefined ? {} : { delivery: cents(m.delivery) }),
      },
      displayOrder: i,
      costData: Object.fromEntries(
        recipe.map((r) => [r.name, { inventoryId: r.inventoryId, quantity: r.quantityMilli }]),
      ),
      ...stamp,
    })),
  )
  const today = businessDayAt(world.now, DEMO_DAY_CUTOFF).date
  for (const [i, { m }] of items.entries())
    if (m.portionsLeft !== undefined)
      world.d
        .insert(menuItemPortions)
        .values({ menuItemId: ids[i], storeId, remaining: m.portionsLeft, businessDate: today, updatedAt: world.now })
        .run()
  linkOptionGroups(
    world,
    items.map(({ pricing }, i) => ({ id: ids[i], groups: pricing.optionGroups })),
  )
  const idOf = (name: string) => ids[items.findIndex((it) => it.m.name === name)]
  for (const [i, { m }] of items.entries())
    if (m.slots)
      world.d
        .update(menuItems)
        .set({
          setSlots: m.slots.map(([name, choices]) => ({
            name,
            choices: choices.map(([item, price]) => ({ menuItemId: idOf(item), price: cents(price) })),
          })),
        })
        .where(eq(menuItems.id, ids[i]))
        .run()
  return items.map(({ m, recipe, pricing, categoryId }, i) => {
    world.log(
      world.admin,
      {
        action: 'create_menu_item',
        entityType: 'menu_item',
        entityId: ids[i],
        details: { name: m.name, basePrice: formatMoney(pricing.basePrice) },
      },
      stamp.createdAt,
    )
    return {
      id: ids[i],
      categoryId,
      category: m.category,
      pricing,
      weight: m.weight,
      unitCost: recipeUnitCost(recipe),
      recipe,
      soldOutToday: !!m.unavailable,
    }
  })
}

function seedMembers(world: World): PlanMember[] {
  const { storeId, now } = world
  const rows = DEMO_MEMBERS.map((m, i) => {
    const createdAt = now - m.joinedDaysAgo * DAY_MS - (i + 1) * 17 * MINUTE_MS
    // stored the way the members module stores a typed number (digits only)
    return {
      storeId,
      name: m.name,
      phone: normalizePhone(m.phone)!,
      email: m.email,
      tier: m.tier,
      createdAt,
      updatedAt: createdAt,
    }
  })
  const ids = insertMany(world.handle, members, rows)
  return rows.map((r, i) => {
    world.log(
      world.admin,
      { action: 'create_member', entityType: 'member', entityId: ids[i], details: { name: r.name, tier: r.tier } },
      r.createdAt,
    )
    return { id: ids[i], tier: r.tier, createdAt: r.createdAt }
  })
}
