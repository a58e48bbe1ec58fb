/** The cash-tender text and messages every cash payment screen shares. */
import { checkTender, type TenderCheck } from '../../../shared/domain/cash.ts'
import { formatMoney, type Cents } from '../../../shared/domain/money.ts'
import { formatNtdCentsExact as formatNtdCents } from '../../money.ts'
import { fill, zhTW } from '../../../shared/i18n/zh-TW.ts'

const m = zhTW.pay.cash

/** What a quick button puts in the box: "500", or "335.50" when the amount has cents. */
export function tenderText(cents: Cents): string {
  return cents % 100 === 0 ? String(cents / 100) : formatMoney(cents)
}

/** Why the cash cannot be taken, in zh-TW; null when it can. */
export function tenderProblem(due: Cents, check: TenderCheck): string | null {
  if (check.ok) return null
  if (check.reason !== 'too_little') return check.reason === 'empty' ? m.empty : m.invalid
  return fill(m.tooLittle, {
    tendered: formatNtdCents(check.tendered),
    due: formatNtdCents(due),
    short: formatNtdCents(check.short),
  })
}

/** The check a cash payment form runs before it sends: tendered as the API's "500.00", or the problem. */
export function cashToSend(due: Cents, text: string): { ok: true; tendered: string } | { ok: false; problem: string } {
  const check = checkTender(due, text)
  return check.ok
    ? { ok: true, tendered: formatMoney(check.tendered) }
    : { ok: false, problem: tenderProblem(due, check)! }
}
