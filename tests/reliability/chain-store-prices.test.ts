// Per-store and per-tier prices through real NATS, two stores on one version: HQ (--hq, stores S1 and
// S2) puts both in its 機場價 tier, where 清燉牛肉麵 is NT$200 against the template's 160, and prices it
// NT$180 for S1 itself; both stores apply the same version, and the server of each prices an order at
// its own price (S1's own, S2's tier's), sizes and 外帶 moved by the same amount. Then the tiers'
// refusals and bursts. (chain-menu.test.ts has a store offline while HQ publishes.)
import { afterAll, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { HQ_USER, startChainServers, storeUser } from '../../src/server/modules/chain/testing/nats-servers'
import { client, freePort, killAll, setupShop, startServer } from './server-process'

const dir = mkdtempSync(join(tmpdir(), 'pos-chain-prices-'))
const nats = await startChainServers(join(dir, 'nats'), ['S1', 'S2'])

afterAll(async () => {
  await killAll()
  await nats.stopAll()
  rmSync(dir, { recursive: true, force: true })
})

const startStore = async (code: 'S1' | 'S2') => {
  const u = storeUser(code)
  const server = await startServer({
    dataDir: join(dir, code),
    port: await freePort(),
    env: {
      POS_CHAIN_NATS_URL: nats.leaves[code]!.url,
      POS_CHAIN_STORE: code,
      POS_CHAIN_USER: u.user,
      POS_CHAIN_PASSWORD: u.pass,
    },
  })
  return setupShop(server, code)
}

let owner: ReturnType<typeof client>
let key = ''
const tiers = '/api/hq/menu/tiers'

test('two stores apply one version; each server prices an order at its own price, or its tier’s', async () => {
  const [s1, s2] = [await startStore('S1'), await startStore('S2')]
  const hq = await startServer({
    dataDir: join(dir, 'hq'),
    port: await freePort(),
    env: {
      POS_CHAIN_NATS_URL: nats.hub.url,
      POS_CHAIN_USER: HQ_USER.user,
      POS_CHAIN_PASSWORD: HQ_USER.pass,
      POS_HQ_STORES: 'S1,S2',
    },
    args: ['--hq'],
  })
  owner = client(hq.url)
  await owner.ok('POST', '/api/auth/local/register', {
    username: 'owner',
    password: 'secret123',
    setupCode: hq.setupCode(),
  })
  const template = await owner.ok('POST', '/api/stores', { name: '總部範本', code: 'HQ' })
  const hqMenu = `/api/stores/${template.id}/menu`
  const noodles = await owner.ok('POST', hqMenu, {
    name: '清燉牛肉麵',
    basePrice: '160.00',
    channelPrices: { takeout: '150.00' },
    sizeOptions: [
      { name: '小碗', price: '140.00' },
      { name: '大碗', price: '190.00' },
    ],
  })
  key = `i${noodles.id}`
  const prices = '/api/hq/menu/store-prices'

  // S2 is priced, then cleared back to the template's; S1 keeps its own.
  await owner.ok('PUT', prices, { storeCode: 'S2', itemKey: key, price: '200' })
  await owner.ok('PUT', prices, { storeCode: 'S2', itemKey: key, price: null })
  await owner.ok('PUT', prices, { storeCode: 'S1', itemKey: key, price: '180' })
  // Both stores sell at 機場價; S1's own price comes before its tier's.
  const airport = await owner.ok('POST', tiers, { name: '機場價' })
  expect(airport).toEqual({ id: expect.any(Number), name: '機場價' })
  await owner.ok('PUT', `${tiers}/${airport.id}/prices`, { itemKey: key, price: '200' })
  for (const storeCode of ['S1', 'S2'])
    await owner.ok('PUT', '/api/hq/menu/store-tiers', { storeCode, tierId: airport.id })
  expect(await owner.ok('GET', prices)).toMatchObject({
    prices: { S1: { [key]: '180.00' } },
    tiers: [{ id: airport.id, name: '機場價', prices: { [key]: '200.00' } }],
    storeTiers: { S1: airport.id, S2: airport.id },
  })
  expect((await owner.ok('POST', '/api/hq/menu/publish')).version).toBe(1)

  const orderAt = async (shop: typeof s1) => {
    for (const end = Date.now() + 15_000; Date.now() < end; await Bun.sleep(100))
      if ((await shop.c.ok('GET', `${shop.base}/chain-menu`)).latest === 1) break
    expect(await shop.c.ok('POST', `${shop.base}/chain-menu/apply`, { version: 1 })).toMatchObject({ applied: true })
    const menu = (await shop.c.ok('GET', `${shop.base}/menu`)) as { id: number; name: string }[]
    const id = menu.find((i) => i.name === '清燉牛肉麵')!.id
    const unit = (o: { items: { unitPrice: string }[] }) => o.items.map((l) => l.unitPrice)
    const dineIn = await shop.c.ok('POST', `${shop.base}/orders`, {
      tableId: shop.tableId,
      items: [
        { menuItemId: id, quantity: 1 },
        { menuItemId: id, quantity: 1, options: { size: '大碗' } },
      ],
    })
    const takeout = await shop.c.ok('POST', `${shop.base}/orders`, {
      orderType: 'takeout',
      items: [{ menuItemId: id, quantity: 1 }],
    })
    return [...unit(dineIn), ...unit(takeout)]
  }
  expect(await orderAt(s1)).toEqual(['180.00', '210.00', '170.00'])
  expect(await orderAt(s2)).toEqual(['200.00', '230.00', '190.00'])
})

test('tiers: one of a burst of the same name is made; bad names, prices, stores and tiers change nothing', async () => {
  // 100 adds of one name at once (two HQ screens, double taps): one tier, the rest a 409 in zh-TW.
  const burst = await Promise.all(Array.from({ length: 100 }, () => owner.call('POST', tiers, { name: '百貨價' })))
  expect(burst.filter((r) => r.status === 201)).toHaveLength(1)
  expect(new Set(burst.filter((r) => r.status !== 201).map((r) => `${r.status} ${r.body.message}`))).toEqual(
    new Set(['409 價格等級「百貨價」已經存在']),
  )
  const mall = burst.find((r) => r.status === 201)!.body as { id: number }
  const before = await owner.ok('GET', '/api/hq/menu/store-prices')
  for (const name of ['', '   ', '一二三四五六七八九十一二三四五六七八九十一'])
    expect((await owner.call('POST', tiers, { name })).body).toMatchObject({
      message: '請輸入價格等級名稱（最多 20 字）',
    })
  expect((await owner.call('POST', tiers, { name: '百貨\u001b價' })).status).toBe(422)
  const price = (tierId: number | string, itemKey: string, value: string | null) =>
    owner.call('PUT', `${tiers}/${tierId}/prices`, { itemKey, price: value })
  expect((await price(999, key, '210')).status).toBe(404)
  expect((await price('abc', key, '210')).status).toBe(422)
  expect((await price(mall.id, 'i99999', '210')).status).toBe(404)
  expect((await price(mall.id, key, '-5')).status).toBe(422)
  expect((await price(mall.id, key, '210.50')).status).toBe(422)
  const assign = (storeCode: string, tierId: number | null) =>
    owner.call('PUT', '/api/hq/menu/store-tiers', { storeCode, tierId })
  expect((await assign('S9', mall.id)).status).toBe(404)
  expect((await assign('S2', 999)).status).toBe(404)
  expect(await owner.ok('GET', '/api/hq/menu/store-prices')).toEqual(before)

  // 100 identical prices at once keep one row; S2 moves to 百貨價, then the tier is removed: S2 is in none.
  const same = await Promise.all(Array.from({ length: 100 }, () => price(mall.id, key, '220')))
  expect(new Set(same.map((r) => `${r.status} ${r.body.price}`))).toEqual(new Set(['200 220.00']))
  expect(await owner.ok('PUT', '/api/hq/menu/store-tiers', { storeCode: 'S2', tierId: mall.id })).toEqual({
    storeCode: 'S2',
    tierId: mall.id,
  })
  const grid = await owner.ok('GET', '/api/hq/menu/store-prices')
  expect(grid.tiers.find((t: { id: number }) => t.id === mall.id).prices).toEqual({ [key]: '220.00' })
  expect(grid.storeTiers.S2).toBe(mall.id)
  expect(await owner.ok('DELETE', `${tiers}/${mall.id}`)).toEqual({ id: mall.id })
  expect((await owner.call('DELETE', `${tiers}/${mall.id}`)).status).toBe(404)
  const after = await owner.ok('GET', '/api/hq/menu/store-prices')
  expect(after.tiers.map((t: { name: string }) => t.name)).toEqual(['機場價'])
  expect(after.storeTiers).toEqual({ S1: grid.storeTiers.S1 })
})
