// A service hour at once: orders at 20/s from the tills, diners' phones reading the
// public menu, kitchen screens polling their tickets, and the kitchen printer printing; the public
// menu's and the orders' p99, and the peak RSS. Before it, the rush itself: order creation against
// a one-row insert at synchronous=NORMAL, a baseline that a fast disk does not flatter.
// Two passes of it. First, right after the rush, the printer takes the rush's backlog as fast as
// loopback carries it, several hundred tickets a second, which no store's printer does: its order
// p99 is reported, since its log syncs carry the queue's writes for all those tickets.
// Then the printer prints at a fast real printer's pace,
// busy all along (20 orders a second outrun it): the orders' goal is measured there.
import { join } from 'node:path'
import { compareLoads } from './load'
import { percentile } from './latency'
import { startBaseline, startPos, type Binary } from './live'
import { memoryMb } from './proc'
import type { BenchStore } from './setup'
import type { FakeNetworkPrinter } from '../../../src/devices/testing/fake-network-printer'
import { mb, ms, pct, rps, times, type Row } from './table'

const SECONDS = 10
const ORDERS_PER_SECOND = 20
const MENU_READS_PER_SECOND = 100
const KITCHEN_SCREENS = 4
/**
 * A fast kitchen printer's pace: a TM-T88VI prints 350 mm/s, so a 9 cm ticket and its cut take
 * about 0.3 s; 200 ms is faster than any thermal printer in a store.
 */
const PRINTER_MS_PER_TICKET = 200
/**
 * The one-row insert's p99 at 20/s is 7–14 ms on these hosts. Past this the host stopped both
 * servers alike for a few hundred ms (it does, now and then), both p99s are that stall and their
 * ratio says nothing: the goal's pass is run again once, and is not counted as met if it stalls again.
 */
const HOST_STALL_MS = 50

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
    calls.push(
      (async () => {
        const t = performance.now()
        try {
          const res = await fn(i)
          await res.arrayBuffer()
          if (!res.ok) failed++
          times.push(performance.now() - t)
        } catch {
          failed++
        }
      })(),
    )
  }
  await Promise.all(calls)
  return { times, failed }
}

type Timed = Awaited<ReturnType<typeof paced>>
type Pass = { orders: Timed; baseline: Timed; menu: Timed; printed: number }

/** One mixed-load pass: orders, the baseline's inserts, menu reads and kitchen polls at once. */
async function mixedPass(
  pos: { url: string },
  baseUrl: string,
  store: BenchStore,
  printer: FakeNetworkPrinter,
): Promise<Pass> {
  const printedBefore = printer.received.length
  const ordersUrl = `${pos.url}/api/stores/${store.storeId}/orders`
  const orderHeaders = (i: number) => ({
    cookie: store.staffCookie,
    'content-type': 'application/json',
    'idempotency-key': `mixed-${Date.now()}-${i}`,
  })
  const [orders, baseline, menu] = await Promise.all([
    paced(ORDERS_PER_SECOND, SECONDS, (i) =>
      fetch(ordersUrl, { method: 'POST', headers: orderHeaders(i), body: store.orderBody }),
    ),
    paced(ORDERS_PER_SECOND, SECONDS, () =>
      fetch(`${baseUrl}/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ menuItemId: 8, quantity: 2, note: '麵硬一點' }),
      }),
    ),
    paced(MENU_READS_PER_SECOND, SECONDS, () =>
      fetch(`${pos.url}/api/public/stores/${store.storeId}/menu`, {
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      }),
    ),
    paced(KITCHEN_SCREENS, SECONDS, () =>
      fetch(`${pos.url}/api/stores/${store.storeId}/kitchen/orders`, { headers: { cookie: store.staffCookie } }),
    ),
  ])
  return { orders, baseline, menu, printed: printer.received.length - printedBefore }
}

const hostStalled = (p: Pass) => percentile(p.baseline.times, 99) > HOST_STALL_MS

/** The pass's two rows: the public menu's p99 (always a goal) and the orders' p99 against the baseline's. */
function passRows(p: Pass, printer: string, orderGoal: boolean): Row[] {
  const menuP99 = percentile(p.menu.times, 99)
  const orderP99 = percentile(p.orders.times, 99)
  const baseP99 = percentile(p.baseline.times, 99)
  const failed = p.orders.failed + p.menu.failed
  const stalled = hostStalled(p)
  return [
    {
      figure: `Mixed load, ${printer}: public menu p99 (${MENU_READS_PER_SECOND}/s beside orders, kitchen polls)`,
      measured: `${ms(menuP99)} (median ${ms(percentile(p.menu.times, 50))})${failed ? `, ${failed} failed` : ''}`,
      baseline: '',
      ratio: '',
      goal: '≤ 10 ms',
      ok: menuP99 <= 10 && failed === 0,
    },
    {
      figure: `Mixed load, ${printer}: order p99 (${ORDERS_PER_SECOND}/s)`,
      measured:
        `${ms(orderP99)} (median ${ms(percentile(p.orders.times, 50))}; ` +
        `${p.printed.toLocaleString('en-US')} tickets printed)`,
      baseline:
        `${ms(baseP99)} (one-row insert at ${ORDERS_PER_SECOND}/s, same ` +
        `time${stalled ? '; the host stalled both' : ''})`,
      ratio: times(orderP99 / baseP99),
      goal: orderGoal ? 'p99 ≤ 1.5×' : 'reported',
      ok: orderGoal ? !stalled && orderP99 <= 1.5 * baseP99 && p.orders.failed === 0 : null,
    },
  ]
}

export async function benchMixed(
  bin: Binary,
  dataDir: string,
  store: BenchStore,
  printer: FakeNetworkPrinter,
): Promise<Row[]> {
  const base = await startBaseline(bin, join(bin.work, 'baseline'))
  const pos = await startPos(bin, dataDir)
  try {
    const ordersUrl = `${pos.url}/api/stores/${store.storeId}/orders`
    console.log('bench: order creation vs one-row insert at synchronous=NORMAL…')
    const load = { connections: 32, seconds: 5 }
    const rush = await compareLoads(
      { ...load, url: ordersUrl, method: 'POST', body: store.orderBody, cookie: store.staffCookie },
      {
        ...load,
        url: `${base.url}/orders-normal`,
        method: 'POST',
        body: JSON.stringify({ menuItemId: 8, quantity: 2, note: '麵硬一點' }),
      },
      1,
      1,
    )

    let rssMax = 0
    const sampler = setInterval(() => {
      rssMax = Math.max(rssMax, memoryMb(pos.proc.pid, 'VmRSS'))
    }, 100)
    console.log(
      `bench: mixed load for ${SECONDS} s (orders ${ORDERS_PER_SECOND}/s, menu ${MENU_READS_PER_SECOND}/s, ` +
        `${KITCHEN_SCREENS} kitchen screens), the printer taking the rush's backlog at loopback speed…`,
    )
    const flood = await mixedPass(pos, base.url, store, printer)
    console.log(`bench: the same for ${SECONDS} s with the printer at ${1000 / PRINTER_MS_PER_TICKET} tickets/s…`)
    printer.state.msPerJob = PRINTER_MS_PER_TICKET
    let realPace = await mixedPass(pos, base.url, store, printer)
    if (hostStalled(realPace)) {
      console.log('bench: the host stalled both servers in that pass; once more…')
      realPace = await mixedPass(pos, base.url, store, printer)
    }
    clearInterval(sampler)
    const peak = Math.max(memoryMb(pos.proc.pid, 'VmHWM'), rssMax)
    const tput = rush.target.rps / rush.baseline.rps
    return [
      {
        figure: 'Order creation, 32 connections, vs insert at synchronous=NORMAL',
        measured: `${rps(rush.target.rps)}, p99 ${ms(rush.target.p99)}`,
        baseline: `${rps(rush.baseline.rps)}, p99 ${ms(rush.baseline.p99)} (validate + insert 1 row, no fsync wait)`,
        ratio: pct(tput),
        goal: 'reported',
        ok: null,
      },
      ...passRows(flood, 'printer at loopback speed', false),
      ...passRows(realPace, `printer at ${1000 / PRINTER_MS_PER_TICKET} tickets/s`, true),
      {
        figure: 'Mixed load: peak RSS (rush, then both mixed loads)',
        measured: mb(peak),
        baseline: '',
        ratio: '',
        goal: '≤ 200 MB',
        ok: peak <= 200,
      },
    ]
  } finally {
    printer.state.msPerJob = 0
    await Promise.all([pos.stop(), base.stop()])
  }
}
