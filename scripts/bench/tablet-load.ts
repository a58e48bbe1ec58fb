// The POS screen on a slow counter tablet: Chromium at 1024×768 with the CPU slowed to the tablet's
// speed (lib/cpu-index.ts: the host's BenchmarkIndex ÷ TABLET_INDEX, through CDP), cold cache each
// run, on the store's own network (not throttled), already signed in. A counter tablet has shown the
// POS before: each run starts with the cookies and the storage an earlier visit left (one unthrottled
// visit first, in a context of its own, so no cache or warm renderer carries over). "Usable" is the
// moment the product grid's first item button exists and is enabled, from the start of navigation.
// Prints the calibration, the median usable time, first contentful paint and the bytes sent over the wire.
// Usage: bun scripts/bench/tablet-load.ts <base url of a --demo server> [runs=5]
import { chromium } from 'playwright-core'
import { CHROMIUM, CHROMIUM_ARGS, loadUntil, median, signIn, TABLET, throttledPage } from './lib/browser'
import { posReady, storageAfterVisit } from './lib/page'
import { calibrationLine, cpuRate, hostBenchmarkIndex, TABLET_INDEX } from './lib/cpu-index'

const base = process.argv[2] ?? 'http://127.0.0.1:3000'
const runs = Number(process.argv[3] ?? 5)

const cookies = await signIn(base, 'admin', 'admin123')

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })

const usable: number[] = []
const fcp: number[] = []
let wire = 0
const hostIndices: number[] = []
try {
  const storageState = await storageAfterVisit(browser, cookies, `${base}/pos`, posReady)
  for (let i = 0; i < runs; i++) {
    const hostIndex = await hostBenchmarkIndex(browser)
    hostIndices.push(hostIndex)
    const context = await browser.newContext({ ...TABLET, storageState })
    const { page, cdp } = await throttledPage(context, cpuRate(hostIndex, TABLET_INDEX))
    const t = await loadUntil(page, cdp, `${base}/pos`, posReady)
    usable.push(t.ready)
    fcp.push(t.fcp)
    wire = t.bytes
    await context.close()
  }
} finally {
  await browser.close()
}
console.log(calibrationLine(median(hostIndices), TABLET_INDEX))
console.log(
  `POS on a tablet (1024×768), median of ${runs}: first paint ${median(fcp).toFixed(0)} ms, usable ` +
    `${median(usable).toFixed(0)} ms, ${(wire / 1024).toFixed(1)} KB over the wire`,
)
