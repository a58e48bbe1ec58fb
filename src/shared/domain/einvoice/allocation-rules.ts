/**
 * Rules for numbers and amounts: which range a sale draws from, when a range runs low, how a
 * total splits into sales and 5% tax, and whether a refund voids the invoice or needs an allowance.
 */

/** A range warns when fewer numbers than this are left. */
export const LOW_RANGE_THRESHOLD = 50
/** The platform hands numbers out in booklets of 50 (00–49, 50–99). */
export const BOOKLET_SIZE = 50
export const TAX_RATE_PERCENT = 5
/** Turnkey must have uploaded a B2C invoice within 48 hours of issue. */
export const UPLOAD_DEADLINE_MS = 48 * 3600_000
/** The dashboard warns this long before the deadline. */
export const UPLOAD_WARNING_MS = 12 * 3600_000

export type RangeLike = { id: number; period: string; startNo: number; endNo: number; nextNo: number }

export const remainingOf = (r: RangeLike) => Math.max(0, r.endNo - r.nextNo + 1)

export type RangeCheck = { ok: true } | { ok: false; reason: 'order' | 'booklet' | 'digits' }

/** A range as the platform assigns it: 8-digit numbers, start ≤ end, whole booklets of 50. */
export function checkRange(startNo: number, endNo: number): RangeCheck {
  const digits = (n: number) => Number.isInteger(n) && n >= 0 && n <= 99_999_999
  if (!digits(startNo) || !digits(endNo)) return { ok: false, reason: 'digits' }
  if (startNo > endNo) return { ok: false, reason: 'order' }
  if (startNo % BOOKLET_SIZE !== 0 || (endNo + 1) % BOOKLET_SIZE !== 0) return { ok: false, reason: 'booklet' }
  return { ok: true }
}

/**
 * The range to draw the next number from: of the period's ranges with numbers left, the one
 * started first (ranges are used up in order, so the blank-number report stays simple).
 */
export function pickRange<R extends RangeLike>(ranges: R[], period: string): R | null {
  const open = ranges.filter((r) => r.period === period && remainingOf(r) > 0)
  open.sort((a, b) => a.startNo - b.startNo || a.id - b.id)
  return open[0] ?? null
}

/** Numbers left in a period across its ranges, and whether that is low. */
export function periodStock(ranges: RangeLike[], period: string) {
  const left = ranges.filter((r) => r.period === period).reduce((n, r) => n + remainingOf(r), 0)
  return { left, low: left < LOW_RANGE_THRESHOLD }
}

/** Cents → whole NT$ (an invoice carries whole dollars; half a dollar rounds up). */
export const wholeDollars = (cents: number) => Math.round(cents / 100)

/**
 * Amounts on the invoice. B2C (no buyer 統編): the sales amount is the tax-inclusive total and the
 * tax 0. With a buyer 統編: sales = round(total / 1.05), tax = total − sales, so they add up.
 */
export function invoiceAmounts(total: number, withBuyerId: boolean) {
  if (!withBuyerId) return { salesAmount: total, taxAmount: 0, totalAmount: total }
  const salesAmount = untaxedAmount(total)
  return { salesAmount, taxAmount: total - salesAmount, totalAmount: total }
}

/** A tax-inclusive amount without its 5% tax, round(total / 1.05), in whole NT$. */
export const untaxedAmount = (total: number) => Math.round((total * 100) / (100 + TAX_RATE_PERCENT))

/** The tax inside a tax-inclusive amount (allowance lines). */
export const taxInside = (amount: number) => amount - untaxedAmount(amount)

/** 4 digits from a cryptographic source (the 隨機碼 on the proof and in the QR code). */
export function randomCode(): string {
  const buf = new Uint32Array(1)
  crypto.getRandomValues(buf)
  return String(buf[0] % 10_000).padStart(4, '0')
}

/** One invoice line in whole NT$; `orderItemId` the order line it came from, so a return finds it. */
export type InvoiceLine = { name: string; quantity: number; unitPrice: number; amount: number; orderItemId?: number }

/**
 * The lines of one invoice: the sale's own lines when this payment pays for the whole sale, with one
 * line for the difference (service fee, discount, rounding to whole dollars) so the lines add up to
 * the total; a part of a bill (a split, a partial payment) is one 餐費 line.
 */
export function invoiceLines(
  lines: InvoiceLine[],
  total: number,
  wholeSale: boolean,
  labels: { meal: string; adjustment: string },
): InvoiceLine[] {
  if (!wholeSale || lines.length === 0) return [{ name: labels.meal, quantity: 1, unitPrice: total, amount: total }]
  const diff = total - lines.reduce((n, l) => n + l.amount, 0)
  return diff === 0 ? lines : [...lines, { name: labels.adjustment, quantity: 1, unitPrice: diff, amount: diff }]
}
