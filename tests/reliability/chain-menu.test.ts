// Menus down through real NATS: HQ (--hq) publishes its template store's menu into the hub's KV
// bucket; store S1's leaf mirrors it across domains; the store applies a version when its manager
// says so. The store's leaf is stopped (the store offline) while HQ publishes v2 and v3; back, the
// store sees v3 and applies it without the hub, once under a burst, its own dishes kept, and the
// price HQ set for this store alone.
import { afterAll, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { HQ_USER, startChainServers, storeUser } from '../../src/server/modules/chain/testing/nats-servers'
import { client, freePort, killAll, setupShop, startServer } from './server-process'

const dir = mkdtempSync(join(tmpdir(), 'pos-chain-menu-'))
const nats = await startChainServers(join(dir, 'nats'), ['S1'])

afterAll(async () => {
  await killAll()
  await nats.stopAll()
  rmSync(dir, { recursive: true, force: true })
})

test('HQ publishes v1..v3; a store offline meanwhile applies v3 on its return, once, keeping its dishes', async () => {
  const u = storeUser('S1')
  const store = await startServer({
    dataDir: join(dir, 'S1'),
    port: await freePort(),
    env: {
      POS_CHAIN_NATS_URL: nats.leaves.S1!.url,
      POS_CHAIN_STORE: 'S1',
      POS_CHAIN_USER: u.user,
      POS_CHAIN_PASSWORD: u.pass,
    },
  })
  const hq = await startServer({
    dataDir: join(dir, 'hq'),
    port: await freePort(),
    env: {
      POS_CHAIN_NATS_URL: nats.hub.url,
      POS_CHAIN_USER: HQ_USER.user,
      POS_CHAIN_PASSWORD: HQ_USER.pass,
      POS_HQ_STORES: 'S1',
    },
    args: ['--hq'],
  })
  // The store sells two dishes of its own (紅燒牛肉麵, 紅茶).
  const shop = await setupShop(store, 'S1')
  const owner = client(hq.url)
  await owner.ok('POST', '/api/auth/local/register', {
    username: 'owner',
    password: 'secret123',
    setupCode: hq.setupCode(),
  })
  const template = await owner.ok('POST', '/api/stores', { name: '總部範本', code: 'HQ' })
  const hqMenu = `/api/stores/${template.id}/menu`
  const rice = await owner.ok('POST', hqMenu, { name: '招牌滷肉飯', basePrice: '80.00' })
  await owner.ok('POST', hqMenu, { name: '貢丸湯', basePrice: '35.00' })

  const state = () => shop.c.ok('GET', `${shop.base}/chain-menu`)
  let seen: { chain?: boolean; latest: number | null; applied: number | null } = { latest: null, applied: null }
  const waitLatest = async (v: number) => {
    for (const end = Date.now() + 15_000; Date.now() < end; await Bun.sleep(100)) {
      seen = await state()
      if (seen.latest === v) return
    }
    throw new Error(`the store did not receive v${v}: ${JSON.stringify(seen)}`)
  }
  const menu = async () => {
    const items = (await shop.c.ok('GET', `${shop.base}/menu`)) as {
      name: string
      basePrice: string
      isActive: boolean
    }[]
    return Object.fromEntries(items.map((i) => [i.name, `${i.basePrice}${i.isActive ? '' : ' 下架'}`]))
  }

  expect(await owner.ok('POST', '/api/hq/menu/publish')).toMatchObject({ version: 1, items: 2 })
  await waitLatest(1)
  expect(seen).toEqual({ chain: true, latest: 1, applied: null })
  expect(await shop.c.ok('POST', `${shop.base}/chain-menu/apply`, { version: 1 })).toMatchObject({ applied: true })
  expect(await menu()).toEqual({ 紅燒牛肉麵: '180.00', 紅茶: '30.00', 招牌滷肉飯: '80.00', 貢丸湯: '35.00' })

  // The store goes offline; HQ reprices, drops 貢丸湯, adds 排骨飯: v2, then v3. The hub takes both.
  await nats.leaves.S1!.stop()
  await owner.ok('PATCH', `${hqMenu}/${rice.id}`, { basePrice: '90.00' })
  expect((await owner.ok('POST', '/api/hq/menu/publish')).version).toBe(2)
  const soup = (await owner.ok('GET', hqMenu)).find((i: { name: string }) => i.name === '貢丸湯')
  await owner.ok('DELETE', `${hqMenu}/${soup.id}`)
  const pork = await owner.ok('POST', hqMenu, { name: '排骨飯', basePrice: '120.00' })
  // S1 sells 排骨飯 at its own price; a price for a store HQ does not know, or a bad one, changes nothing.
  const price = (storeCode: string, value: string | null) =>
    owner.call('PUT', '/api/hq/menu/store-prices', { storeCode, itemKey: `i${pork.id}`, price: value })
  // 100 at once (a manager's double taps, two HQ screens): every answer the same price, one row kept.
  const prices = await Promise.all(Array.from({ length: 100 }, () => price('S1', '125')))
  expect(new Set(prices.map((r) => `${r.status} ${r.body.price}`))).toEqual(new Set(['200 125.00']))
  expect((await price('S1', '125')).body).toEqual({ storeCode: 'S1', itemKey: `i${pork.id}`, price: '125.00' })
  expect((await price('S9', '130')).status).toBe(404)
  expect((await price('S1', '-5')).status).toBe(422)
  expect((await price('S1', '125.50')).status).toBe(422)
  expect((await owner.ok('GET', '/api/hq/menu/store-prices')).prices).toEqual({ S1: { [`i${pork.id}`]: '125.00' } })
  expect((await owner.ok('POST', '/api/hq/menu/publish')).version).toBe(3)
  for (const end = Date.now() + 10_000; Date.now() < end; await Bun.sleep(100)) {
    const versions = await owner.ok('GET', '/api/hq/menu/versions')
    if (versions.every((v: { sentAt: number | null }) => v.sentAt !== null)) break
  }
  expect(
    (await owner.ok('GET', '/api/hq/menu/versions')).map((v: { version: number; sentAt: number | null }) => [
      v.version,
      v.sentAt !== null,
    ]),
  ).toEqual([
    [3, true],
    [2, true],
    [1, true],
  ])
  expect(await state()).toEqual({ chain: true, latest: 1, applied: 1 })

  // Back online: the leaf's mirror catches up to v3. The hub then goes away: applying needs only the box.
  await nats.leaves.S1!.start()
  await waitLatest(3)
  await nats.hub.stop()
  const burst = await Promise.all(
    Array.from({ length: 100 }, () => shop.c.call('POST', `${shop.base}/chain-menu/apply`, { version: 3 })),
  )
  expect(burst.map((r) => r.status).filter((s) => s !== 200)).toEqual([])
  expect(burst.filter((r) => r.body.applied).length).toBe(1)
  expect(await menu()).toEqual({
    紅燒牛肉麵: '180.00',
    紅茶: '30.00',
    招牌滷肉飯: '90.00',
    貢丸湯: '35.00 下架',
    排骨飯: '125.00',
  })
  // v1 is older than what is applied; v2 never reached the box (only a bucket's latest is mirrored to it).
  const older = await shop.c.call('POST', `${shop.base}/chain-menu/apply`, { version: 1 })
  expect([older.status, older.body.code]).toEqual([409, 'CHAIN_MENU_OLDER'])
  const missed = await shop.c.call('POST', `${shop.base}/chain-menu/apply`, { version: 2 })
  expect([missed.status, missed.body.code]).toEqual([404, 'CHAIN_MENU_NOT_RECEIVED'])

  // An order placed now is priced from v3.
  const items = (await shop.c.ok('GET', `${shop.base}/menu`)) as { id: number; name: string }[]
  const here = (name: string) => items.find((i) => i.name === name)!.id
  const order = await shop.c.ok('POST', `${shop.base}/orders`, {
    tableId: shop.tableId,
    items: [
      { menuItemId: here('招牌滷肉飯'), quantity: 2 },
      { menuItemId: here('排骨飯'), quantity: 1 },
    ],
  })
  expect(order.items.map((l: { unitPrice: string; subtotal: string }) => [l.unitPrice, l.subtotal])).toEqual([
    ['90.00', '180.00'],
    ['125.00', '125.00'],
  ])
  await nats.hub.start()
})
