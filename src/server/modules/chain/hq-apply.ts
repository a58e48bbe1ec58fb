// HQ applies each store event once: its id is recorded in the same transaction as its rows, so a
// redelivery (after a restart mid-apply, or days offline past the stream's dedupe window) finds the
// id and changes nothing.
import type { DbHandle } from '../../db/client'
import type { Published } from './store'

export function createHqApplier(db: DbHandle) {
  const s = db.sqlite
  const recordEvent = s.query<unknown, [string, string, string, number, number]>(
    `INSERT INTO hq_events (event_id, store_code, type, committed_at, received_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (event_id) DO NOTHING`,
  )
  const addLine = s.query<unknown, [string, number, string, string, number, string | null, number, number]>(
    `INSERT INTO hq_sales (event_id, line, store_code, business_date, hour, item, quantity, amount)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const addMoney = s.query<unknown, [string, string, string, number, string, string, number]>(
    `INSERT INTO hq_payments (event_id, store_code, business_date, hour, kind, method, amount)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  )
  const addInvoice = s.query<unknown, [string, number, string, string, string, string, number]>(
    `INSERT INTO hq_invoices (event_id, line, store_code, business_date, action, number, amount)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  )
  // A day closes once (its store and date are the key), so a second close fact for it changes nothing either.
  const addClose = s.query<
    unknown,
    [string, string, string, number, number, number, number, number, number, number, number, number]
  >(
    `INSERT INTO hq_day_closes (store_code, business_date, event_id, closed_at, order_count, gross_sales, discounts,
       net_sales, payments, refunds, expected_cash, counted_cash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT DO NOTHING`,
  )
  const addStock = s.query<unknown, [string, string, string, string, string, string, number, number]>(
    `INSERT INTO hq_stock (event_id, store_code, business_date, item, unit, reason, delta_milli, stock_milli)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  // A store's health: only its newest report is kept, so applying one again (or an older one late) changes nothing.
  const keepHealth = s.query<unknown, [string, number, number, string, number, number, number | null, string]>(
    `INSERT INTO hq_store_health (store_code, reported_at, received_at, printer_alerts, invoices_waiting, numbers_left,
       last_backup_at, version) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (store_code) DO UPDATE SET reported_at = excluded.reported_at, received_at = excluded.received_at,
       printer_alerts = excluded.printer_alerts, invoices_waiting = excluded.invoices_waiting,
       numbers_left = excluded.numbers_left, last_backup_at = excluded.last_backup_at, version = excluded.version
     WHERE excluded.reported_at > hq_store_health.reported_at`,
  )
  // The rollups the reports read (schema/chain.ts), each kept with the row it sums.
  const rollSale = s.query<unknown, [string, string, string, number, number]>(
    `INSERT INTO hq_sales_daily (store_code, business_date, item, lines, quantity, amount) VALUES (?, ?, ?, 1, ?, ?)
     ON CONFLICT DO UPDATE SET lines = lines + 1, quantity = quantity + excluded.quantity,
       amount = amount + excluded.amount`,
  )
  const rollHour = s.query<unknown, [string, string, number, number, number]>(
    `INSERT INTO hq_sales_hourly (store_code, business_date, hour, quantity, amount) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT DO UPDATE SET quantity = quantity + excluded.quantity, amount = amount + excluded.amount`,
  )
  const rollMoney = s.query<unknown, [string, string, string, string, number]>(
    `INSERT INTO hq_payments_daily (store_code, business_date, kind, method, count, amount) VALUES (?, ?, ?, ?, 1, ?)
     ON CONFLICT DO UPDATE SET count = count + 1, amount = amount + excluded.amount`,
  )
  const rollInvoice = s.query<unknown, [string, string, string, number]>(
    `INSERT INTO hq_invoices_daily (store_code, business_date, action, count, amount) VALUES (?, ?, ?, 1, ?)
     ON CONFLICT DO UPDATE SET count = count + 1, amount = amount + excluded.amount`,
  )

  /** Inside a write: true when this delivery applied the event, false for one already applied. */
  function applyOne(eventId: string, fact: Published, receivedAt: number): boolean {
    const h = fact.type === 'store.health' ? fact.health : undefined
    if (h) {
      const alerts = JSON.stringify(h.printerAlerts)
      const row = [h.invoicesWaiting, h.numbersLeft, h.lastBackupAt, h.version] as const
      return keepHealth.run(fact.storeCode, fact.committedAt, receivedAt, alerts, ...row).changes > 0
    }
    const fresh = recordEvent.run(eventId, fact.storeCode, fact.type, fact.committedAt, receivedAt).changes > 0
    if (!fresh) return false
    const { storeCode: code, businessDate: date } = fact
    for (const [i, l] of (fact.lines ?? []).entries()) {
      const day = l.businessDate ?? date
      addLine.run(eventId, i, code, day, fact.hour, l.item, l.quantity, l.amount)
      rollSale.run(code, day, l.item ?? '', l.quantity, l.amount)
      rollHour.run(code, day, fact.hour, l.quantity, l.amount)
    }
    const m = fact.money
    if (m) {
      const amount = m.kind === 'refund' ? -m.amount : m.amount
      addMoney.run(eventId, code, date, fact.hour, m.kind, m.method, amount)
      rollMoney.run(code, date, m.kind, m.method, amount)
    }
    const c = fact.close
    if (c)
      addClose.run(
        fact.storeCode,
        fact.businessDate,
        eventId,
        c.closedAt,
        c.orderCount,
        c.grossSales,
        c.discounts,
        c.netSales,
        c.payments,
        c.refunds,
        c.expectedCash,
        c.countedCash,
      )
    const k = fact.stock
    if (k)
      addStock.run(eventId, fact.storeCode, fact.businessDate, k.item, k.unit, k.reason, k.deltaMilli, k.stockMilli)
    for (const [i, inv] of (fact.invoices ?? []).entries()) {
      addInvoice.run(eventId, i, code, date, inv.action, inv.number, inv.amount)
      rollInvoice.run(code, date, inv.action, inv.amount)
    }
    return true
  }

  return {
    /** True when this delivery applied the event; false for one already applied. */
    one: (eventId: string, fact: Published, receivedAt: number): boolean =>
      db.write(() => applyOne(eventId, fact, receivedAt)),
    /** A batch in one transaction (one disk sync for all): how many were new. */
    many: (events: readonly { eventId: string; fact: Published }[], receivedAt: number): number =>
      db.write(() => events.filter((e) => applyOne(e.eventId, e.fact, receivedAt)).length),
  }
}
