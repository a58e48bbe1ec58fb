// The binary with a set-up store, beside the baseline server: idle memory, ticket latency at
// light load, public menu reads and order creation under load (in alternating rounds with their
// baselines), peak memory, and how long the kitchen printer takes to catch up.
import { Database } from 'bun:sqlite'
import { join } from 'node:path'
import type { FakeNetworkPrinter } from '../../../src/devices/testing/fake-network-printer'
import { coldPageCache, freePort, memoryMb, startProcess, type Started } from './proc'
import { compareLoads, runLoad, type LoadResult } from './load'
import { readSetupCode, setupStore, type BenchStore } from './setup'
import { measureLatency, percentile } from './latency'
import { mb, ms, pct, rps, times, type Row } from './table'

export type Binary = { path: string; baseline: string; work: string }

const CONNECTIONS = 32
const ROUND_SECONDS = 5
const LIGHT_RATE = 20
const LIGHT_SECONDS = 10
const BROWSER_ENCODING = 'gzip, deflate, br'

export async function startPos(
  bin: Binary,
  dataDir: string,
  extra: string[] = [],
  timeoutMs = 10_000,
  env: Record<string, string> = {},
): Promise<Started & { mqttPort: number }> {
  const [port, mqttPort] = [await freePort(), await freePort()]
  const started = await startProcess(
    [
      bin.path,
      '--data',
      dataDir,
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--mqtt-port',
      String(mqttPort),
      ...extra,
    ],
    // No scheduled backup: its first run (a minute after start) would land in a load run.
    {
      url: `http://127.0.0.1:${port}`,
      logFile: join(bin.work, 'pos-server.log'),
      timeoutMs,
      env: { POS_BACKUP_INTERVAL_HOURS: '0', ...env },
    },
  )
  return { ...started, mqttPort }
}

export async function startBaseline(bin: Binary, dataDir: string): Promise<Started> {
  const port = await freePort()
  return startProcess([process.execPath, bin.baseline, String(port), dataDir], {
    url: `http://127.0.0.1:${port}`,
    logFile: join(bin.work, 'baseline.log'),
  })
}

/** A store set up through the API of a first start, in `dataDir`; the server is stopped again. */
export async function prepareStore(bin: Binary, dataDir: string, printer: FakeNetworkPrinter): Promise<BenchStore> {
  console.log('bench: setting up a store with a 200-item menu…')
  const pos = await startPos(bin, dataDir)
  try {
    return await setupStore(pos.url, printer.address, readSetupCode(dataDir))
  } finally {
    await pos.stop()
  }
}

const failed = (r: LoadResult) => r.non2xx + r.socketErrors
const detail = (r: LoadResult) => `p99 ${ms(r.p99)}${failed(r) ? `, ${failed(r)} failed of ${r.requests}` : ''}`

function latencyRows(r: Awaited<ReturnType<typeof measureLatency>>): Row[] {
  const mqtt = percentile(r.mqtt, 99)
  const printer = percentile(r.printer, 99)
  const note = r.failedPosts ? `, ${r.failedPosts} orders failed` : ''
  const p99 = (v: number[]) => `${ms(percentile(v, 99))} (median ${ms(percentile(v, 50))}`
  return [
    {
      figure: `Order committed → MQTT ticket, p99 (${LIGHT_RATE} orders/s)`,
      measured: `${p99(r.mqtt)}${note})`,
      baseline: `${p99(r.brokerHop)}, broker hop alone)`,
      ratio: '',
      goal: '≤ 20 ms',
      ok: mqtt <= 20 && !r.failedPosts,
    },
    {
      figure: `Order committed → printer bytes, p99 (${LIGHT_RATE} orders/s)`,
      measured: `${p99(r.printer)}${note})`,
      baseline: `${p99(r.tcpHop)}, raw TCP job)`,
      ratio: '',
      goal: '≤ 100 ms',
      ok: printer <= 100 && !r.failedPosts,
    },
  ]
}

function loadRows(
  orders: { target: LoadResult; baseline: LoadResult },
  menu: { target: LoadResult; baseline: LoadResult },
): Row[] {
  const tput = orders.target.rps / orders.baseline.rps
  const p99 = orders.target.p99 / orders.baseline.p99
  const menuRatio = menu.target.rps / menu.baseline.rps
  return [
    {
      figure: `Order creation, ${CONNECTIONS} connections: throughput`,
      measured: rps(orders.target.rps),
      baseline: `${rps(orders.baseline.rps)} (validate + insert 1 row)`,
      ratio: pct(tput),
      goal: '≥ 60%',
      ok: tput >= 0.6 && failed(orders.target) === 0,
    },
    {
      figure: `Order creation, ${CONNECTIONS} connections: latency`,
      measured: detail(orders.target),
      baseline: detail(orders.baseline),
      ratio: times(p99),
      goal: 'p99 ≤ 1.5×',
      ok: p99 <= 1.5,
    },
    {
      figure: `Public menu (200 items), ${CONNECTIONS} connections`,
      measured: `${rps(menu.target.rps)}, ${detail(menu.target)}`,
      baseline: `${rps(menu.baseline.rps)} (hello-world), ${detail(menu.baseline)}`,
      ratio: pct(menuRatio),
      goal: '≥ 30%',
      ok: menuRatio >= 0.3 && failed(menu.target) === 0,
    },
  ]
}

/** Orders in the live database, read beside the running server (WAL lets a reader in). */
function orderCount(dataDir: string): number {
  const db = new Database(join(dataDir, 'pos.db'), { readonly: true })
  try {
    return (db.prepare('SELECT count(*) AS n FROM orders').get() as { n: number }).n
  } finally {
    db.close()
  }
}

/**
 * Seconds until the printer has a ticket for every order of the load. A backlog that drains slowly
 * is reported, not failed: it fails only when tickets stop arriving for STALL_MS with some still
 * missing (or after MAX_CATCH_UP_MS), which would mean lost tickets.
 */
const STALL_MS = 5_000
const MAX_CATCH_UP_MS = 180_000
async function printerCatchUp(printer: FakeNetworkPrinter, expected: number): Promise<Row> {
  const t0 = performance.now()
  let seen = printer.received.length
  let lastProgress = t0
  while (printer.received.length < expected) {
    const now = performance.now()
    if (printer.received.length > seen) {
      seen = printer.received.length
      lastProgress = now
    }
    if (now - lastProgress > STALL_MS || now - t0 > MAX_CATCH_UP_MS) break
    await Bun.sleep(50)
  }
  const got = printer.received.length
  const s = ((performance.now() - t0) / 1000).toFixed(1)
  return {
    figure: 'Kitchen printer catching up after the order load',
    measured: got >= expected ? `${s} s` : `${expected - got} tickets still missing after ${s} s`,
    baseline: `${expected.toLocaleString('en-US')} tickets in all`,
    ratio: '',
    goal: 'reported',
    ok: got >= expected ? null : false,
  }
}

export async function benchLiveServer(
  bin: Binary,
  dataDir: string,
  store: BenchStore,
  printer: FakeNetworkPrinter,
): Promise<Row[]> {
  // Idle memory as a store's box has it after a boot: neither program's pages in the page cache.
  for (const file of [bin.path, process.execPath]) coldPageCache(file)
  const base = await startBaseline(bin, join(bin.work, 'baseline'))
  const pos = await startPos(bin, dataDir)
  try {
    await Bun.sleep(2000)
    const idle = memoryMb(pos.proc.pid, 'VmRSS')
    const idleOwn = memoryMb(pos.proc.pid, 'RssAnon')
    const baseIdle = memoryMb(base.proc.pid, 'VmRSS')

    console.log(`bench: ticket latency at ${LIGHT_RATE} orders/s for ${LIGHT_SECONDS} s…`)
    const latency = await measureLatency({
      baseUrl: pos.url,
      mqttUrl: `mqtt://127.0.0.1:${pos.mqttPort}`,
      store,
      printer,
      perSecond: LIGHT_RATE,
      seconds: LIGHT_SECONDS,
    })

    console.log('bench: public menu vs hello-world…')
    // Both as a phone's browser asks: it always takes gzip.
    const load = { connections: CONNECTIONS, seconds: ROUND_SECONDS, acceptEncoding: BROWSER_ENCODING }
    const menuUrl = `${pos.url}/api/public/stores/${store.storeId}/menu`
    const menu = await compareLoads({ ...load, url: menuUrl }, { ...load, url: `${base.url}/hello` })
    const menuPlain = await runLoad({ ...load, url: menuUrl, acceptEncoding: undefined })

    console.log('bench: order creation vs one-row insert…')
    const ticketsBefore = printer.received.length
    const ordersBefore = orderCount(dataDir)
    const orders = await compareLoads(
      {
        ...load,
        url: `${pos.url}/api/stores/${store.storeId}/orders`,
        method: 'POST',
        body: store.orderBody,
        cookie: store.staffCookie,
      },
      {
        ...load,
        url: `${base.url}/orders`,
        method: 'POST',
        body: JSON.stringify({ menuItemId: 8, quantity: 2, note: '麵硬一點' }),
      },
    )
    const peak = memoryMb(pos.proc.pid, 'VmHWM')
    const basePeak = memoryMb(base.proc.pid, 'VmHWM')
    const catchUp = await printerCatchUp(printer, ticketsBefore + orderCount(dataDir) - ordersBefore)
    return [
      ...loadRows(orders, menu),
      {
        figure: 'Public menu, client without gzip',
        measured: `${rps(menuPlain.rps)}, ${detail(menuPlain)}`,
        baseline: '',
        ratio: pct(menuPlain.rps / menu.baseline.rps),
        goal: 'reported',
        ok: null,
      },
      catchUp,
      ...latencyRows(latency),
      // The rest of the RSS is the binary's own pages mapped in (coldPageCache: as after a boot).
      {
        figure: 'Idle RSS (store set up, just started)',
        measured: `${mb(idle)} (${mb(idleOwn)} its own memory; binary not in the page cache)`,
        baseline: `${mb(baseIdle)} (baseline server)`,
        ratio: '',
        goal: '≤ 70 MB',
        ok: idle <= 70,
      },
      {
        figure: 'Peak RSS under the order load',
        measured: mb(peak),
        baseline: `${mb(basePeak)} (baseline server)`,
        ratio: '',
        goal: '≤ 200 MB',
        ok: peak <= 200,
      },
    ]
  } finally {
    await Promise.all([pos.stop(), base.stop()])
  }
}
