// The emulated phone and tablet as fixed devices on every host: the CPU slowdown is the host's
// speed divided by the device's, both as Lighthouse's BenchmarkIndex (core/lib/page-functions.js,
// computeBenchmarkIndex: a GC-heavy string build and a GC-free array copy, iterations per second),
// the figure Chrome DevTools' CPU calibration also uses. A fixed 4× made a faster phone on a fast
// host and a slower one on a loaded one.
import type { Browser } from 'playwright-core'
import { median } from './browser'

// Targets, from the two devices DevTools' calibration measured: a Pixel 5 (Snapdragon 765G, Cortex-A76
// at 2.4 GHz) scores 1000, a Moto G Power 2022 (Helio G37, Cortex-A53 only) 264. The index follows
// single-core speed, so a chip in between scales with its big cores' clock and generation. The fixed
// 4× the goals were first met under was, on that host (index about 2,000), a device of about 500.

/**
 * A cheap Android phone a diner carries today: a Galaxy A05 or Redmi 13C class (Helio G85 or
 * Snapdragon 680: Cortex-A75 or A73 big cores at 2.0–2.4 GHz), by the scaling above about 550–650;
 * 500 leaves a margin below it. DevTools' 264 is the oldest all-A53 phone still around.
 */
export const PHONE_INDEX = 500

/**
 * A counter tablet: an entry Android tablet bought for a POS stand (Galaxy Tab A8, Lenovo Tab M10,
 * the counter terminals built on the same chips: Unisoc T618 or Helio G80, Cortex-A75 at 2.0 GHz),
 * the same class as the phone, so the same index.
 */
export const TABLET_INDEX = 500

/** How many times the host's Chromium measures itself before each page load; the median counts. */
const RUNS = 3

/** Lighthouse's computeBenchmarkIndex, run in the page (each half for 500 ms). */
function computeBenchmarkIndex(): number {
  function gcHeavy() {
    const start = Date.now()
    let iterations = 0
    while (Date.now() - start < 500) {
      let s = ''
      for (let j = 0; j < 10000; j++) s += 'a'
      if (s.length === 1) throw new Error('never happens; keeps the optimizer from folding the loop away')
      iterations++
    }
    return Math.round(iterations / 10 / ((Date.now() - start) / 1000))
  }
  function gcFree() {
    const a: number[] = []
    const b: number[] = []
    for (let i = 0; i < 100000; i++) a[i] = b[i] = i
    const start = Date.now()
    let iterations = 0
    // the clock read every tenth copy, as Lighthouse does (a timing cliff on some Intel parts)
    while (iterations % 10 !== 0 || Date.now() - start < 500) {
      const src = iterations % 2 === 0 ? a : b
      const tgt = iterations % 2 === 0 ? b : a
      for (let j = 0; j < src.length; j++) tgt[j] = src[j] as number
      iterations++
    }
    return Math.round(iterations / 10 / ((Date.now() - start) / 1000))
  }
  return (gcHeavy() + gcFree()) / 2
}

/**
 * The host's BenchmarkIndex in this (unthrottled) Chromium: the median of a few runs. Measured before
 * each page load, since a shared host's speed changes with its load from one minute to the next.
 */
export async function hostBenchmarkIndex(browser: Browser): Promise<number> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const runs: number[] = []
    for (let i = 0; i < RUNS; i++) runs.push(await page.evaluate(computeBenchmarkIndex))
    return median(runs)
  } finally {
    await context.close()
  }
}

/** The CPU slowdown that makes this host run like the device (never a speed-up). */
export const cpuRate = (hostIndex: number, deviceIndex: number) => Math.max(1, hostIndex / deviceIndex)

/** The line the load scripts print (the median host index of their runs); `calibrationNote` reads it back. */
export const calibrationLine = (hostIndex: number, deviceIndex: number) =>
  `CPU calibration: host index ${hostIndex.toFixed(0)}, device index ${deviceIndex}, ` +
  `rate ${cpuRate(hostIndex, deviceIndex).toFixed(2)}×`

/** "host index 2210, CPU 4.42× slower (device 500)" from a load script's output, or '' if absent. */
export function calibrationNote(output: string): string {
  const m = /CPU calibration: host index (\d+), device index (\d+), rate ([\d.]+)×/.exec(output)
  return m ? `host index ${m[1]}, CPU ${m[3]}× slower (device ${m[2]})` : ''
}
