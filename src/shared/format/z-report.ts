/**
 * The Z report as labelled figures, section by section: the receipt printer and the screen both
 * lay these out, so the paper and the screen cannot disagree on a label or a figure.
 */
import type { ZReport } from '../api/day-close.ts'
import { parseMoney } from '../domain/money.ts'
import { CASH_MOVEMENT_SIGN } from '../domain/shift.ts'
import { fill, zhTW } from '../i18n/zh-TW.ts'
import { formatNtd as ntd, formatNtdCents as ntdCents, type NtdStyle } from './money.ts'

const Z = zhTW.print.z

export type ZRow = {
  /** Stable name of the figure (screen test ids). */
  key: string
  label: string
  value: string
  /** How many (payments, invoices, voids) where the figure has a count. */
  count?: string
  strong?: boolean
}
export type ZSection = { key: string; title: string; rows: ZRow[] }

const moneyIn = (style: NtdStyle) => ({
  formatNtd: (amount: string | null) => ntd(amount, style),
  formatNtdCents: (cents: number) => ntdCents(cents, style),
  minus: (amount: string) => ntdCents(-(parseMoney(amount) ?? 0), style),
})
type Money = ReturnType<typeof moneyIn>

const row = (key: string, label: string, value: string, extra: Partial<ZRow> = {}): ZRow => ({
  key,
  label,
  value,
  ...extra,
})

function sales(z: ZReport, { formatNtd, minus }: Money): ZSection {
  return {
    key: 'sales',
    title: Z.sales,
    rows: [
      row('orders', Z.orders, String(z.orderCount)),
      row('cancelled', Z.cancelled, String(z.cancelledOrderCount)),
      row('ordered', Z.ordered, formatNtd(z.revenue)),
      row('gross', Z.grossSales, formatNtd(z.grossSales)),
      row('service-fee', Z.serviceFee, formatNtd(z.serviceFeeTotal)),
      row('discounts', Z.discounts, minus(z.discountTotal)),
      row('refunds', Z.refunds, minus(z.refundTotal)),
      row('net-sales', Z.netSales, formatNtd(z.netSales), { strong: true }),
    ],
  }
}

function adjustments(z: ZReport, { formatNtd, minus }: Money): ZSection {
  const reasons = z.discountsByReason.map((d, i) =>
    row(`discount-${i}`, d.reason, minus(d.amount), { count: String(d.count) }),
  )
  return {
    key: 'adjustments',
    title: Z.adjustments,
    rows: [
      ...(reasons.length > 0 ? reasons : [row('discount-none', Z.noDiscounts, formatNtd('0'))]),
      row('voids', Z.voids, formatNtd(z.voids.amount), { count: String(z.voids.count) }),
    ],
  }
}

function payments(z: ZReport, { formatNtd, minus }: Money): ZSection {
  return {
    key: 'payments',
    title: Z.byMethod,
    rows: [
      ...z.byMethod.map((m) =>
        row(`method-${m.method}`, zhTW.print.methods[m.method], formatNtd(m.amount), { count: String(m.count) }),
      ),
      row('payment-total', Z.paymentTotal, formatNtd(z.paymentTotal), { strong: true }),
      row('refund-total', Z.refundTotal, minus(z.refundTotal)),
      row('net-total', Z.netTotal, formatNtd(z.netTotal)),
    ],
  }
}

function cash(z: ZReport, { formatNtd, formatNtdCents, minus }: Money): ZSection {
  const moved = z.cashMovements.map((m, i) => {
    const reason = zhTW.shift.reasons[m.reason]
    const signed = CASH_MOVEMENT_SIGN[m.reason] * (parseMoney(m.amount) ?? 0)
    return row(`movement-${i}`, m.note ? `${reason} ${m.note}` : reason, formatNtdCents(signed))
  })
  const counted = z.countedCash === null ? [] : [row('counted', Z.countedCash, formatNtd(z.countedCash))]
  const difference =
    z.difference === null ? [] : [row('difference', Z.difference, formatNtd(z.difference), { strong: true })]
  return {
    key: 'cash',
    title: Z.cash,
    rows: [
      row('float', Z.openingFloat, formatNtd(z.openingFloat)),
      row('cash-in', Z.cashIn, formatNtd(z.cashPayments)),
      row('cash-refunds', Z.cashRefunds, minus(z.cashRefunds)),
      ...moved,
      row('expected', Z.expectedCash, formatNtd(z.expectedCash), { strong: true }),
      ...counted,
      ...difference,
    ],
  }
}

function invoices(z: ZReport, { formatNtd }: Money): ZSection[] {
  const inv = z.invoices
  if (!inv) return []
  const range =
    inv.firstNumber === null ? '—' : fill(Z.invoiceRange, { from: inv.firstNumber, to: inv.lastNumber ?? '' })
  return [
    {
      key: 'invoices',
      title: Z.invoices,
      rows: [
        row('invoice-numbers', Z.invoiceNumbers, range),
        row('invoice-issued', Z.issued, formatNtd(inv.issuedAmount), { count: String(inv.issuedCount), strong: true }),
        ...inv.byKind.map((k) =>
          row(`invoice-${k.kind}`, Z.invoiceKinds[k.kind], formatNtd(k.amount), { count: String(k.count) }),
        ),
        row('invoice-voided', Z.invoiceVoided, formatNtd(inv.voidedAmount), { count: String(inv.voidedCount) }),
        row('invoice-allowances', Z.allowances, formatNtd(inv.allowanceAmount), {
          count: String(inv.allowanceCount),
        }),
      ],
    },
  ]
}

const methodsTaken = (byMethod: ZReport['byMethod'], { formatNtd }: Money) =>
  byMethod
    .filter((m) => m.count > 0)
    .map((m) =>
      row(`method-${m.method}`, zhTW.print.methods[m.method], formatNtd(m.amount), { count: String(m.count) }),
    )

/**
 * One section per shift: its payments by method (those it took), and its drawer as its X counted it;
 * then the payments no shift took, so that the blocks add up to the day's 收款合計.
 */
function cashiers(z: ZReport, m: Money): ZSection[] {
  const { formatNtd } = m
  const shifts = z.cashiers.map((c) => ({
    key: `cashier-${c.shiftId}`,
    title: fill(Z.cashier, { name: c.cashierName ?? '—' }),
    rows: [
      ...methodsTaken(c.byMethod, m),
      row('payment-total', Z.paymentTotal, formatNtd(c.paymentTotal), { strong: true }),
      row('expected', Z.expectedCash, formatNtd(c.expectedCash)),
      row('counted', Z.countedCash, c.countedCash === null ? Z.shiftOpen : formatNtd(c.countedCash)),
      ...(c.difference === null ? [] : [row('difference', Z.difference, formatNtd(c.difference))]),
    ],
  }))
  // A store that never opens shifts has no cashier blocks for this one to complete.
  const taken = z.unshifted.byMethod.some((x) => x.count > 0)
  if (shifts.length === 0 || !taken) return shifts
  const rows = [
    ...methodsTaken(z.unshifted.byMethod, m),
    row('payment-total', Z.paymentTotal, formatNtd(z.unshifted.paymentTotal), { strong: true }),
  ]
  return [...shifts, { key: 'unshifted', title: Z.unshifted, rows }]
}

function carried(z: ZReport, { formatNtd }: Money): ZSection[] {
  const pending = z.pendingInvoices && z.pendingInvoices.count > 0 ? z.pendingInvoices : null
  if (z.carriedOver.length === 0 && !pending) return []
  const checks = z.carriedOver.map((c, i) =>
    row(
      `carried-${i}`,
      c.tableNumber === null ? (c.orderNumber ?? '—') : fill(zhTW.print.tableBig, { number: c.tableNumber }),
      formatNtd(c.outstanding),
    ),
  )
  const invoices = pending
    ? [row('pending-invoices', Z.pendingInvoices, formatNtd(pending.amount), { count: String(pending.count) })]
    : []
  return [{ key: 'carried', title: Z.carriedOver, rows: [...checks, ...invoices] }]
}

/**
 * The Z's sections with their money in one style: whole dollars (NT$335) unless the store prices
 * in cents; the screen and the printer pass the same store's style.
 */
export function zReportSections(z: ZReport, style: NtdStyle): ZSection[] {
  const m = moneyIn(style)
  return [
    sales(z, m),
    payments(z, m),
    cash(z, m),
    adjustments(z, m),
    ...invoices(z, m),
    ...cashiers(z, m),
    ...carried(z, m),
  ]
}
