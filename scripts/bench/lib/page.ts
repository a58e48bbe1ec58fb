// What the tablet benches (tablet-load.ts, tap-load.ts, check-load.ts) do inside the page: code that
// runs in Chromium, so this file is type-checked with the DOM (tsconfig.e2e.json).
import type { Browser, Page } from 'playwright-core'
import { TABLET, type signIn } from './browser'

declare global {
  interface Window {
    benchTap?: Promise<number>
  }
}

/**
 * Taps `target` and returns the milliseconds from the finger's touch (the pointerdown event's own
 * timestamp, so input delay counts) until the frame that shows `count` elements matching `shown` has
 * been painted: the change seen by a MutationObserver, then a requestAnimationFrame and a message task
 * after it (the task runs once that frame's paint is done).
 */
export async function timedTap(page: Page, target: string, shown: string, count: number): Promise<number> {
  await page.evaluate(
    ([selector, n]) => {
      window.benchTap = new Promise<number>((resolve, reject) => {
        setTimeout(() => reject(new Error(`${selector} not shown 10 s after the tap`)), 10_000)
        let down = -1
        addEventListener('pointerdown', (e) => (down = e.timeStamp), { capture: true, once: true })
        const observer = new MutationObserver(() => {
          if (down < 0 || document.querySelectorAll(selector).length < n) return
          observer.disconnect()
          requestAnimationFrame(() => {
            const after = new MessageChannel()
            after.port1.onmessage = () => resolve(performance.now() - down)
            after.port2.postMessage(null)
          })
        })
        observer.observe(document.body, { childList: true, subtree: true, characterData: true })
      })
    },
    [shown, count] as const,
  )
  await page.tap(target)
  return page.evaluate(() => window.benchTap!)
}

/** The POS is usable: the product grid's first item button exists and is enabled. */
export const posReady = () => {
  const first = document.querySelector<HTMLButtonElement>('.pos-grid button')
  return first !== null && !first.disabled
}

/**
 * The cookies and storage a first, unthrottled visit of `url` leaves in a tablet's browser: a
 * counter tablet has shown the screen before.
 */
export async function storageAfterVisit(
  browser: Browser,
  cookies: Awaited<ReturnType<typeof signIn>>,
  url: string,
  ready: () => unknown,
) {
  const visited = await browser.newContext(TABLET)
  try {
    await visited.addCookies(cookies)
    const page = await visited.newPage()
    await page.goto(url)
    await page.waitForFunction(ready, undefined, { polling: 'raf', timeout: 60_000 })
    return await visited.storageState()
  } finally {
    await visited.close()
  }
}
