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

export function formatFixed(units: number, decimals: number): string {
  const scale = 10 ** decimals
  const abs = Math.abs(Math.round(units))
  const text = `${Math.floor(abs / scale)}.${String(abs % scale).padStart(decimals, '0')}`
  return units < 0 && abs !== 0 ? `-${text}` : text
}
