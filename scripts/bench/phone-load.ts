// The diner QR page on an emulated cheap phone: Chromium with the CPU slowed to the phone's speed
// (lib/cpu-index.ts: the host's BenchmarkIndex ÷ PHONE_INDEX) and a 1.6 Mbps / 150 ms network (CDP),
// cold cache each run. Prints the calibration, the median first contentful paint, the time the
// first menu card's button exists (tappable), the bytes sent over the wire, and the gzip size of the
// scripts the page loaded (gzip of the dist/ui files, as scripts/bench/ui-size.ts counts them). The
// server answers /qr-order with dist/ui/diner.html, the diner's own Preact build (vite.diner.config.ts).
// Usage: bun scripts/bench/phone-load.ts <base url of a --demo server> [runs=5]
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { CHROMIUM, CHROMIUM_ARGS, loadUntil, median, PHONE_NETWORK, throttledPage } from './lib/browser'
import { calibrationLine, cpuRate, hostBenchmarkIndex, PHONE_INDEX } from './lib/cpu-index'

const base = process.argv[2] ?? 'http://127.0.0.1:3000'
const runs = Number(process.argv[3] ?? 5)

async function qrUrl(): Promise<string> {
  const login = await fetch(`${base}/api/auth/local/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ username: 'admin', password: 'admin123' }),
  })
  const cookie = (login.headers.getSetCookie() ?? []).map((c) => c.split(';')[0]).join('; ')
  const user = (await (await fetch(`${base}/api/auth/user`, { headers: { cookie } })).json()) as {
    currentStoreId?: number
    storeId?: number
  }
  const storeId = user.currentStoreId ?? user.storeId ?? 1
  const tables = (await (await fetch(`${base}/api/stores/${storeId}/tables`, { headers: { cookie } })).json()) as {
    id: number
    sessionId: number | null
  }[]
  const table = tables.find((t) => t.sessionId !== null) ?? tables[0]!
  if (table.sessionId === null) {
    // A diner sees the menu only at a table the staff have opened.
    await fetch(`${base}/api/stores/${storeId}/tables/${table.id}/open`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ guestCount: 2 }),
    })
  }
  const qr = (await (
    await fetch(`${base}/api/stores/${storeId}/tables/${table.id}/qr`, { headers: { cookie } })
  ).json()) as { url: string }
  return base + new URL(qr.url).pathname + new URL(qr.url).search
}

const url = await qrUrl()
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
const fcp: number[] = []
const tappable: number[] = []
let wire = 0
const hostIndices: number[] = []
const scripts = new Set<string>()
try {
  for (let i = 0; i < runs; i++) {
    const hostIndex = await hostBenchmarkIndex(browser)
    hostIndices.push(hostIndex)
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    const { page, cdp } = await throttledPage(context, cpuRate(hostIndex, PHONE_INDEX), PHONE_NETWORK)
    cdp.on('Network.responseReceived', (e: { type: string; response: { url: string } }) => {
      if (e.type === 'Script') scripts.add(new URL(e.response.url).pathname)
    })
    const t = await loadUntil(page, cdp, url, () => document.querySelector('.menu-grid button'))
    fcp.push(t.fcp)
    tappable.push(t.ready)
    wire = t.bytes
    await context.close()
  }
} finally {
  await browser.close()
}
console.log(calibrationLine(median(hostIndices), PHONE_INDEX))
const ui = resolve(import.meta.dir, '../../dist/ui')
const jsGzip = [...scripts].reduce((sum, path) => sum + gzipSync(readFileSync(join(ui, path))).length, 0)
console.log(
  `diner QR page JavaScript: ${(jsGzip / 1024).toFixed(1)} KB gzip in ` +
    `${[...scripts].map((p) => p.split('/').pop()).join(', ')}`,
)
console.log(
  `diner QR page (1.6 Mbps, 150 ms RTT), median of ${runs}: first paint ${median(fcp).toFixed(0)} ` +
    `ms, menu tappable ${median(tappable).toFixed(0)} ms, ${(wire / 1024).toFixed(1)} KB over the wire`,
)
