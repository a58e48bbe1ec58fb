import type { Locator, Page } from '@playwright/test'

// Measured in the page, as WCAG defines them: relative luminance and contrast ratio, with the
// colour behind an element found by blending the backgrounds of its ancestors.

export type Ring = { tag: string; name: string; width: number; ratio: number }
export type Contrast = { text: string; ratio: number }

/** Runs in the browser: the contrast helpers, defined once per call (page.evaluate sends source). */
const helpers = () => {
  const parse = (c: string) => {
    const m = c.match(/rgba?\(([^)]+)\)/)
    if (!m?.[1]) return [0, 0, 0, 0] as number[]
    const [r = 0, g = 0, b = 0, a = 1] = m[1]
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number)
    return [r, g, b, a]
  }
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
    for (const [r = 0, g = 0, b = 0, a = 1] of layers.reverse())
      out = [r * a + (out[0] ?? 0) * (1 - a), g * a + (out[1] ?? 0) * (1 - a), b * a + (out[2] ?? 0) * (1 - a)]
    return out
  }
  return { parse, ratio, behind }
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
    const { parse, ratio, behind } = window.a11yProbe
    const el = document.activeElement
    if (!el || el === document.body) return null
    const s = getComputedStyle(el)
    const width = s.outlineStyle === 'none' ? 0 : Number.parseFloat(s.outlineWidth)
    const name = (el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 30)
    return { tag: el.tagName.toLowerCase(), name, width, ratio: ratio(parse(s.outlineColor), behind(el, false)) }
  })
}

/**
 * Text below WCAG 1.4.3's minimum inside `root`: 4.5:1, or 3:1 for large text (24 px, or 18.66 px
 * bold). Text of disabled controls is exempt, as WCAG makes it.
 */
export function lowContrastText(root: Locator): Promise<Contrast[]> {
  return root.evaluate((top) => {
    const { parse, ratio, behind } = window.a11yProbe
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
      const r = ratio(parse(s.color), behind(el, true))
      if (r < (large ? 3 : 4.5))
        low.push({ text: (el.textContent ?? '').trim().slice(0, 30), ratio: Math.round(r * 100) / 100 })
    }
    return low
  })
}
