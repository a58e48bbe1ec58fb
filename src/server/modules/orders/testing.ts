// Test-only helpers for the front-of-house tests: a store with staff, menu items with recipes,
// stock and members written straight into the DB (the menu and inventory APIs belong to other modules).
import { eq } from 'drizzle-orm'
import { inventoryItems, members, menuItems, stockMovements, type CostData } from '../../db/schema'
import type { TestContext } from '../../testing/harness'

export type Shop = Awaited<ReturnType<typeof shop>>

/** A manager, a store and a staff member who works there. */
export async function shop(ctx: TestContext) {
  const { manager, store } = await ctx.managerWithStore()
  const staff = await ctx.staff(manager.cookie)
  const base = `/api/stores/${store.id}`
  const as = (cookie: string) => ({
    get: (path: string) => ctx.request('GET', base + path, { cookie }),
    post: (path: string, body: unknown = {}, headers?: Record<string, string>) =>
      ctx.request('POST', base + path, { cookie, body, headers }),
    patch: (path: string, body: unknown) => ctx.request('PATCH', base + path, { cookie, body }),
    del: (path: string) => ctx.request('DELETE', base + path, { cookie }),
  })
  return {
    storeId: store.id,
    manager: manager.cookie,
    staff: staff.cookie,
    asStaff: as(staff.cookie),
    asManager: as(manager.cookie),
  }
}

/** An option group made through the API as a manager makes it (甜度, 冰塊 ...). */
export async function addOptionGroup(s: Shop, body: unknown): Promise<{ id: number }> {
  const res = await s.asManager.post('/option-groups', body)
  if (res.status !== 201) throw new Error(`group: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body
}

export function addInventory(
  ctx: TestContext,
  storeId: number,
  v: { name: string; unit?: string; stockMilli: number; unitCost?: number },
) {
  const now = ctx.clock.now()
  return ctx.db.db
    .insert(inventoryItems)
    .values({
      storeId,
      name: v.name,
      unit: v.unit ?? '公斤',
      currentStockMilli: v.stockMilli,
      unitCost: v.unitCost ?? 0,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
    .get()
}

export function addMenuItem(
  ctx: TestContext,
  storeId: number,
  v: {
    name: string
    basePrice: number
    sizeOptions?: { name: string; price: number }[]
    spiceLevels?: string[]
    addOns?: { name: string; price: number }[]
    costData?: CostData
    status?: 'available' | 'unavailable'
    isActive?: boolean
  },
) {
  const now = ctx.clock.now()
  return ctx.db.db
    .insert(menuItems)
    .values({
      storeId,
      name: v.name,
      basePrice: v.basePrice,
      sizeOptions: v.sizeOptions ?? [],
      spiceLevels: v.spiceLevels ?? [],
      addOns: v.addOns ?? [],
      costData: v.costData ?? {},
      status: v.status ?? 'available',
      isActive: v.isActive ?? true,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
    .get()
}

export function addMember(
  ctx: TestContext,
  storeId: number,
  tier: 'regular' | 'silver' | 'gold' | 'vip',
  phone = '0912345678',
) {
  const now = ctx.clock.now()
  return ctx.db.db
    .insert(members)
    .values({ storeId, name: '王小明', phone, tier, createdAt: now, updatedAt: now })
    .returning()
    .get()
}

export const stockOf = (ctx: TestContext, id: number) =>
  ctx.db.db.select().from(inventoryItems).where(eq(inventoryItems.id, id)).get()!.currentStockMilli

export const movementsOf = (ctx: TestContext, orderId: number) =>
  ctx.db.db.select().from(stockMovements).where(eq(stockMovements.orderId, orderId)).all()

export const memberRow = (ctx: TestContext, id: number) =>
  ctx.db.db.select().from(members).where(eq(members.id, id)).get()!

/**
 * A small noodle shop: beef noodles (sizes, spice, add-ons, a recipe of beef and noodles) and
 * black tea (no recipe). Prices in cents.
 */
export function noodleMenu(ctx: TestContext, storeId: number) {
  const beef = addInventory(ctx, storeId, { name: '牛腱', stockMilli: 10_000, unitCost: 40_000 })
  const noodles = addInventory(ctx, storeId, { name: '麵條', stockMilli: 5_000, unitCost: 5_000 })
  const beefNoodle = addMenuItem(ctx, storeId, {
    name: '紅燒牛肉麵',
    basePrice: 18_000,
    sizeOptions: [
      { name: '小碗', price: 16_000 },
      { name: '大碗', price: 22_000 },
    ],
    spiceLevels: ['不辣', '小辣', '大辣'],
    addOns: [
      { name: '加蛋', price: 1_500 },
      { name: '加麵', price: 2_000 },
    ],
    costData: { 牛腱: { inventoryId: beef.id, quantity: 150 }, 麵條: { inventoryId: noodles.id, quantity: 200 } },
  })
  const tea = addMenuItem(ctx, storeId, { name: '紅茶', basePrice: 3_000 })
  return { beef, noodles, beefNoodle, tea }
}

/** Creates a table and opens it for `guests`; returns the table JSON with its sessionId. */
export async function openTable(s: Shop, number = 'A1', guests = 2) {
  const created = await s.asStaff.post('/tables', { number, seats: 4 })
  if (created.status !== 201) throw new Error(`create table: ${created.status} ${JSON.stringify(created.body)}`)
  const opened = await s.asStaff.post(`/tables/${created.body.id}/open`, { guestCount: guests })
  if (opened.status !== 200) throw new Error(`open table: ${opened.status} ${JSON.stringify(opened.body)}`)
  return opened.body as { id: number; sessionId: number; number: string }
}

/** A store with the noodle menu and table A1 open for two. */
export async function seated(ctx: TestContext) {
  const s = await shop(ctx)
  const m = noodleMenu(ctx, s.storeId)
  const table = await openTable(s, 'A1')
  return { s, m, table }
}
