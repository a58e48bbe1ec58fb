/**
 * Cash at the counter: what the customer hands over, the change, and what the drawer should hold
 * at the close of day.
 */
import { isBoundedMoney, parseMoney, type Cents } from './money'
import { cashChange } from './table-session'

/** The notes customers hand over, each tap adding one to the cash received (a 1,000 and a 500 → 1,500). */
export const QUICK_NOTES: readonly Cents[] = [10_000, 50_000, 100_000]

/** The round sums a customer is likely to hand over for `due`: the next 100, 500 and 1,000 above it. */
export function suggestedTenders(due: Cents): Cents[] {
  const up = (step: Cents) => Math.ceil(due / step) * step
  const above = [up(10_000), up(50_000), up(100_000)].filter((sum) => sum > due)
  return [...new Set(above)]
}

export type TenderCheck =
  | { ok: true; tendered: Cents; change: Cents }
  | { ok: false; reason: 'empty' | 'invalid' }
  | { ok: false; reason: 'too_little'; tendered: Cents; short: Cents }

/** The cash typed or tapped in against what is due: it must cover the amount; the rest is change. */
export function checkTender(due: Cents, text: string): TenderCheck {
  if (text.trim() === '') return { ok: false, reason: 'empty' }
  const tendered = parseMoney(text.trim())
  if (tendered === null || tendered <= 0 || !isBoundedMoney(tendered)) return { ok: false, reason: 'invalid' }
  if (tendered < due) return { ok: false, reason: 'too_little', tendered, short: due - tendered }
  return { ok: true, tendered, change: cashChange(due, tendered)! }
}

/**
 * A drawer's cash count (a shift's X, the day's Z): opening float + cash taken − cash refunds paid
 * out of the drawer ± cash put in or taken out by hand (投庫, 找零金補充, 雜支: `movements`, signed).
 */
export type DrawerDay = { openingFloat: Cents; cashIn: Cents; cashRefunds: Cents; movements?: Cents }

export function expectedCash(day: DrawerDay): Cents {
  return day.openingFloat + day.cashIn - day.cashRefunds + (day.movements ?? 0)
}
