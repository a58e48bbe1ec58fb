import { afterEach, expect, test } from 'bun:test'
import { loadDemoData } from '../../demo'
import { createTestContext, type TestContext } from '../../testing/harness'
import type { ChainMenu } from '../../../shared/domain/chain-menu'

let ctx: TestContext
afterEach(() => ctx?.close())

/** The demo store (HQ's template here) and a new store 分店 that applies its snapshots. */
async function world() {
  ctx = createTestContext()
  expect(loadDemoData(ctx.services)).toBe(true)
  const login = await ctx.request('POST', '/api/auth/local/login', {
    body: { username: 'admin', password: 'admin123' },
  })
  const cookie = ctx.cookieOf(login)
  const stores = (await ctx.request('GET', '/api/stores', { cookie })).body as { id: number }[]
  const created = await ctx.request('POST', '/api/stores', { cookie, body: { name: '分店', code: 'S1' } })
  const service = ctx.services.menu.chainMenu
  const version = (v: number): ChainMenu => ({ version: v, publishedAt: v, ...service.snapshot(stores[0]!.id) })
  return { cookie, source: stores[0]!.id, target: created.body.id as number, service, version }
}

/** Everything an order reads from an item, by name, with its option groups' names in order. */
function shape(storeId: number) {
  // biome-ignore lint/suspicious/noExplicitAny: rows read by SQL, compared whole.
  const q = (sql: string) => ctx.db.sqlite.query(sql).all(storeId) as any[]
  const groups = q(
    `SELECT m.name AS item, g.name AS grp FROM menu_item_option_groups l JOIN menu_items m ON m.id = l.menu_item_id
      JOIN option_groups g ON g.id = l.group_id WHERE m.store_id = ? ORDER BY m.name, l.position`,
  )
  return q(
    `SELECT m.name, m.base_price AS basePrice, m.size_options AS sizes, m.add_ons AS addOns, m.is_active AS active,
            m.channel_prices AS channelPrices, m.set_slots != '[]' AS isSet, c.name AS category
       FROM menu_items m LEFT JOIN menu_categories c ON c.id = m.category_id WHERE m.store_id = ? ORDER BY m.name`,
  ).map((i) => ({ ...i, groups: groups.filter((g) => g.item === i.name).map((g) => g.grp) }))
}

test("a chain version applied makes the store's menu HQ's, keeps its own dishes, retires dropped ones", async () => {
  const w = await world()
  const local = await ctx.request('POST', `/api/stores/${w.target}/menu`, {
    cookie: w.cookie,
    body: { name: '本店限定炒麵', basePrice: '90.00' },
  })
  expect(local.status).toBe(201)
  const v1 = w.version(1)
  expect(v1.items.length).toBeGreaterThan(5)
  expect(w.service.apply(w.target, v1)).toEqual({ storeId: w.target, version: 1, applied: true })
  const own = shape(w.target).filter((i) => i.name === '本店限定炒麵')
  expect(shape(w.target).filter((i) => i.name !== '本店限定炒麵')).toEqual(shape(w.source))

  // v2: HQ renamed a dish, repriced another and dropped a third.
  const v2 = w.version(2)
  const [renamed, repriced, dropped] = v2.items
  renamed!.name = `${renamed!.name}（新）`
  repriced!.basePrice += 1000
  v2.items = v2.items.filter((i) => i !== dropped)
  const idOf = (key: string) =>
    (
      ctx.db.sqlite.query('SELECT id FROM menu_items WHERE store_id = ? AND chain_key = ?').get(w.target, key) as {
        id: number
      }
    ).id
  const renamedId = idOf(renamed!.key)
  expect(w.service.apply(w.target, v2).applied).toBe(true)
  const after = shape(w.target)
  expect(idOf(renamed!.key)).toBe(renamedId)
  expect(after.find((i) => i.name === renamed!.name)).toBeDefined()
  expect(after.find((i) => i.name === repriced!.name)!.basePrice).toBe(repriced!.basePrice)
  expect(after.find((i) => i.name === dropped!.name)!.active).toBe(0)
  expect(after.filter((i) => i.name === '本店限定炒麵')).toEqual(own)

  // 售完 is the store's own mark of the day: a new version leaves it.
  ctx.db.sqlite.query("UPDATE menu_items SET status = 'unavailable' WHERE chain_key = ?").run(repriced!.key)
  const v3 = { ...w.version(3), items: v2.items }
  expect(w.service.apply(w.target, v3).applied).toBe(true)
  const status = ctx.db.sqlite.query('SELECT status FROM menu_items WHERE chain_key = ?').get(repriced!.key)
  expect(status).toEqual({ status: 'unavailable' })

  // The same version again changes nothing; an older one is refused with a 409.
  const now = shape(w.target)
  expect(w.service.apply(w.target, v3)).toEqual({ storeId: w.target, version: 3, applied: false })
  expect(() => w.service.apply(w.target, v1)).toThrow('已套用較新版本')
  expect(w.service.applied(w.target)).toBe(3)
  expect(shape(w.target)).toEqual(now)
})

test("a chain option group named like one of the store's own is refused, and nothing changes", async () => {
  const w = await world()
  const v1 = w.version(1)
  const name = v1.optionGroups[0]!.name
  ctx.db.sqlite
    .query("INSERT INTO option_groups (store_id, name, options, created_at, updated_at) VALUES (?, ?, '[]', 0, 0)")
    .run(w.target, name)
  // Adopted by name: the store's own group becomes the chain's.
  expect(w.service.apply(w.target, v1).applied).toBe(true)
  // A second local group takes the name of a chain group HQ renames: refused, v1 stays.
  const v2 = w.version(2)
  const local = '本店加料'
  v2.optionGroups[0]!.name = local
  ctx.db.sqlite
    .query("INSERT INTO option_groups (store_id, name, options, created_at, updated_at) VALUES (?, ?, '[]', 0, 0)")
    .run(w.target, local)
  const before = shape(w.target)
  expect(() => w.service.apply(w.target, v2)).toThrow(local)
  expect(w.service.applied(w.target)).toBe(1)
  expect(shape(w.target)).toEqual(before)
})
