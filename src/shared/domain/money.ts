/**
 * Money is integer cents inside the system and a 2-decimal string at the API edge ("120.00").
 * This is the one place that converts between them.
 */
export type Cents = number

const MONEY_RE = /^-?\d{1,12}(\.\d{1,2})?$/

/** "120", "120.5", "120.50" or 120.5 → 12050; anything else → null. */
export function parseMoney(input: unknown): Cents | null {
  let text: string
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return null
    text = String(input)
  } else if (typeof input === 'string') {
    text = input.trim()
  } else {
    return null
  }
  if (!MONEY_RE.test(text)) return null
  const negative = text.startsWith('-')
  const [whole, frac = ''] = text.replace('-', '').split('.')
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, '0'))
  return negative ? -cents : cents
}

/** 12050 → "120.50" */
export function formatMoney(cents: Cents): string {
  const negative = cents < 0
  const abs = Math.abs(Math.round(cents))
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
  return negative ? `-${text}` : text
}

/** Rate × amount rounded half away from zero to whole cents. */
export function applyRate(cents: Cents, rate: number): Cents {
  const v = cents * rate
  return Math.sign(v) * Math.round(Math.abs(v) + 1e-9)
}
