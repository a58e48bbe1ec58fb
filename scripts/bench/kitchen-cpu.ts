// CPU of one kitchen-screen poll (GET /kitchen/orders) with a rush's worth of open orders, in-process.
// Usage: bun scripts/bench/kitchen-cpu.ts [open orders]
import { startFakeNetworkPrinter } from '../../src/devices/testing/fake-network-printer'
import { createTestContext } from '../../src/server/testing/harness'
import { setupStore } from './lib/setup'

const count = Number(process.argv[2] ?? 1000)
const printer = await startFakeNetworkPrinter()
const ctx = createTestContext({ clock: { now: () => Date.now() } as never, config: { mqtt: { mode: 'off' } } as never })
const server = ctx.app.listen({ port: 0, hostname: '127.0.0.1' })
try {
  const store = await setupStore(`http://127.0.0.1:${server.server!.port}`, printer.address, ctx.setupCode)
  ctx.db.sqlite.exec('PRAGMA synchronous = OFF')
  const call = (path: string, init: RequestInit = {}) =>
    ctx.app.handle(
      new Request(`http://localhost/api/stores/${store.storeId}${path}`, {
        ...init,
        headers: { cookie: store.staffCookie, 'content-type': 'application/json', ...(init.headers ?? {}) },
      }),
    )
  for (let i = 0; i < count; i++)
    await call('/orders', { method: 'POST', body: store.orderBody, headers: { 'idempotency-key': `k-${i}` } })
  let bytes = 0
  for (let i = 0; i < 5; i++) bytes = (await (await call('/kitchen/orders')).arrayBuffer()).byteLength
  const runs = 30
  const started = performance.now()
  for (let i = 0; i < runs; i++) await (await call('/kitchen/orders')).arrayBuffer()
  console.log(
    `${count} open orders: GET /kitchen/orders ` +
      `${((performance.now() - started) / runs).toFixed(2)} ms each, ${(bytes / 1024).toFixed(1)} KB`,
  )
} finally {
  server.stop()
  await printer.stop()
  ctx.close()
}
