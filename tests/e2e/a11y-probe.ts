import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Locator, Page } from '@playwright/test'

// Measured in the page, as WCAG defines them: relative luminance and contrast ratio, with the
// colour behind an element found by blending the backgrounds of its ancestors.

export type Ring = { tag: string; name: string; width: number; ratio: number }
export type Contrast = { text: string; ratio: number }

/** Runs in the browser (installProbe puts them there): the contrast helpers. */
const helpers = () => {
  // Any CSS colour the browser computes (rgb(), color(srgb …) from color-mix) as 0–255 RGB and alpha 0–1:
  // painted on a pixel and read back.
  const pixel = document.createElement('canvas').getContext('2d', { willReadFrequently: true })
  const parse = (c: string) => {
    if (!pixel) return [0, 0, 0, 0]
    pixel.clearRect(0, 0, 1, 1)
    pixel.fillStyle = c
    pixel.fillRect(0, 0, 1, 1)
    const [r = 0, g = 0, b = 0, a = 0] = pixel.getImageData(0, 0, 1, 1).data
    return [r, g, b, a / 255]
  }
  /** A colour with alpha painted over the opaque `under`. */
  const over = ([r = 0, g = 0, b = 0, a = 1]: number[], under: number[]) => [
    r * a + (under[0] ?? 0) * (1 - a),
    g * a + (under[1] ?? 0) * (1 - a),
    b * a + (under[2] ?? 0) * (1 - a),
  ]
  const lum = ([r = 0, g = 0, b = 0]: number[]) => {
    const f = (v: number) => {
      const s = v / 255
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
    }
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b)
  }
  const ratio = (a: number[], b: number[]) => {
    const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number]
    return (hi + 0.05) / (lo + 0.05)
  }
  /** The opaque colour behind `el` (its own background included when `self`). */
  const behind = (el: Element | null, self: boolean) => {
    const layers: number[][] = []
    for (let at = self ? el : (el?.parentElement ?? null); at; at = at.parentElement) {
      const c = parse(getComputedStyle(at).backgroundColor)
      if ((c[3] ?? 0) > 0) layers.push(c)
      if ((c[3] ?? 0) >= 1) break
    }
    let out = [255, 255, 255]
    for (const layer of layers.reverse()) out = over(layer, out)
    return out
  }
  return { parse, over, ratio, behind }
}

type Probe = ReturnType<typeof helpers>
declare global {
  interface Window {
    a11yProbe: Probe
  }
}

/** Puts the helpers into every document the page loads (before the app, and past its CSP). */
export const installProbe = (page: Page) => page.addInitScript(`window.a11yProbe = (${helpers.toString()})()`)

/** The focused element's ring: outline width and its contrast against what surrounds the element. */
export function focusRing(page: Page): Promise<Ring | null> {
  return page.evaluate(() => {
    const { parse, over, ratio, behind } = window.a11yProbe
    const el = document.activeElement
    if (!el || el === document.body) return null
    const s = getComputedStyle(el)
    const width = s.outlineStyle === 'none' ? 0 : Number.parseFloat(s.outlineWidth)
    const name = (el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 30)
    const around = behind(el, false)
    return { tag: el.tagName.toLowerCase(), name, width, ratio: ratio(over(parse(s.outlineColor), around), around) }
  })
}

/**
 * Text below WCAG 1.4.3's minimum inside `root`: 4.5:1, or 3:1 for large text (24 px, or 18.66 px
 * bold). Text of disabled controls is exempt, as WCAG makes it.
 */
/**
 * Waits for every finite animation and transition to end (a spinner runs forever and is left alone):
 * a toast or dialog fading in is half transparent, and its contrast would be measured mid-way.
 */
const animationsDone = () =>
  Promise.all(
    document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
      .map((a) => a.finished.catch(() => undefined)),
  ).then(() => undefined)

export async function lowContrastText(root: Locator): Promise<Contrast[]> {
  await root.page().evaluate(animationsDone)
  return root.evaluate((top) => {
    const { parse, over, ratio, behind } = window.a11yProbe
    const owners = new Set<Element>()
    const walker = document.createTreeWalker(top, NodeFilter.SHOW_TEXT)
    for (let n = walker.nextNode(); n; n = walker.nextNode())
      if (n.textContent?.trim() && n.parentElement) owners.add(n.parentElement)
    const low: { text: string; ratio: number }[] = []
    for (const el of owners) {
      if (el.getClientRects().length === 0 || el.closest(':disabled, [aria-disabled="true"]')) continue
      const s = getComputedStyle(el)
      if (s.visibility === 'hidden') continue
      const size = Number.parseFloat(s.fontSize)
      const large = size >= 24 || (size >= 18.66 && Number(s.fontWeight) >= 700)
      const bg = behind(el, true)
      const r = ratio(over(parse(s.color), bg), bg)
      if (r < (large ? 3 : 4.5))
        low.push({ text: (el.textContent ?? '').trim().slice(0, 30), ratio: Math.round(r * 100) / 100 })
    }
    return low
  })
}

/**
 * axe-core's WCAG 2.1 A/AA rules on the page (or the part `within` selects), each violation as
 * "rule: target" so a failure names what to fix.
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SCRIPT)
  await page.evaluate(animationsDone)
  return page.evaluate(async (context) => {
    const axe = (window as unknown as { axe: AxeApi }).axe
    const result = await axe.run(context ?? document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    })
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`))
  }, within ?? null)
}
type AxeApi = {
  run: (context: unknown, options: unknown) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>
}
// Evaluated through the debugger, as the probe is: the app's CSP refuses an injected <script>.
const AXE_SCRIPT = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
