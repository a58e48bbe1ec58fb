// Backups of the live database while terminals keep ordering: `pos-server backup` from another
// process and POST /api/backups from a manager. Each backup, restored into a fresh folder and
// started, holds every order acknowledged before the backup began, intact.
import { afterAll, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  client,
  expectedStock,
  freePort,
  inspectDatabase,
  killAll,
  orderBody,
  root,
  setupShop,
  spawnTracked,
  startServer,
  submitUntilAck,
  type Shop,
} from './server-process'

const work = mkdtempSync(join(tmpdir(), 'pos-backup-load-'))
afterAll(async () => {
  await killAll()
  rmSync(work, { recursive: true, force: true })
})

const main = join(root, 'src/server/main.ts')

async function command(args: string[]) {
  const child = spawnTracked([process.execPath, main, ...args])
  const code = await Promise.race([child.proc.exited, Bun.sleep(30_000).then(() => 'timeout')])
  await child.done
  return { code, log: child.log() }
}

type Ack = { key: string; orderId: number }

/** Restores `file` into a fresh folder, starts a server on it, and returns what the file holds. */
async function restoreAndOpen(file: string, name: string) {
  const fresh = join(work, name)
  const restored = await command(['restore', file, '--data', fresh])
  expect(restored).toMatchObject({ code: 0 })
  expect(restored.log).toContain('integrity_check ok')
  const server = await startServer({ dataDir: fresh, port: await freePort() })
  await server.stop()
  return inspectDatabase(fresh)
}

function expectHolds(db: ReturnType<typeof inspectDatabase>, shop: Shop, acked: Ack[]) {
  expect(db.integrity).toEqual(['ok'])
  const byKey = new Map(db.keys.map((k) => [k.key, k.order_id]))
  expect(acked.filter((a) => byKey.get(a.key) !== a.orderId).map((a) => a.key)).toEqual([])
  expect(db.orders.length).toBe(db.keys.length)
  expect(Object.fromEntries(db.stock.map((s) => [s.id, s.current_stock_milli]))).toEqual(expectedStock(shop, db.items))
}

test('backups taken under order load hold every order acknowledged before them', async () => {
  const dataDir = join(work, 'live')
  const server = await startServer({ dataDir, port: await freePort() })
  const shop = await setupShop(server)
  const acks: Ack[] = []
  const state = { stop: false }
  const terminals = [0, 1, 2].map(async (t) => {
    const c = client(server.url, shop.c.cookie())
    for (let n = 0; !state.stop; n++)
      acks.push(await submitUntilAck(c, shop, `b${t}-${n}`, orderBody(shop, n), Date.now() + 60_000))
  })
  const running = Promise.all(terminals).then(
    () => null,
    (e) => e as Error,
  )
  const moreOrders = async (count: number) => {
    const want = acks.length + count
    const until = Date.now() + 20_000
    while (acks.length < want && Date.now() < until) await Bun.sleep(20)
  }
  await moreOrders(10)

  const beforeCli = [...acks]
  const cli = await command(['backup', '--data', dataDir])
  expect(cli.code).toBe(0)
  const cliFile = cli.log.split('\n').find((l) => l.endsWith('.db'))!
  expect(cliFile).toMatch(/backups\/pos-\d{8}-\d{6}(-\d+)?\.db$/)

  await moreOrders(10)
  const beforeApi = [...acks]
  const viaApi = await shop.c.call('POST', '/api/backups')
  expect(viaApi.status).toBe(201)
  await moreOrders(10)
  state.stop = true
  const error = await running
  if (error) throw error
  await server.stop()
  expect(beforeCli.length).toBeGreaterThanOrEqual(10)
  expect(beforeApi.length).toBeGreaterThan(beforeCli.length)

  expectHolds(await restoreAndOpen(cliFile, 'restored-cli'), shop, beforeCli)
  expectHolds(await restoreAndOpen(join(dataDir, 'backups', viaApi.body.name), 'restored-api'), shop, beforeApi)
  console.log(
    `backup under load: ${beforeCli.length} orders before the CLI backup, ${beforeApi.length} before the API backup, ` +
      `${acks.length} in all; both restored and verified`,
  )
}, 90_000)
