import { expect } from 'bun:test'
import type { Res, TestContext } from '../../testing/harness'

/**
 * A manager, a store, and helpers scoped to it: `api(method, '/menu', body)` calls
 * /api/stores/:storeId/menu as the manager unless another cookie is given.
 */
export async function menuFixture(ctx: TestContext) {
  const { manager, store } = await ctx.managerWithStore()
  const api = (
    method: string,
    path: string,
    body?: unknown,
    cookie = manager.cookie,
    storeId = store.id,
  ): Promise<Res> => ctx.request(method, `/api/stores/${storeId}${path}`, { body, cookie })
  const ok = async (p: Promise<Res>, status = 200) => {
    const res = await p
    if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`)
    return res.body
  }

  /** An inventory category and two ingredients: 豬肉 NT$300/公斤 (10 kg, safety 2) and 雞蛋 NT$5/個. */
  async function ingredients() {
    const cat = await ok(api('POST', '/inventory-categories', { name: '食材' }), 201)
    const pork = await ok(
      api('POST', '/inventory', {
        name: '豬肉',
        categoryId: cat.id,
        unit: '公斤',
        currentStock: '10',
        safetyStock: '2',
        unitCost: '300.00',
        supplier: '好肉商行',
      }),
      201,
    )
    const egg = await ok(
      api('POST', '/inventory', {
        name: '雞蛋',
        categoryId: cat.id,
        unit: '個',
        currentStock: '30',
        safetyStock: '10',
        unitCost: '5.00',
      }),
      201,
    )
    return { cat, pork, egg }
  }

  async function item(body: Record<string, unknown> = {}) {
    return ok(api('POST', '/menu', { name: '滷肉飯', basePrice: '120.00', ...body }), 201)
  }

  /** The store setting 允許角（小數）價格: prices may have cents (off by default). */
  const allowCents = () =>
    ok(
      ctx.request('PATCH', `/api/stores/${store.id}`, {
        body: { settings: { allowCentPrices: true } },
        cookie: manager.cookie,
      }),
    )

  return { manager, store, api, ok, ingredients, item, allowCents }
}

export function expectError(res: Res, status: number, code: string) {
  expect({ status: res.status, code: res.body?.code }).toEqual({ status, code })
  expect(typeof res.body.message).toBe('string')
}
