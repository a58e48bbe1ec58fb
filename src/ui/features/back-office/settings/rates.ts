/** Store rates are fractions in the API (0.1) and percentages on screen ("10"). */
export const MAX_RATE_PERCENT = 30

/** "10" → 0.1, "5.25" → 0.0525; null unless 0–30 with at most two decimals. */
export function percentToRate(text: string): number | null {
  const t = text.trim()
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(t)) return null
  const percent = Number(t)
  if (percent > MAX_RATE_PERCENT) return null
  return Math.round(percent * 100) / 10_000
}

/** 0.1 → "10", 0.0525 → "5.25" (the API may send a number or a numeric string). */
export function rateToPercent(rate: number | string | null | undefined): string {
  const n = Number(rate)
  if (!Number.isFinite(n)) return ''
  return String(Math.round(n * 10_000) / 100)
}
