import { parseMoney, type Cents } from '../domain/money.ts'

/** What we show when an amount cannot be read; never a misleading NT$0. */
export const UNKNOWN_AMOUNT = '—'

function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** 12050 → "NT$120.50", 12000 → "NT$120", 123400 → "NT$1,234", -500 → "-NT$5". */
export function formatNtdCents(cents: Cents): string {
  if (!Number.isFinite(cents)) return UNKNOWN_AMOUNT
  const abs = Math.abs(Math.round(cents))
  const whole = Math.floor(abs / 100)
  const frac = abs % 100
  const body = `NT$${groupThousands(whole)}${frac === 0 ? '' : `.${String(frac).padStart(2, '0')}`}`
  return cents < 0 && abs !== 0 ? `-${body}` : body
}

/** The API's 2-decimal strings ("120.00") or plain numbers → "NT$120"; unreadable → "—". */
export function formatNtd(amount: string | number | null | undefined): string {
  const cents = parseMoney(amount)
  return cents === null ? UNKNOWN_AMOUNT : formatNtdCents(cents)
}
