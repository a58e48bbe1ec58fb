// CPU cost of one order, in-process: the benchmark's store and order body, orders created one
// after another through app.handle (no sockets), with SQLite's fsync switched off (unless --fsync).
// Each order is still its own batch, whose log is synced apart (wal-sync.ts): most of the kernel share.
// For A/B of changes to the order path; run it with `bun --cpu-prof-md scripts/bench/order-cpu.ts`
// to see where the time goes.
// Usage: bun scripts/bench/order-cpu.ts [orders] [--fsync] [--printing: also send the tickets to a loopback printer]
import { startFakeNetworkPrinter } from '../../src/devices/testing/fake-network-printer'
import { createTestContext } from '../../src/server/testing/harness'
import { setupStore } from './lib/setup'

const count = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 3000)
const printer = await startFakeNetworkPrinter()
const ctx = createTestContext({ clock: { now: () => Date.now() } as never, config: { mqtt: { mode: 'off' } } as never })
if (process.argv.includes('--printing')) await ctx.services.devices.start()
const server = ctx.app.listen({ port: 0, hostname: '127.0.0.1' })
const baseUrl = `http://127.0.0.1:${server.server!.port}`
try {
  const store = await setupStore(baseUrl, printer.address, ctx.setupCode)
  if (!process.argv.includes('--fsync')) ctx.db.sqlite.exec('PRAGMA synchronous = OFF')
  const post = (i: number) =>
    ctx.app.handle(
      new Request(`http://localhost/api/stores/${store.storeId}/orders`, {
        method: 'POST',
        body: store.orderBody,
        headers: { cookie: store.staffCookie, 'content-type': 'application/json', 'idempotency-key': `cpu-${i}` },
      }),
    )
  for (let i = 0; i < 300; i++) await post(i) // warm-up
  Bun.gc(true)
  const started = performance.now()
  const cpu = process.cpuUsage()
  for (let i = 300; i < 300 + count; i++) {
    const res = await post(i)
    if (res.status !== 201) throw new Error(`order ${i}: ${res.status} ${await res.text()}`)
    await res.arrayBuffer()
  }
  // CPU, not wall time: each order also waits for its batch's log sync on the thread pool (wal-sync.ts).
  const used = process.cpuUsage(cpu)
  const perOrder = (used.user + used.system) / 1000 / count
  const wall = (performance.now() - started) / count
  console.log(
    `${count} orders: ${perOrder.toFixed(3)} ms CPU each (${(used.system / 1000 / count).toFixed(3)} of it ` +
      `in the kernel; ${Math.round(1000 / perOrder)} orders/s on one core), ${wall.toFixed(3)} ms wall each`,
  )
} finally {
  server.stop()
  await ctx.services.devices.stop()
  await printer.stop()
  ctx.close()
}
