import { formatMoney, parseMoney, type Cents } from '../domain/money.ts'

/** What we show when an amount cannot be read; never a misleading NT$0. */
export const UNKNOWN_AMOUNT = '—'

function groupThousands(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** 12050 → "NT$120.50", 12000 → "NT$120", 123400 → "NT$1,234", -500 → "-NT$5". */
export function formatNtdCents(cents: Cents): string {
  if (!Number.isFinite(cents)) return UNKNOWN_AMOUNT
  // the digits come from formatMoney, the one cents-to-text conversion, so never an exponent
  const [whole, frac] = formatMoney(Math.abs(Math.round(cents))).split('.')
  const body = `NT$${groupThousands(whole)}${frac === '00' ? '' : `.${frac}`}`
  return cents < 0 && body !== 'NT$0' ? `-${body}` : body
}

/** The API's 2-decimal strings ("120.00") or plain numbers → "NT$120"; unreadable → "—". */
export function formatNtd(amount: string | number | null | undefined): string {
  const cents = parseMoney(amount)
  return cents === null ? UNKNOWN_AMOUNT : formatNtdCents(cents)
}
