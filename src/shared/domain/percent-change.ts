/**
 * Percent change of today against yesterday, one decimal (15.5 means +15.5%).
 * null when yesterday was 0: no honest percentage exists then.
 */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null
  return roundTo(((current - previous) / previous) * 100, 1)
}

/** part / whole as a percentage with one decimal; null when the whole is 0. */
export function percentShare(part: number, whole: number): number | null {
  if (whole === 0) return null
  return roundTo((part / whole) * 100, 1)
}

export function roundTo(value: number, decimals: number): number {
  const f = 10 ** decimals
  return (Math.sign(value) * Math.round(Math.abs(value) * f + 1e-9)) / f
}
