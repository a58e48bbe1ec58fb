// Chromium for the page-load benches (phone-load.ts, tablet-load.ts): the flags every run uses and
// the throttling through CDP, cold cache each page.
import type { BrowserContext, Page } from 'playwright-core'

export const CHROMIUM = '/usr/bin/chromium'
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** A cheap phone on guest Wi-Fi: 1.6 Mbps down, 750 kbps up, 150 ms round trip. */
export const PHONE_NETWORK = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
}

/** A page whose CPU runs `cpu` times slower, with no cache and, when given, a slow network. */
export async function throttledPage(context: BrowserContext, cpu: number, network?: typeof PHONE_NETWORK) {
  const page: Page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  if (network) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu })
  return { page, cdp }
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

/**
 * Opens `url` and waits until `ready` holds in the page: the time it did and the first contentful
 * paint, both from the start of navigation, and the bytes that came over the wire until then.
 */
export async function loadUntil(
  page: Page,
  cdp: Awaited<ReturnType<typeof throttledPage>>['cdp'],
  url: string,
  ready: () => unknown,
) {
  let bytes = 0
  cdp.on('Network.loadingFinished', (e: { encodedDataLength: number }) => {
    bytes += e.encodedDataLength
  })
  await page.goto(url, { waitUntil: 'commit' })
  await page.waitForFunction(ready, undefined, { polling: 'raf', timeout: 60_000 })
  const t = await page.evaluate(() => ({
    ready: performance.now(),
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
  }))
  return { ...t, bytes }
}

/** The counter tablet's screen: 1024×768, touch. */
export const TABLET = { viewport: { width: 1024, height: 768 }, hasTouch: true }

/** Signs in through the API: the cookies a browser context needs to start signed in. */
export async function signIn(base: string, username: string, password: string) {
  const res = await fetch(`${base}/api/auth/local/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ username, password }),
  })
  if (!res.ok) throw new Error(`sign-in as ${username} failed (${res.status})`)
  return (res.headers.getSetCookie() ?? []).map((c) => {
    const [name, ...value] = c.split(';')[0].split('=')
    return { name, value: value.join('='), url: base }
  })
}
