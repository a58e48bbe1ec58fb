import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { errorCatalog } from '../../src/shared/errors'
import { createWorld, type World } from './world'

/**
 * `?limit=` on every list that takes one, found in the OpenAPI document so a new list is covered
 * the day it is added: 1–500 in plain decimal digits, anything else a 422 LIMIT_INVALID in zh-TW.
 * `0`, `-0`, `00` and `0x0` once reached SQLite as a LIMIT it failed on (500); `-1` and `100000`
 * returned every row; `1e2`, `+5` and ` 5` were coerced into numbers.
 */

const REFUSED = [
  '0',
  '-0',
  '00',
  '0x0',
  '-1',
  '100000',
  '1e2',
  ' 5',
  '501',
  '+5',
  '0005',
  '5.0',
  '1.5',
  '',
  'abc',
  'NaN',
  'Infinity',
  '1e999',
  '９',
  '5 ',
  '5\u0000',
  '99999999999999999999',
  '0b1',
  '5,6',
]

let w: World
let routes: string[]
let patterns: Set<string | undefined>
beforeAll(async () => {
  w = await createWorld()
  type Param = { name: string; in: string; schema?: { pattern?: string } }
  const doc = (await w.send('GET', '/api/docs/json')).body as {
    paths: Record<string, Record<string, { parameters?: Param[] }>>
  }
  const ids: Record<string, number> = { storeId: w.a.storeId, itemId: w.a.inventoryItemId }
  const limitOf = (ops: Record<string, { parameters?: Param[] }>) =>
    ops.get?.parameters?.find((p) => p.in === 'query' && p.name === 'limit')
  const withLimit = Object.entries(doc.paths).filter(([, ops]) => limitOf(ops))
  routes = withLimit.map(([path]) => path.replace(/\{(\w+)\}/g, (_, name) => String(ids[name])))
  patterns = new Set(withLimit.map(([, ops]) => limitOf(ops)!.schema?.pattern))
}, 60_000)
afterAll(() => w.ctx.close())

const get = (path: string, limit: string) =>
  w.send('GET', `${path}?limit=${encodeURIComponent(limit)}`, { cookie: w.manager.cookie })

describe('page sizes (?limit=)', () => {
  test(`every list with a limit is found: orders, members and their export, activity log, print jobs, stock \
movements`, () => {
    const s = `/api/stores/${w.a.storeId}`
    expect(routes.sort()).toEqual(
      [
        `${s}/activity-logs/`,
        `${s}/inventory/${w.a.inventoryItemId}/movements`,
        `${s}/members/`,
        `${s}/members/export.csv`,
        `${s}/orders`,
        `${s}/print-jobs`,
      ].sort(),
    )
  })

  test('one schema for all of them, whose pattern takes exactly 1 to 500', () => {
    expect(patterns.size).toBe(1)
    const pattern = new RegExp([...patterns][0]!)
    const taken = Array.from({ length: 2001 }, (_, n) => n).filter((n) => pattern.test(String(n)))
    expect([taken.length, taken[0], taken.at(-1)]).toEqual([500, 1, 500])
  })

  test(`0, -0, 00, 0x0, -1, 100000, 1e2, " 5", 501 and other spellings are a 422 LIMIT_INVALID in zh-TW on each of \
them`, async () => {
    const wrong: string[] = []
    for (const path of routes) {
      for (const limit of REFUSED) {
        const res = await get(path, limit)
        if (
          res.status !== 422 ||
          res.body?.code !== 'LIMIT_INVALID' ||
          res.body.message !== errorCatalog.LIMIT_INVALID.message
        ) {
          wrong.push(`${path}?limit=${JSON.stringify(limit)} → ${res.status} ${res.text.slice(0, 80)}`)
        }
      }
    }
    expect(wrong).toEqual([])
    expect(errorCatalog.LIMIT_INVALID.message).toContain('1 到 500')
  })

  test('1 and 500 are taken, and a page holds no more rows than asked for', async () => {
    for (const path of routes) {
      for (const limit of ['1', '7', '10', '99', '100', '499', '500'])
        expect([path, limit, (await get(path, limit)).status]).toEqual([path, limit, 200])
    }
    const s = `/api/stores/${w.a.storeId}`
    const add = (path: string, body?: unknown) => w.send('POST', `${s}${path}`, { cookie: w.manager.cookie, body })
    await add('/orders', { orderType: 'takeout', items: [{ menuItemId: w.a.menuItemId, quantity: 1 }] })
    await add('/members/', { name: '分頁會員', phone: '0912555777' })
    await add(`/printers/${w.a.printerId}/test`)
    for (const list of ['/activity-logs/', '/orders', '/print-jobs', '/members/']) {
      const all = (await get(`${s}${list}`, '500')).body as unknown[]
      expect(all.length).toBeGreaterThan(1)
      expect(((await get(`${s}${list}`, '1')).body as unknown[]).length).toBe(1)
    }
  })

  test('a burst of 240 bad limits at once: every one a 422, never a 5xx', async () => {
    const calls = Array.from({ length: 240 }, (_, i) => get(routes[i % routes.length], REFUSED[i % REFUSED.length]))
    const statuses = (await Promise.all(calls)).map((r) => r.status)
    expect(new Set(statuses)).toEqual(new Set([422]))
  })
})
