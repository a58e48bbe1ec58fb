// Opening a table's check on the floor view, on the emulated counter tablet (as tablet-load.ts: 1024×768,
// the CPU slowed to TABLET_INDEX, signed in with an earlier visit's storage): from the tap on the
// table's tile until every round of its check is painted. Each run loads the floor afresh (cold cache),
// so the check's reads go to the server. Prints the calibration, the median and slowest open, and the
// slowest of the check's own reads as the page timed them.
// Usage: bun scripts/bench/check-load.ts <base url> <username> <password> <table number> <rounds> [runs=5]
import { chromium } from 'playwright-core'
import { CHROMIUM, CHROMIUM_ARGS, median, signIn, TABLET, throttledPage } from './lib/browser'
import { storageAfterVisit, timedTap } from './lib/page'
import { calibrationLine, cpuRate, hostBenchmarkIndex, TABLET_INDEX } from './lib/cpu-index'

const [base, username, password, table, roundsArg, runsArg] = process.argv.slice(2)
const rounds = Number(roundsArg)
const runs = Number(runsArg ?? 5)
const tile = `[data-testid="floor-tile-${table}"]`
const floorShown = (selector: string) => document.querySelector(selector) !== null

const cookies = await signIn(base!, username!, password!)
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
const times: number[] = []
const reads: number[] = []
const hostIndices: number[] = []
try {
  const storageState = await storageAfterVisit(browser, cookies, `${base}/floor`, () =>
    document.querySelector('.floor-tile'),
  )
  for (let i = 0; i < runs; i++) {
    const hostIndex = await hostBenchmarkIndex(browser)
    hostIndices.push(hostIndex)
    const context = await browser.newContext({ ...TABLET, storageState })
    const { page } = await throttledPage(context, cpuRate(hostIndex, TABLET_INDEX))
    await page.goto(`${base}/floor`)
    await page.waitForFunction(floorShown, tile, { polling: 'raf', timeout: 60_000 })
    // the cashier taps once the floor has settled, not while it is still loading
    await page.evaluate(() => new Promise((settled) => requestIdleCallback(settled, { timeout: 5_000 })))
    await page.evaluate(() => performance.clearResourceTimings())
    times.push(await timedTap(page, tile, '[data-testid=table-check] .check-round', rounds))
    reads.push(
      await page.evaluate(() =>
        Math.max(
          0,
          ...performance
            .getEntriesByType('resource')
            .filter((e) => /\/sessions\/\d+\//.test(e.name))
            .map((e) => e.duration),
        ),
      ),
    )
    await context.close()
  }
} finally {
  await browser.close()
}
console.log(calibrationLine(median(hostIndices), TABLET_INDEX))
console.log(
  `Table check opened, median of ${runs}: ${median(times).toFixed(0)} ms ` +
    `(slowest ${Math.max(...times).toFixed(0)} ms); ` +
    `its reads ${median(reads).toFixed(0)} ms`,
)
