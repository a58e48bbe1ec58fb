// A service hour at once (issue 21): orders at 20/s from the tills, diners' phones reading the
// public menu, kitchen screens polling their tickets, and the kitchen printer still draining the
// backlog of a rush just before; the public menu's and the orders' p99, and the peak RSS. Before
// it, the rush itself: order creation against a one-row insert at synchronous=NORMAL, a baseline
// that a fast disk does not flatter.
import { join } from 'node:path'
import { compareLoads } from './load'
import { percentile } from './latency'
import { startBaseline, startPos, type Binary } from './live'
import { memoryMb } from './proc'
import type { BenchStore } from './setup'
import { mb, ms, pct, rps, times, type Row } from './table'

const SECONDS = 10
const ORDERS_PER_SECOND = 20
const MENU_READS_PER_SECOND = 100
const KITCHEN_SCREENS = 4

/** Calls `fn` `perSecond` times a second for `seconds`, each call timed (ms); failures counted. */
async function paced(perSecond: number, seconds: number, fn: (i: number) => Promise<Response>) {
  const times: number[] = []
  let failed = 0
  const calls: Promise<void>[] = []
  const t0 = performance.now()
  for (let i = 0; i < perSecond * seconds; i++) {
    const due = t0 + (i * 1000) / perSecond
    const wait = due - performance.now()
    if (wait > 0) await Bun.sleep(wait)
    calls.push((async () => {
      const t = performance.now()
      try {
        const res = await fn(i)
        await res.arrayBuffer()
        if (!res.ok) failed++
        times.push(performance.now() - t)
      } catch {
        failed++
      }
    })())
  }
  await Promise.all(calls)
  return { times, failed }
}

export async function benchMixed(bin: Binary, dataDir: string, store: BenchStore): Promise<Row[]> {
  const base = await startBaseline(bin, join(bin.work, 'baseline'))
  const pos = await startPos(bin, dataDir)
  try {
    const ordersUrl = `${pos.url}/api/stores/${store.storeId}/orders`
    console.log('bench: order creation vs one-row insert at synchronous=NORMAL…')
    const load = { connections: 32, seconds: 5 }
    const rush = await compareLoads(
      { ...load, url: ordersUrl, method: 'POST', body: store.orderBody, cookie: store.staffCookie },
      { ...load, url: `${base.url}/orders-normal`, method: 'POST', body: JSON.stringify({ menuItemId: 8, quantity: 2, note: '麵硬一點' }) },
      1, 1,
    )

    console.log(`bench: mixed load for ${SECONDS} s (orders ${ORDERS_PER_SECOND}/s, menu ${MENU_READS_PER_SECOND}/s, ${KITCHEN_SCREENS} kitchen screens, printer draining)…`)
    let rssMax = 0
    const sampler = setInterval(() => { rssMax = Math.max(rssMax, memoryMb(pos.proc.pid, 'VmRSS')) }, 100)
    const orderHeaders = (i: number) => ({ cookie: store.staffCookie, 'content-type': 'application/json', 'idempotency-key': `mixed-${Date.now()}-${i}` })
    const [orders, baseline, menu] = await Promise.all([
      paced(ORDERS_PER_SECOND, SECONDS, (i) => fetch(ordersUrl, { method: 'POST', headers: orderHeaders(i), body: store.orderBody })),
      paced(ORDERS_PER_SECOND, SECONDS, () => fetch(`${base.url}/orders`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ menuItemId: 8, quantity: 2, note: '麵硬一點' }),
      })),
      paced(MENU_READS_PER_SECOND, SECONDS, () => fetch(`${pos.url}/api/public/stores/${store.storeId}/menu`, { headers: { 'accept-encoding': 'gzip, deflate, br' } })),
      paced(KITCHEN_SCREENS, SECONDS, () => fetch(`${pos.url}/api/stores/${store.storeId}/kitchen/orders`, { headers: { cookie: store.staffCookie } })),
    ])
    clearInterval(sampler)
    const peak = memoryMb(pos.proc.pid, 'VmHWM')
    const menuP99 = percentile(menu.times, 99)
    const orderP99 = percentile(orders.times, 99)
    const baseP99 = percentile(baseline.times, 99)
    const failed = orders.failed + menu.failed
    const tput = rush.target.rps / rush.baseline.rps
    return [
      {
        figure: 'Order creation, 32 connections, vs insert at synchronous=NORMAL', measured: `${rps(rush.target.rps)}, p99 ${ms(rush.target.p99)}`,
        baseline: `${rps(rush.baseline.rps)}, p99 ${ms(rush.baseline.p99)} (validate + insert 1 row, no fsync wait)`, ratio: pct(tput), goal: 'reported', ok: null,
      },
      {
        figure: `Mixed load: public menu p99 (${MENU_READS_PER_SECOND}/s beside orders, kitchen polls, printer draining)`,
        measured: `${ms(menuP99)} (median ${ms(percentile(menu.times, 50))})${failed ? `, ${failed} failed` : ''}`,
        baseline: '', ratio: '', goal: '≤ 10 ms', ok: menuP99 <= 10 && failed === 0,
      },
      {
        figure: `Mixed load: order p99 (${ORDERS_PER_SECOND}/s)`, measured: `${ms(orderP99)} (median ${ms(percentile(orders.times, 50))})`,
        baseline: `${ms(baseP99)} (one-row insert at ${ORDERS_PER_SECOND}/s, same time)`, ratio: times(orderP99 / baseP99), goal: 'p99 ≤ 1.5×',
        ok: orderP99 <= 1.5 * baseP99 && orders.failed === 0,
      },
      { figure: 'Mixed load: peak RSS (rush, then the mixed load)', measured: mb(Math.max(peak, rssMax)), baseline: '', ratio: '', goal: '≤ 200 MB', ok: Math.max(peak, rssMax) <= 200 },
    ]
  } finally {
    await Promise.all([pos.stop(), base.stop()])
  }
}
