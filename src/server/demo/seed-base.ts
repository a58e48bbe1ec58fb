/** The store, its people, rooms, pantry and menu: everything the week of orders refers to. */
import { DEFAULT_STORE_SETTINGS } from '../modules/stores/service'
import { logActivity, type Actor } from '../modules/activity/log'
import type { Db } from '../db/client'
import {
  diningTables, inventoryCategories, inventoryItems, members, menuCategories, menuItems, storeUsers, stores,
  tableCombinations, tableCombinationTables, tableConfigurations, users,
} from '../db/schema'
import { recipeUnitCost } from '../../shared/domain/order-totals'
import { DEMO_ACCOUNTS, DEMO_CONFIGURATIONS, DEMO_MEMBERS, DEMO_STORE, DEMO_TABLES } from './catalog-people'
import { INVENTORY, INVENTORY_CATEGORIES, type InventoryDef } from './catalog-inventory'
import { MENU, MENU_CATEGORIES } from './catalog-menu'
import type { PlanMenuItem } from './order-lines'
import type { PlanMember } from './order-plan'
import type { PlanTable } from './floor'
import { DAY_MS, MINUTE_MS } from './time'

export type Hashes = Record<string, { password: string; pin: string | null }>
export type StockItem = { id: number; unitCost: number; def: InventoryDef }

export type World = {
  d: Db
  now: number
  storeId: number
  admin: Actor
  staffActor: Actor
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

export function seedBase(d: Db, now: number, hashes: Hashes): World {
  const setup = now - SETUP_DAYS_AGO * DAY_MS
  const stamp = { createdAt: setup, updatedAt: setup }
  const store = d.insert(stores).values({ ...DEMO_STORE, status: 'active', settings: { ...DEFAULT_STORE_SETTINGS }, ...stamp }).returning().get()
  const [adminRow, staffRow] = DEMO_ACCOUNTS.map((a) => {
    const { password, pin, ...profile } = a
    const row = d.insert(users).values({
      ...profile, passwordHash: hashes[a.username].password, pinHash: hashes[a.username].pin, currentStoreId: store.id, ...stamp,
    }).returning().get()
    d.insert(storeUsers).values({ storeId: store.id, userId: row.id, createdAt: setup }).run()
    return row
  })
  const admin: Actor = { user: adminRow, ip: IP }
  const log = (action: Parameters<typeof logActivity>[2]['action'], entityType: string, entityId: number, details: Record<string, unknown>, at = setup) =>
    logActivity(d, admin, { storeId: store.id, action, entityType, entityId, details }, at)
  log('create_store', 'store', store.id, { name: store.name, code: store.code })

  const world: World = {
    d, now, storeId: store.id, admin, staffActor: { user: staffRow, ip: IP },
    tables: seedTables(d, store.id, stamp, log),
    inventory: new Map(),
    menu: [],
    members: [],
  }
  world.inventory = seedInventory(d, store.id, stamp, log)
  world.menu = seedMenu(world, stamp, log)
  world.members = seedMembers(world, log)
  return world
}

type Stamp = { createdAt: number; updatedAt: number }
type Log = (action: 'create_table' | 'create_inventory_item' | 'create_menu_item' | 'create_member', entityType: string, id: number, details: Record<string, unknown>, at?: number) => void

function seedTables(d: Db, storeId: number, stamp: Stamp, log: Log): PlanTable[] {
  const tables = DEMO_TABLES.map(([number, seats]) => {
    const row = d.insert(diningTables).values({ storeId, number, seats, status: 'available', ...stamp }).returning().get()
    log('create_table', 'table', row.id, { number, seats })
    return { id: row.id, number, seats }
  })
  for (const c of DEMO_CONFIGURATIONS) {
    const config = d.insert(tableConfigurations).values({ storeId, name: c.name, description: c.description, isActive: c.isActive, ...stamp }).returning().get()
    for (const combo of c.combinations) {
      const members = tables.filter((t) => combo.tables.includes(t.number))
      const totalSeats = members.reduce((sum, t) => sum + t.seats, 0)
      const row = d.insert(tableCombinations).values({ storeId, configurationId: config.id, name: combo.name, totalSeats, ...stamp }).returning().get()
      d.insert(tableCombinationTables).values(members.map((t) => ({ combinationId: row.id, tableId: t.id }))).run()
    }
  }
  return tables
}

function seedInventory(d: Db, storeId: number, stamp: Stamp, log: Log): Map<string, StockItem> {
  const categoryIds = new Map(INVENTORY_CATEGORIES.map((name, i) => [
    name, d.insert(inventoryCategories).values({ storeId, name, displayOrder: i, ...stamp }).returning().get().id,
  ]))
  const items = new Map<string, StockItem>()
  for (const def of INVENTORY) {
    // Stock starts at 0; the opening delivery and the week's sales are stock movements (seed-orders).
    const row = d.insert(inventoryItems).values({
      storeId, categoryId: categoryIds.get(def.category)!, name: def.name, unit: def.unit, unitSize: def.unitSize,
      currentStockMilli: 0, safetyStockMilli: milli(def.safety), unitCost: def.unitCost, supplier: def.supplier, ...stamp,
    }).returning().get()
    log('create_inventory_item', 'inventory_item', row.id, { name: def.name, unit: def.unit })
    items.set(def.name, { id: row.id, unitCost: def.unitCost, def })
  }
  return items
}

function seedMenu(world: World, stamp: Stamp, log: Log): PlanMenuItem[] {
  const { d, storeId, inventory } = world
  const categoryIds = new Map(MENU_CATEGORIES.map((name, i) => [
    name, d.insert(menuCategories).values({ storeId, name, displayOrder: i, ...stamp }).returning().get().id,
  ]))
  return MENU.map((m, i) => {
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
      addOns: (m.addOns ?? []).map(([name, price, category]) => ({ name, price: cents(price), ...(category ? { category } : {}) })),
    }
    const row = d.insert(menuItems).values({
      storeId, categoryId: categoryIds.get(m.category)!, name: m.name, description: m.description, basePrice: pricing.basePrice,
      status: m.unavailable ? 'unavailable' : 'available', isActive: true, tags: m.tags, sizeOptions: pricing.sizeOptions,
      spiceLevels: pricing.spiceLevels, addOns: pricing.addOns, displayOrder: i,
      costData: Object.fromEntries(recipe.map((r) => [r.name, { inventoryId: r.inventoryId, quantity: r.quantityMilli }])),
      ...stamp,
    }).returning().get()
    log('create_menu_item', 'menu_item', row.id, { name: m.name, basePrice: pricing.basePrice })
    return {
      id: row.id, categoryId: row.categoryId!, category: m.category, pricing, weight: m.weight,
      unitCost: recipeUnitCost(recipe), recipe, soldOutToday: !!m.unavailable,
    }
  })
}

function seedMembers(world: World, log: Log): PlanMember[] {
  const { d, storeId, now } = world
  return DEMO_MEMBERS.map((m, i) => {
    const createdAt = now - m.joinedDaysAgo * DAY_MS - (i + 1) * 17 * MINUTE_MS
    const row = d.insert(members).values({
      storeId, name: m.name, phone: m.phone, email: m.email, tier: m.tier, createdAt, updatedAt: createdAt,
    }).returning().get()
    log('create_member', 'member', row.id, { name: m.name, tier: m.tier }, createdAt)
    return { id: row.id, tier: m.tier, createdAt }
  })
}
