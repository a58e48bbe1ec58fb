/**
 * Cash at the counter: what the customer hands over, the change, and what the drawer should hold
 * at the close of day.
 */
import { isBoundedMoney, parseMoney, type Cents } from './money'
import { cashChange } from './table-session'

/** The notes customers hand over, offered as quick buttons beside 剛好 (exact). */
export const QUICK_NOTES: readonly Cents[] = [10_000, 50_000, 100_000]

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
 * The close of day's cash count: opening float + cash taken − cash refunds paid out of the drawer.
 */
export type DrawerDay = { openingFloat: Cents; cashIn: Cents; cashRefunds: Cents }

export function expectedCash(day: DrawerDay): Cents {
  return day.openingFloat + day.cashIn - day.cashRefunds
}
