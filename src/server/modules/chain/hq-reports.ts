// HQ's chain-wide reports and store health, from its own tables only (fed by the stream).
import type { Database } from 'bun:sqlite'

export const SALES_GROUPS = ['store', 'day', 'hour', 'item'] as const
export type SalesGroup = (typeof SALES_GROUPS)[number]
const COLUMN: Record<SalesGroup, string> = {
  store: 'store_code',
  day: 'business_date',
  hour: 'hour',
  item: 'item',
}

type Range = { from: string; to: string }
type Row = { key: string | number | null; quantity: number; amount: number }

export function createHqReports(sqlite: Database) {
  const sales = Object.fromEntries(
    SALES_GROUPS.map((g) => [
      g,
      sqlite.query<Row, [string, string]>(
        `SELECT ${COLUMN[g]} AS key, SUM(quantity) AS quantity, SUM(amount) AS amount FROM hq_sales
          WHERE business_date BETWEEN ? AND ? ${g === 'item' ? 'AND item IS NOT NULL' : ''}
          GROUP BY ${COLUMN[g]} ORDER BY ${g === 'item' ? 'amount DESC' : 'key'}`,
      ),
    ]),
  ) as Record<SalesGroup, ReturnType<Database['query']>>
  const payments = sqlite.query<{ method: string; kind: string; COUNT: number; amount: number }, [string, string]>(
    `SELECT method, kind, COUNT(*) AS count, SUM(amount) AS amount FROM hq_payments
      WHERE business_date BETWEEN ? AND ? GROUP BY method, kind ORDER BY method, kind`,
  )
  const health = sqlite.query<
    { storeCode: string; events: number; lastCommittedAt: number; lastReceivedAt: number; lagMs: number },
    []
  >(
    `SELECT e.store_code AS storeCode, s.events, e.committed_at AS lastCommittedAt, e.received_at AS lastReceivedAt,
            e.received_at - e.committed_at as lagMs
       FROM (SELECT store_code, COUNT(*) AS events FROM hq_events GROUP BY store_code) s
       JOIN hq_events e ON e.store_code = s.store_code
        AND e.event_id = (SELECT event_id FROM hq_events WHERE store_code = s.store_code
                           ORDER BY received_at DESC, committed_at DESC LIMIT 1)
      ORDER BY e.store_code`,
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
    /** Each store: events applied, the last one's commit at the store and its arrival here. */
    health(now: number) {
      return health.all().map((h) => ({ ...h, silentMs: now - h.lastReceivedAt }))
    },
  }
}
export type HqReports = ReturnType<typeof createHqReports>
