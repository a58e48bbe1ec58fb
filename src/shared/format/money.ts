import { formatMoney, parseMoney, type Cents } from '../domain/money.ts'

/** What we show when an amount cannot be read; never a misleading NT$0. */
export const UNKNOWN_AMOUNT = '—'

function groupThousands(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** `whole`: to the nearest dollar, half away from zero (what a screen shows, src/ui/money.ts). */
export type NtdStyle = { whole?: boolean }

/**
 * 12050 → "NT$120.50", 12000 → "NT$120", 123400 → "NT$1,234", -500 → "-NT$5";
 * whole dollars: 32820 → "NT$328", 12050 → "NT$121".
 */
export function formatNtdCents(cents: Cents, style: NtdStyle = {}): string {
  if (!Number.isFinite(cents)) return UNKNOWN_AMOUNT
  const abs = style.whole ? Math.round(Math.abs(cents) / 100) * 100 : Math.abs(Math.round(cents))
  // the digits come from formatMoney, the one cents-to-text conversion, so never an exponent
  const [whole, frac] = formatMoney(abs).split('.')
  const body = `NT$${groupThousands(whole)}${frac === '00' ? '' : `.${frac}`}`
  return cents < 0 && body !== 'NT$0' ? `-${body}` : body
}

/** The API's 2-decimal strings ("120.00") or plain numbers → "NT$120"; unreadable → "—". */
export function formatNtd(amount: string | number | null | undefined, style: NtdStyle = {}): string {
  const cents = parseMoney(amount)
  return cents === null ? UNKNOWN_AMOUNT : formatNtdCents(cents, style)
}
