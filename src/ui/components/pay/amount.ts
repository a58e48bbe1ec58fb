/** The amount a table payment takes: prefilled with what is owed, a part of it allowed (spec part 2 §5). */
import { formatMoney, parseMoney, type Cents } from '../../../shared/domain/money.ts'
import { formatNtdCentsExact as formatNtdCents } from '../../money.ts'
import { fill, zhTW } from '../../../shared/i18n/zh-TW.ts'
import { tenderText } from './tender.ts'

const m = zhTW.pay.amount

/** What the box starts with: the owed amount as "450" (cents only when there are some); empty when nothing is owed. */
export const amountText = (owed: Cents): string => (owed > 0 ? tenderText(owed) : '')

/**
 * The amount to send as the API's "450.00", or the zh-TW reason nothing is sent: blank, not a
 * number greater than 0 with at most two decimals, or more than is owed (the server refuses that too).
 */
export function amountToSend(
  owed: Cents,
  text: string,
): { ok: true; cents: Cents; amount: string } | { ok: false; problem: string } {
  const trimmed = text.replace(/,/g, '').trim()
  if (trimmed === '') return { ok: false, problem: m.empty }
  const cents = parseMoney(trimmed)
  if (cents === null || cents <= 0) return { ok: false, problem: m.invalid }
  if (cents > owed)
    return { ok: false, problem: fill(m.tooMuch, { amount: formatNtdCents(cents), owed: formatNtdCents(owed) }) }
  return { ok: true, cents, amount: formatMoney(cents) }
}
