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

  // The same version again changes nothing; an older one is refused with a 409.
  expect(w.service.apply(w.target, v2)).toEqual({ storeId: w.target, version: 2, applied: false })
  expect(() => w.service.apply(w.target, v1)).toThrow()
  expect(w.service.applied(w.target)).toBe(2)
  expect(shape(w.target)).toEqual(after)
})
