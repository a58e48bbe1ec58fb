// HQ's chain-wide reports and store health, from its own tables only (fed by the stream).
import type { Database } from 'bun:sqlite'
import type { DayCloseFact, StockFact } from './facts'
import { HQ_STOCK_PAGE } from '../../../shared/api/reports'
import { type Cursor, page } from '../../http/cursor'

export const SALES_GROUPS = ['store', 'day', 'hour', 'item'] as const
export type SalesGroup = (typeof SALES_GROUPS)[number]
const COLUMN: Record<SalesGroup, string> = {
  store: 'store_code',
  day: 'business_date',
  hour: 'hour',
  item: 'item',
}
/** The rollup each grouping reads (schema/chain.ts): by hour the hourly one, the rest the daily one. */
const ROLLUP: Record<SalesGroup, string> = {
  store: 'hq_sales_daily',
  day: 'hq_sales_daily',
  hour: 'hq_sales_hourly',
  item: 'hq_sales_daily',
}

type Range = { from: string; to: string }
type StockRow = { storeCode: string; businessDate: string; rowid: number } & StockFact
/** A business day as the cursor's time: 2026-11-28 → 20261128, ordered as the dates are. */
const dayNumber = (date: string) => Number(date.replaceAll('-', ''))
const dayText = (n: number) => {
  const d = String(n).padStart(8, '0')
  return `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6)}`
}
type DayCloseRow = { storeCode: string; businessDate: string } & DayCloseFact
type Tally = { count: number; amount: number }
const SUMMARY_PARTS = ['sales', 'discounts', 'payment', 'refund', 'issued', 'voided', 'allowance'] as const
const emptySummary = () =>
  Object.fromEntries(SUMMARY_PARTS.map((p) => [p, { count: 0, amount: 0 }])) as Record<
    (typeof SUMMARY_PARTS)[number],
    Tally
  >
type Summary = { storeCode: string } & ReturnType<typeof emptySummary>
type Row = { key: string | number | null; quantity: number; amount: number }

export function createHqReports(sqlite: Database) {
  const sales = Object.fromEntries(
    SALES_GROUPS.map((g) => [
      g,
      sqlite.query<Row, [string, string]>(
        `SELECT ${COLUMN[g]} AS key, SUM(quantity) AS quantity, SUM(amount) AS amount
           FROM ${ROLLUP[g]} WHERE business_date BETWEEN ? AND ? ${g === 'item' ? "AND item <> ''" : ''}
          GROUP BY ${COLUMN[g]} ORDER BY ${g === 'item' ? 'amount DESC' : 'key'}`,
      ),
    ]),
  ) as Record<SalesGroup, ReturnType<Database['query']>>
  const payments = sqlite.query<{ method: string; kind: string; count: number; amount: number }, [string, string]>(
    `SELECT method, kind, SUM(count) AS count, SUM(amount) AS amount FROM hq_payments_daily
      WHERE business_date BETWEEN ? AND ? GROUP BY method, kind ORDER BY method, kind`,
  )
  // Per store over the range: sales before discounts, the discounts, money in and out, invoices by action.
  const summaryParts = sqlite.query<
    { storeCode: string; part: string; count: number; amount: number },
    [string, string]
  >(
    `SELECT store_code AS storeCode, CASE WHEN item = '' THEN 'discounts' ELSE 'sales' END AS part,
            SUM(lines) AS count, SUM(amount) AS amount
       FROM hq_sales_daily WHERE business_date BETWEEN ?1 AND ?2 GROUP BY 1, 2
     UNION ALL
     SELECT store_code, kind, SUM(count), SUM(amount) FROM hq_payments_daily
      WHERE business_date BETWEEN ?1 AND ?2 GROUP BY 1, 2
     UNION ALL
     SELECT store_code, action, SUM(count), SUM(amount) FROM hq_invoices_daily
      WHERE business_date BETWEEN ?1 AND ?2 GROUP BY 1, 2`,
  )
  const dayCloses = sqlite.query<DayCloseRow, [string, string]>(
    `SELECT store_code AS storeCode, business_date AS businessDate, closed_at AS closedAt, order_count AS orderCount,
            gross_sales AS grossSales, discounts, net_sales AS netSales, payments, refunds,
            expected_cash AS expectedCash, counted_cash AS countedCash
       FROM hq_day_closes WHERE business_date BETWEEN ? AND ? ORDER BY business_date, store_code`,
  )
  // Newest first by (business day, arrival), a page at a time from the last row shown: the index on
  // business_date (rowid is its tail) serves every page the same after a year as on the first day.
  const stock = sqlite.query<StockRow, [string, string, number, number]>(
    `SELECT rowid, store_code AS storeCode, business_date AS businessDate, item, unit, reason,
            delta_milli AS deltaMilli, stock_milli AS stockMilli
       FROM hq_stock
      WHERE business_date >= ?1 AND (business_date < ?2 OR (business_date = ?2 AND rowid < ?3))
      ORDER BY business_date DESC, rowid DESC LIMIT ?4 + 1`,
  )
  type HealthRow = {
    storeCode: string
    events: number
    lastCommittedAt: number | null
    lastReceivedAt: number | null
    lagMs: number | null
    reportedAt: number | null
    reportReceivedAt: number | null
    printerAlerts: string | null
    invoicesWaiting: number | null
    numbersLeft: number | null
    lastBackupAt: number | null
    version: string | null
  }
  // Every store heard from (a sale or a health report): its last sale event and its latest report.
  const health = sqlite.query<HealthRow, []>(
    `WITH codes AS (SELECT DISTINCT store_code FROM hq_events UNION SELECT store_code FROM hq_store_health)
     SELECT c.store_code AS storeCode,
            (SELECT COUNT(*) FROM hq_events WHERE store_code = c.store_code) AS events,
            e.committed_at AS lastCommittedAt, e.received_at AS lastReceivedAt, e.received_at - e.committed_at AS lagMs,
            h.reported_at AS reportedAt, h.received_at AS reportReceivedAt, h.printer_alerts AS printerAlerts,
            h.invoices_waiting AS invoicesWaiting, h.numbers_left AS numbersLeft, h.last_backup_at AS lastBackupAt,
            h.version
       FROM codes c
       LEFT JOIN hq_events e ON e.event_id = (SELECT event_id FROM hq_events WHERE store_code = c.store_code
                                               ORDER BY received_at DESC, committed_at DESC LIMIT 1)
       LEFT JOIN hq_store_health h ON h.store_code = c.store_code
      ORDER BY c.store_code`,
  )
  return {
    /** Net sales (lines less voids and discounts) grouped one way, amounts in cents. */
    sales(by: SalesGroup, range: Range) {
      return (sales[by] as { all(a: string, b: string): Row[] }).all(range.from, range.to)
    },
    /** Money taken and paid back, by method (refund amounts negative). */
    payments(range: Range) {
      return payments.all(range.from, range.to)
    },
    /** The stores' day closes (日結) in the range, with their Z report's totals in cents. */
    dayCloses(range: Range) {
      return dayCloses.all(range.from, range.to)
    },
    /** Stock taken by hand at the stores in the range (restock, waste, counts), newest first, a page after `after`. */
    stock(range: Range, after: Cursor | null, limit = HQ_STOCK_PAGE) {
      const [to, before] =
        after && after.at <= dayNumber(range.to) ? [dayText(after.at), after.id] : [range.to, Number.MAX_SAFE_INTEGER]
      const rows = stock.all(range.from, to, before, limit)
      const found = page(rows, limit, (r) => ({ at: dayNumber(r.businessDate), id: r.rowid }))
      return { items: found.items.map(({ rowid: _, ...row }) => row), next: found.next }
    },
    /** Each store's totals (cents): sales, discounts, payments, refunds and invoices issued, voided, allowances. */
    summary(range: Range) {
      const stores = new Map<string, Summary>()
      for (const p of summaryParts.all(range.from, range.to)) {
        const row = stores.get(p.storeCode) ?? { storeCode: p.storeCode, ...emptySummary() }
        stores.set(p.storeCode, row)
        // An allowance voided later no longer counts: allowances are those still in force.
        const voidedAllowance = p.part === 'allowance_voided'
        const part = row[(voidedAllowance ? 'allowance' : p.part) as keyof ReturnType<typeof emptySummary>]
        part.count += voidedAllowance ? -p.count : p.count
        part.amount += p.part === 'discounts' || p.part === 'refund' || voidedAllowance ? -p.amount : p.amount
      }
      return [...stores.values()].sort((a, b) => a.storeCode.localeCompare(b.storeCode))
    },
    /**
     * Each store: sale events applied, the last one's commit at the store and its arrival here, how
     * long nothing at all has arrived, and its latest health report (null before the first).
     */
    health(now: number) {
      return health.all().map(({ printerAlerts, ...h }) => ({
        ...h,
        printerAlerts: printerAlerts === null ? null : (JSON.parse(printerAlerts) as string[]),
        silentMs: now - Math.max(h.lastReceivedAt ?? 0, h.reportReceivedAt ?? 0),
      }))
    },
  }
}
export type HqReports = ReturnType<typeof createHqReports>
