/** The Z's invoice and per-cashier sections, shaped for the API from their rows. */
import { formatMoney } from '../../../shared/domain/money'
import type { ZInvoices, ZSections } from '../../../shared/api/day-close'
import type { ShiftService } from '../shifts'
import { INVOICE_GROUPS, type createSectionsRepo } from './sections-repo'

const iso = (ms: number) => new Date(ms).toISOString()
/** Invoices hold whole NT$; the API speaks "120.00". */
const dollars = (n: number) => formatMoney(n * 100)

export function invoiceSection(
  repo: ReturnType<typeof createSectionsRepo>,
  storeId: number,
  start: number,
  end: number,
): ZInvoices | null {
  const issued = repo.issuedInvoices(storeId, start, end)
  const voided = repo.voidedInvoices(storeId, start, end)
  const allowances = repo.allowances(storeId, start, end)
  const none = issued.length === 0 && voided.count === 0 && allowances.count === 0
  if (none && repo.einvoiceMode(storeId) !== 'einvoice') return null
  const numbers = issued.flatMap((r) => [r.first, r.last]).filter((n): n is string => n !== null)
  numbers.sort()
  const byKind = INVOICE_GROUPS.map((group) => {
    const rows = issued.filter((r) => r.group === group)
    return {
      kind: group,
      count: rows.reduce((n, r) => n + r.count, 0),
      amount: dollars(rows.reduce((s, r) => s + r.amount, 0)),
    }
  })
  return {
    firstNumber: numbers[0] ?? null,
    lastNumber: numbers.at(-1) ?? null,
    issuedCount: issued.reduce((n, r) => n + r.count, 0),
    issuedAmount: dollars(issued.reduce((s, r) => s + r.amount, 0)),
    byKind,
    voidedCount: voided.count,
    voidedAmount: dollars(voided.amount),
    allowanceCount: allowances.count,
    allowanceAmount: dollars(allowances.amount),
  }
}

type DayShifts = ReturnType<ShiftService['shiftsInRange']>

/**
 * Cash moved by hand in the day, each cashier's shift as its X report has it (oldest first), and the
 * payments no shift took.
 */
export function cashierSections(
  day: DayShifts,
): Pick<ZSections, 'cashMovements' | 'netCashMovements' | 'cashiers' | 'unshifted'> {
  return {
    cashMovements: day.movements.map((m) => ({
      reason: m.reason,
      amount: formatMoney(m.amount),
      note: m.note,
      createdAt: iso(m.createdAt),
    })),
    netCashMovements: formatMoney(day.netMovements),
    cashiers: [...day.shifts].reverse().map((s) => ({
      shiftId: s.id,
      cashierName: s.cashierName,
      openedAt: iso(s.openedAt),
      closedAt: s.closedAt === null ? null : iso(s.closedAt),
      byMethod: s.byMethod.map((m) => ({ ...m, amount: formatMoney(m.amount) })),
      paymentTotal: formatMoney(s.paymentTotal),
      expectedCash: formatMoney(s.expectedCash),
      countedCash: s.countedCash === null ? null : formatMoney(s.countedCash),
      difference: s.difference === null ? null : formatMoney(s.difference),
    })),
    unshifted: {
      byMethod: day.unshifted.map((m) => ({ ...m, amount: formatMoney(m.amount) })),
      paymentTotal: formatMoney(day.unshifted.reduce((s, m) => s + m.amount, 0)),
    },
  }
}
