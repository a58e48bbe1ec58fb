import { afterEach, describe, expect, test } from 'bun:test'
import { loadDemoData } from '../../demo'
import { createTestContext, type TestContext } from '../../testing/harness'
import { expectError } from './test-fixtures'

let ctx: TestContext
afterEach(() => ctx?.close())

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(56, 7)])

/** The demo (owner admin, store 好味) plus a new empty store 新店; the owner's cookie. */
async function world() {
  ctx = createTestContext()
  expect(loadDemoData(ctx.services)).toBe(true)
  const login = await ctx.request('POST', '/api/auth/local/login', {
    body: { username: 'admin', password: 'admin123' },
  })
  const cookie = ctx.cookieOf(login)
  const stores = (await ctx.request('GET', '/api/stores', { cookie })).body as { id: number }[]
  const source = stores[0]!.id
  const created = await ctx.request('POST', '/api/stores', { cookie, body: { name: '新店', code: 'NEW1' } })
  expect(created.status).toBe(201)
  const q = (sql: string, ...args: (string | number)[]) => ctx.db.sqlite.query(sql).all(...args) as any[]
  const copy = (to: number, fromStoreId: unknown, c = cookie) =>
    ctx.request('POST', `/api/stores/${to}/menu/copy`, { cookie: c, body: { fromStoreId } })
  const menu = async (storeId: number) =>
    (await ctx.request('GET', `/api/stores/${storeId}/menu`, { cookie })).body as any[]
  return { cookie, source, target: created.body.id as number, q, copy, menu }
}

/** What must be equal between the stores: everything an order or a ticket reads, by name. */
const shape = (items: any[]) =>
  items
    .map((i) => ({
      name: i.name,
      basePrice: i.basePrice,
      category: i.category,
      tags: i.tags,
      sizeOptions: i.sizeOptions,
      spiceLevels: i.spiceLevels,
      addOns: i.addOns,
      status: i.status,
      isActive: i.isActive,
      description: i.description,
    }))
    .sort((a, b) => a.name.localeCompare(b.name))

/** Each item's recipe as ingredient name → quantity, read through the item's own store inventory. */
function recipes(q: ReturnType<typeof Object>, storeId: number) {
  const rows = q(`SELECT m.name, m.cost_data AS costData FROM menu_items m WHERE m.store_id = ?`, storeId) as {
    name: string
    costData: string
  }[]
  const inv = new Map((q('SELECT id, name, store_id AS storeId FROM inventory_items') as any[]).map((r) => [r.id, r]))
  return Object.fromEntries(
    rows.map((r) => [
      r.name,
      Object.values(JSON.parse(r.costData) as Record<string, { inventoryId: number; quantity: number }>)
        .map((l) => {
          const ingredient = inv.get(l.inventoryId)!
          expect(ingredient.storeId).toBe(storeId)
          return `${ingredient.name}×${l.quantity}`
        })
        .sort(),
    ]),
  )
}

const counts = (q: (sql: string, ...a: number[]) => any[], storeId: number) => ({
  items: q('SELECT count(*) AS n FROM menu_items WHERE store_id = ?', storeId)[0].n,
  categories: q('SELECT count(*) AS n FROM menu_categories WHERE store_id = ?', storeId)[0].n,
  inventory: q('SELECT count(*) AS n FROM inventory_items WHERE store_id = ?', storeId)[0].n,
  images: q(
    'SELECT count(*) AS n FROM menu_item_images i JOIN menu_items m ON m.id = i.menu_item_id WHERE m.store_id = ?',
    storeId,
  )[0].n,
  sops: q('SELECT count(*) AS n FROM recipe_sops WHERE store_id = ?', storeId)[0].n,
})

describe('copy a menu from another store', () => {
  test(`the new store gets the same menu by names, prices and options, recipes on its own inventory; a repeat adds \
nothing`, async () => {
    const { cookie, source, target, q, copy, menu } = await world()
    const [withRecipe] = q(
      `SELECT id, name FROM menu_items WHERE store_id = ? AND cost_data != '{}' ORDER BY id LIMIT 1`,
      source,
    )
    q(
      'INSERT INTO menu_item_images (menu_item_id, mime_type, data, size_bytes, ' +
        'is_primary, created_at) VALUES (?, ?, ?, ?, 1, 0)',
      withRecipe.id,
      'image/png',
      PNG as any,
      PNG.length,
    )
    // The target already stocks one ingredient under the same name: the recipe must use it, not a new one.
    const [firstIngredient] = q(
      `SELECT i.name FROM inventory_items i WHERE i.store_id = ? AND i.id IN
      (SELECT json_each.value ->> 'inventoryId' FROM menu_items, json_each(menu_items.cost_data)
      WHERE menu_items.id = ?)`,
      source,
      withRecipe.id,
    )
    const cat = await ctx.request('POST', `/api/stores/${target}/inventory-categories`, {
      cookie,
      body: { name: '自備' },
    })
    const own = await ctx.request('POST', `/api/stores/${target}/inventory`, {
      cookie,
      body: {
        name: firstIngredient.name,
        categoryId: cat.body.id,
        unit: '公斤',
        currentStock: '5',
        safetyStock: '1',
        unitCost: '10.00',
      },
    })
    expect(own.body).toMatchObject({ name: firstIngredient.name })
    const sourceCounts = counts(q, source)
    expect(sourceCounts.items).toBeGreaterThan(10)

    const res = await copy(target, source)
    expect(res.status).toBe(200)
    expect(res.body.copied.length).toBe(sourceCounts.items)
    expect(res.body.skipped).toEqual([])
    expect(res.body.imagesCopied).toBe(1)
    expect(res.body.recipesCopied).toBeGreaterThan(0)
    expect(res.body.unmatchedIngredients.length).toBeGreaterThan(0)
    expect(res.body.unmatchedIngredients).not.toContain(firstIngredient.name)

    expect(shape(await menu(target))).toEqual(shape(await menu(source)))
    expect(recipes(q, target)).toEqual(recipes(q, source))
    // The existing ingredient kept its stock; created ones start at zero.
    expect(
      q(
        'SELECT current_stock_milli AS s FROM inventory_items WHERE store_id = ? AND name = ?',
        target,
        firstIngredient.name,
      ),
    ).toEqual([{ s: 5000 }])
    expect(
      q(
        `SELECT count(*) AS n FROM inventory_items WHERE store_id = ? AND current_stock_milli != 0 AND name != ?`,
        target,
        firstIngredient.name,
      )[0].n,
    ).toBe(0)
    const [image] = q(
      `SELECT i.data FROM menu_item_images i JOIN menu_items m ON m.id = ` +
        `i.menu_item_id WHERE m.store_id = ? AND m.name = ?`,
      target,
      withRecipe.name,
    )
    expect(Buffer.from(image.data).equals(PNG)).toBe(true)
    const after = counts(q, target)
    expect(after.sops).toBe(sourceCounts.sops)

    const again = await copy(target, source)
    expect(again.status).toBe(200)
    expect(again.body.copied).toEqual([])
    expect(again.body.skipped.length).toBe(sourceCounts.items)
    expect(again.body.unmatchedIngredients).toEqual([])
    expect(counts(q, target)).toEqual(after)
    expect(counts(q, source)).toEqual(sourceCounts)
  }, 60_000)

  test(`same store, unknown store, a store the manager is not in, bad body: zh-TW 4xx and nothing \
changes`, async () => {
    const { cookie, source, target, q, copy } = await world()
    const before = counts(q, target)
    expectError(await copy(target, target), 422, 'MENU_COPY_SAME_STORE')
    expectError(await copy(target, 9999), 404, 'STORE_NOT_FOUND')
    expect((await copy(target, 'x')).status).toBe(422)
    expect((await copy(target, 0)).status).toBe(422)
    // A manager of the new store only may not read the demo store's menu.
    await ctx.request('PATCH', '/api/settings/system', { cookie, body: { registrationOpen: true } })
    const reg = await ctx.request('POST', '/api/auth/local/register', {
      body: { username: 'newmgr', password: 'secret123' },
    })
    expect(reg.status).toBe(201)
    const u = await ctx.request('PATCH', `/api/users/${reg.body.id}`, {
      cookie,
      body: { role: 'manager', storeIds: [target] },
    })
    expect(u.status).toBe(200)
    const mgr = ctx.cookieOf(
      await ctx.request('POST', '/api/auth/local/login', { body: { username: 'newmgr', password: 'secret123' } }),
    )
    const denied = await copy(target, source, mgr)
    expectError(denied, 403, 'STORE_ACCESS_DENIED')
    expect(denied.body.message).toMatch(/[\u4e00-\u9fff]/)
    expectError(await copy(source, target, mgr), 403, 'STORE_ACCESS_DENIED')
    expect(counts(q, target)).toEqual(before)
  }, 60_000)

  test('a burst of 100 concurrent copies leaves exactly one copy of each item, ingredient and image', async () => {
    const { source, target, q, copy } = await world()
    const sourceCounts = counts(q, source)
    const results = await Promise.all(Array.from({ length: 100 }, () => copy(target, source)))
    expect(results.map((r) => r.status).filter((s) => s !== 200)).toEqual([])
    expect(results.reduce((n, r) => n + r.body.copied.length, 0)).toBe(sourceCounts.items)
    expect(q('SELECT name FROM menu_items WHERE store_id = ? GROUP BY name HAVING count(*) > 1', target)).toEqual([])
    expect(q('SELECT name FROM inventory_items WHERE store_id = ? GROUP BY name HAVING count(*) > 1', target)).toEqual(
      [],
    )
    expect(q('SELECT name FROM menu_categories WHERE store_id = ? GROUP BY name HAVING count(*) > 1', target)).toEqual(
      [],
    )
    expect(counts(q, target).items).toBe(sourceCounts.items)
  }, 60_000)
})
