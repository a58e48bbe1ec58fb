// A tap on an item tile of the POS until its line is in the cart, on the emulated counter tablet (as
// tablet-load.ts: 1024×768, the CPU slowed to TABLET_INDEX, signed in with an earlier visit's storage).
// Taps items that go straight into the cart (no option chooser), BATCH different ones per cart, then
// clears it (untimed): an order of a few lines, as a cashier rings it up. The host is calibrated again
// before each cart. Prints the calibration and the median and slowest tap.
// Usage: bun scripts/bench/tap-load.ts <base url of a --demo server> [taps=20]
import { chromium } from 'playwright-core'
import { zhTW } from '../../src/shared/i18n/zh-TW'
import { CHROMIUM, CHROMIUM_ARGS, median, signIn, TABLET, throttledPage } from './lib/browser'
import { posReady, storageAfterVisit, timedTap } from './lib/page'
import { calibrationLine, cpuRate, hostBenchmarkIndex, TABLET_INDEX } from './lib/cpu-index'

const base = process.argv[2] ?? 'http://127.0.0.1:3000'
const taps = Number(process.argv[3] ?? 20)
const BATCH = 5
const PLAIN_ITEM = '.pos-grid [data-testid=pos-item]:not([disabled]):not(:has(.pos-item-opt))'
const LINE = '[data-testid=cart-line]'

const cookies = await signIn(base, 'admin', 'admin123')
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
const times: number[] = []
const hostIndices: number[] = []
try {
  const storageState = await storageAfterVisit(browser, cookies, `${base}/pos`, posReady)
  const context = await browser.newContext({ ...TABLET, storageState })
  const { page, cdp } = await throttledPage(context, 1)
  await page.goto(`${base}/pos`)
  await page.waitForFunction(posReady, undefined, { polling: 'raf', timeout: 60_000 })
  await page.waitForLoadState('networkidle')
  if ((await page.locator(PLAIN_ITEM).count()) < BATCH) throw new Error(`tap-load: fewer than ${BATCH} plain items`)
  for (let i = 0; i < taps; i++) {
    if (i % BATCH === 0) {
      if (i > 0) {
        await page.getByRole('button', { name: zhTW.frontOfHouse.pos.clear, exact: true }).click()
        await page.waitForFunction((line) => !document.querySelector(line), LINE)
      }
      const hostIndex = await hostBenchmarkIndex(browser)
      hostIndices.push(hostIndex)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate(hostIndex, TABLET_INDEX) })
    }
    const lines = await page.locator(LINE).count()
    times.push(await timedTap(page, `${PLAIN_ITEM} >> nth=${i % BATCH}`, LINE, lines + 1))
  }
  await context.close()
} finally {
  await browser.close()
}
console.log(calibrationLine(median(hostIndices), TABLET_INDEX))
console.log(
  `Tap on an item → its line in the cart, median of ${taps}: ${median(times).toFixed(0)} ms ` +
    `(slowest ${Math.max(...times).toFixed(0)} ms)`,
)
