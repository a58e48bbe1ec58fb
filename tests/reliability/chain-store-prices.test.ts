// Per-store prices through real NATS, two stores on one version: HQ (--hq, stores S1 and S2) prices
// its 清燉牛肉麵 at NT$180 for S1 while the template says 160; both stores apply the same version, and
// the server of each prices an order at its own price, sizes and 外帶 moved by the same NT$20 at S1.
// (chain-menu.test.ts has the refusals and a store offline while HQ publishes.)
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

test('two stores apply one version; each server prices an order at its own price', async () => {
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
  const owner = client(hq.url)
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
  const key = `i${noodles.id}`
  const prices = '/api/hq/menu/store-prices'

  // S2 is priced, then cleared back to the template's; S1 keeps its own.
  await owner.ok('PUT', prices, { storeCode: 'S2', itemKey: key, price: '200' })
  await owner.ok('PUT', prices, { storeCode: 'S2', itemKey: key, price: null })
  await owner.ok('PUT', prices, { storeCode: 'S1', itemKey: key, price: '180' })
  expect((await owner.ok('GET', prices)).prices).toEqual({ S1: { [key]: '180.00' } })
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
  expect(await orderAt(s2)).toEqual(['160.00', '190.00', '150.00'])
})
