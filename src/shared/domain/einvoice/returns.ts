/**
 * What a return does to an invoice (統一發票使用辦法 §20, with the platform's rule that an invoice or
 * allowance may be voided only until its period's sales are filed):
 * - everything back, before the filing deadline: the invoice is voided (作廢, F0501);
 * - part of it back from a consumer (no 統編), before the deadline: voided and a new invoice is
 *   issued for what was kept, the customer's printed proof collected back;
 * - part of it back from a 統編 buyer, or anything after the deadline: an allowance (折讓, G0401)
 *   with a 折讓證明單 the buyer signs.
 */
import { invoiceLines, taxInside, type InvoiceLine } from './allocation-rules'
import { zonedParts } from './period'

/** The filing day of a period (營業稅法 §35): the 15th of the month after its two months. */
export function filingDeadline(periodCode: string): { year: number; month: number; day: number } {
  const year = Number(periodCode.slice(0, 3)) + 1911
  const endMonth = Number(periodCode.slice(3))
  return endMonth === 12 ? { year: year + 1, month: 1, day: 15 } : { year, month: endMonth + 1, day: 15 }
}

/**
 * Whether an invoice or allowance of `periodCode` may still be voided at `now`: up to the end of
 * the filing day in the store's zone. A filing day moved by a holiday is not followed (the earlier
 * day is the safe side: afterwards an allowance does the same job).
 */
export function voidable(periodCode: string, now: number, timeZone: string): boolean {
  const today = zonedParts(now, timeZone)
  const last = filingDeadline(periodCode)
  const key = (p: { year: number; month: number; day: number }) => p.year * 10_000 + p.month * 100 + p.day
  return key(today) <= key(last)
}

export type ReturnAction =
  | { action: 'void' }
  | { action: 'reissue'; kept: number }
  | { action: 'allowance'; amount: number }
  | { action: 'none' }

/** `portion`: whole NT$ going back on this invoice; `canVoid`: its period is not filed yet. */
export function returnAction(
  inv: { buyerId: string | null; totalAmount: number; allowanceTotal: number; status: string },
  portion: number,
  canVoid: boolean,
): ReturnAction {
  const open = inv.totalAmount - inv.allowanceTotal
  if (inv.status !== 'issued' || portion <= 0 || open <= 0) return { action: 'none' }
  // An invoice with an allowance against it is settled by further allowances, never voided under it.
  const untouched = canVoid && inv.allowanceTotal === 0
  if (untouched && portion >= open) return { action: 'void' }
  if (untouched && inv.buyerId === null) return { action: 'reissue', kept: open - portion }
  return { action: 'allowance', amount: Math.min(portion, open) }
}

/** A line given back on an order: which order line, how many, and its share of the refund in cents. */
export type ReturnedLine = { orderItemId: number; quantity: number; amount: number }

/** One line of an allowance: the original invoice line (`sequence` from 1), untaxed amount and its tax. */
export type AllowanceItem = {
  name: string
  sequence: number
  quantity: number
  unitPrice: number
  amount: number
  tax: number
}

const returnedOf = (returned: ReturnedLine[], orderItemId: number | undefined) =>
  orderItemId === undefined
    ? 0
    : returned.filter((r) => r.orderItemId === orderItemId).reduce((n, r) => n + r.quantity, 0)

/**
 * The replacement invoice's lines: the original sale lines less what came back, and one line for
 * the difference to `keptTotal` (service fee, discounts, a refund by amount). An invoice of part
 * of a bill (one 餐費 line) stays one 餐費 line.
 */
export function keptLines(
  items: InvoiceLine[],
  returned: ReturnedLine[],
  keptTotal: number,
  labels: { meal: string; adjustment: string },
): InvoiceLine[] {
  const kept = items
    .filter((i) => i.orderItemId !== undefined)
    .map((i) => ({ ...i, quantity: i.quantity - returnedOf(returned, i.orderItemId) }))
    .filter((i) => i.quantity > 0)
    .map((i) => ({ ...i, amount: i.unitPrice * i.quantity }))
  return invoiceLines(kept, keptTotal, kept.length > 0, labels)
}

const round4 = (n: number) => Math.round(n * 10_000) / 10_000

/**
 * An allowance of `amount` whole NT$ (tax included) as lines of the original invoice: the lines
 * given back when the refund named them, else the invoice's lines in order, each up to its own
 * amount. The tax is split off the whole amount once, so the lines add up to the totals.
 */
export function allowanceItems(items: InvoiceLine[], returned: ReturnedLine[], amount: number): AllowanceItem[] {
  const named = items
    .map((item, i) => ({ item, i, quantity: returnedOf(returned, item.orderItemId) }))
    .filter((x) => x.quantity > 0)
  const parts: { i: number; quantity: number; gross: number }[] = []
  let left = amount
  if (named.length) {
    for (const x of named) {
      const cents = returned.filter((r) => r.orderItemId === x.item.orderItemId).reduce((n, r) => n + r.amount, 0)
      const gross = Math.min(left, Math.round(cents / 100))
      parts.push({ i: x.i, quantity: x.quantity, gross })
      left -= gross
    }
    parts[parts.length - 1].gross += left
  } else {
    items.forEach((item, i) => {
      const gross = Math.min(left, Math.max(0, item.amount))
      // A price given back on the line as a whole: one unit, so quantity × unit price is the amount.
      if (gross > 0) parts.push({ i, quantity: 1, gross })
      left -= gross
    })
    if (left > 0 || parts.length === 0) parts.push({ i: 0, quantity: 1, gross: left })
  }
  const totalTax = taxInside(amount)
  let taxLeft = totalTax
  return parts
    .filter((p) => p.gross > 0)
    .map((p, n, all) => {
      const tax = n === all.length - 1 ? taxLeft : Math.min(taxLeft, taxInside(p.gross))
      taxLeft -= tax
      const net = p.gross - tax
      return {
        name: items[p.i]?.name ?? '',
        sequence: p.i + 1,
        quantity: p.quantity,
        unitPrice: round4(net / p.quantity),
        amount: net,
        tax,
      }
    })
}
