/**
 * Exact decimal text ⇄ integer in fixed units (cents: 2 decimals; stock milli-units: 3 decimals).
 * Accepts plain decimals only: no exponents, separators or more decimals than the unit holds.
 */
export function parseFixed(input: unknown, decimals: number, maxWholeDigits: number): number | null {
  let text: string
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return null
    text = String(input)
  } else if (typeof input === 'string') {
    text = input.trim()
  } else {
    return null
  }
  if (!new RegExp(`^-?\\d{1,${maxWholeDigits}}(\\.\\d{1,${decimals}})?$`).test(text)) return null
  const [whole, frac = ''] = text.replace('-', '').split('.')
  const value = Number(whole) * 10 ** decimals + Number(frac.padEnd(decimals, '0'))
  return text.startsWith('-') && value !== 0 ? -value : value
}

/**
 * Integer units → "335.00". A value past the safe-integer range (which the money bound keeps out
 * of the system) is written from BigInt digits, so the text never holds an exponent ("3.79e+22.36").
 */
export function formatFixed(units: number, decimals: number): string {
  if (!Number.isFinite(units)) throw new RangeError(`not a finite amount: ${units}`)
  const rounded = Math.round(units)
  const abs = Math.abs(rounded)
  const scale = 10 ** decimals
  const text = Number.isSafeInteger(abs)
    ? `${Math.floor(abs / scale)}.${String(abs % scale).padStart(decimals, '0')}`
    : `${BigInt(abs) / BigInt(scale)}.${String(BigInt(abs) % BigInt(scale)).padStart(decimals, '0')}`
  return rounded < 0 ? `-${text}` : text
}
