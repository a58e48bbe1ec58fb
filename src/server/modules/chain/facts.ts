// What a store tells HQ about a sale: one self-contained fact per ledger event, read in the sale's
// own transaction (so it is exactly what committed) and kept in the chain outbox until the store's
// stream has it. HQ applies facts without ever seeing the store's tables.
import type { Database } from 'bun:sqlite'
import { type DayClosed, dayCutoff, openBusinessDay, taipeiHour } from '../../../shared/domain/business-day'
import type { EventMap } from '../../events'
import type { ZReport } from '../../../shared/api/day-close'
import { parseMoney } from '../../../shared/domain/money'

export type SaleLine = { item: string | null; quantity: number; amount: number }
/** An e-invoice event: issued (with a payment, or reissued by a refund), voided, or an allowance (折讓). */
export type InvoiceFact = { action: 'issued' | 'voided' | 'allowance'; number: string; amount: number }
/** A day's close (日結) as its Z report stood, amounts in cents. */
export type DayCloseFact = {
  closedAt: number
  orderCount: number
  grossSales: number
  discounts: number
  netSales: number
  payments: number
  refunds: number
  expectedCash: number
  countedCash: number
}
/** Stock taken by hand (restock, waste, a count's adjustment): quantities in thousandths of the unit. */
export type StockFact = { item: string; unit: string; reason: string; deltaMilli: number; stockMilli: number }
/** A store's state as its own screens show it, reported every minute (chain/health.ts). */
export type StoreHealth = {
  printerAlerts: string[]
  /** E-invoice messages not yet uploaded (waiting or failed). */
  invoicesWaiting: number
  /** E-invoice numbers left in the current period. */
  numbersLeft: number
  lastBackupAt: number | null
  version: string
}
export type Fact = {
  /** The bus event it describes (or the store's health report); also the last tokens of its subject. */
  type:
    | 'order.created'
    | 'order.items_voided'
    | 'order.discounted'
    | 'payment.recorded'
    | 'refund.recorded'
    | 'day.closed'
    | 'stock.adjusted'
    | 'store.health'
  storeCode: string
  orderNumber: string | null
  businessDate: string
  hour: number
  lines?: SaleLine[]
  money?: { kind: 'payment' | 'refund'; method: string; amount: number }
  invoices?: InvoiceFact[]
  close?: DayCloseFact
  stock?: StockFact
  health?: StoreHealth
}
export const FACT_TYPES: readonly Exclude<Fact['type'], 'store.health'>[] = [
  'order.created',
  'order.items_voided',
  'order.discounted',
  'payment.recorded',
  'refund.recorded',
  'day.closed',
  'stock.adjusted',
]

type OrderHead = { orderNumber: string; businessDate: string; createdAt: number; discount: number }
type Line = { name: string; quantity: number; subtotal: number }

/** The statements, prepared once per database. */
function statements(sqlite: Database) {
  return {
    store: sqlite.query<{ code: string; settings: string }, [number]>('SELECT code, settings FROM stores WHERE id = ?'),
    lastClose: sqlite.query<DayClosed, [number]>(
      `SELECT business_date AS date, created_at AS closedAt FROM day_closes
        WHERE store_id = ? ORDER BY business_date DESC LIMIT 1`,
    ),
    order: sqlite.query<OrderHead, [number, number]>(
      `SELECT order_number AS orderNumber, business_date AS businessDate, created_at AS createdAt, discount
         FROM orders WHERE id = ? AND store_id = ?`,
    ),
    lines: sqlite.query<Line, [number]>('SELECT name, quantity, subtotal FROM order_items WHERE order_id = ?'),
    line: sqlite.query<Line, [number, number]>(
      'SELECT name, quantity, subtotal FROM order_items WHERE id = ? AND order_id = ?',
    ),
    discount: sqlite.query<{ amount: number; createdAt: number }, [number, number]>(
      'SELECT amount, created_at AS createdAt FROM order_discounts WHERE id = ? AND store_id = ?',
    ),
    payment: sqlite.query<{ method: string; amount: number; createdAt: number }, [number, number]>(
      'SELECT method, amount, created_at AS createdAt FROM payments WHERE id = ? AND store_id = ?',
    ),
    // Invoices count whole NT$; facts carry cents like every other amount.
    // The invoice a payment took its number for, in the payment's own transaction.
    issuedWith: sqlite.query<{ number: string; amount: number }, [number]>(
      `SELECT number, total_amount * 100 AS amount FROM einvoices
        WHERE payment_id = ? AND status = 'issued' AND replaces_id IS NULL AND number IS NOT NULL`,
    ),
    // What a refund did to invoices (einvoice returns.ts): voids stamped with the refund's instant,
    // the replacement issued for what was kept, and allowances (折讓), both linked to the refund.
    refundInvoices: sqlite.query<InvoiceFact, [number, number, number]>(
      `SELECT 'voided' AS action, number, total_amount * 100 AS amount FROM einvoices
        WHERE store_id = ?1 AND status = 'voided' AND voided_at = ?2 AND number IS NOT NULL
       UNION ALL
       SELECT 'issued', number, total_amount * 100 FROM einvoices WHERE refund_id = ?3 AND number IS NOT NULL
       UNION ALL
       SELECT 'allowance', number, amount * 100 FROM einvoice_allowances WHERE refund_id = ?3`,
    ),
    dayClose: sqlite.query<{ date: string; closedAt: number; snapshot: string }, [number, number]>(
      `SELECT business_date AS date, created_at AS closedAt, snapshot FROM day_closes WHERE id = ? AND store_id = ?`,
    ),
    stock: sqlite.query<StockFact & { at: number }, [number, number]>(
      `SELECT i.name AS item, i.unit, m.reason, m.delta_milli AS deltaMilli, i.current_stock_milli AS stockMilli,
              m.created_at AS at
         FROM stock_movements m JOIN inventory_items i ON i.id = m.inventory_item_id
        WHERE m.id = ? AND m.store_id = ?`,
    ),
    refund: sqlite.query<{ method: string; amount: number; createdAt: number }, [number, number]>(
      'SELECT method, amount, created_at AS createdAt FROM refunds WHERE id = ? AND store_id = ?',
    ),
  }
}

/** Reads each ledger event's fact for one store code; null for another store's event on the same box. */
export function createFactReader(sqlite: Database, storeCode: string) {
  const q = statements(sqlite)
  const ours = (storeId: number) => q.store.get(storeId)?.code === storeCode
  /**
   * The store's business day at `ms` as its orders get theirs: from its 換日時間, and past a day's
   * close the next day (a night shop's 01:00 payment belongs to the evening before).
   */
  const at = (storeId: number, ms: number) => {
    const settings = JSON.parse(q.store.get(storeId)?.settings ?? 'null') as object | null
    const day = openBusinessDay(ms, dayCutoff(settings), q.lastClose.get(storeId) ?? null)
    return { businessDate: day.date, hour: taipeiHour(ms) }
  }
  const head = (storeId: number, orderId: number) => q.order.get(orderId, storeId)
  const sale = (o: OrderHead, ms: number, lines: SaleLine[]) => ({
    storeCode,
    orderNumber: o.orderNumber,
    businessDate: o.businessDate,
    hour: taipeiHour(ms),
    lines,
  })
  type MoneyRow = { method: string; amount: number; createdAt: number }
  const money = (storeId: number, kind: 'payment' | 'refund', row: MoneyRow, invoices: InvoiceFact[]) => ({
    storeCode,
    orderNumber: null,
    ...at(storeId, row.createdAt),
    money: { kind, method: row.method, amount: row.amount },
    ...(invoices.length ? { invoices } : {}),
  })
  return {
    'order.created'(e: EventMap['order.created'], now: number): Omit<Fact, 'type'> | null {
      const o = ours(e.storeId) ? head(e.storeId, e.orderId) : null
      if (!o) return null
      const lines: SaleLine[] = q.lines
        .all(e.orderId)
        .map((l) => ({ item: l.name, quantity: l.quantity, amount: l.subtotal }))
      if (o.discount) lines.push({ item: null, quantity: 0, amount: -o.discount })
      return sale(o, o.createdAt ?? now, lines)
    },
    'order.items_voided'(e: EventMap['order.items_voided'], now: number) {
      const o = ours(e.storeId) ? head(e.storeId, e.orderId) : null
      if (!o) return null
      const voided = e.itemIds.flatMap((id) => q.line.all(id, e.orderId))
      return sale(
        o,
        now,
        voided.map((l) => ({ item: l.name, quantity: -l.quantity, amount: -l.subtotal })),
      )
    },
    'order.discounted'(e: EventMap['order.discounted'], now: number) {
      const o = ours(e.storeId) ? head(e.storeId, e.orderId) : null
      const d = o && q.discount.get(e.discountId, e.storeId)
      return o && d ? sale(o, d.createdAt ?? now, [{ item: null, quantity: 0, amount: -d.amount }]) : null
    },
    'payment.recorded'(e: EventMap['payment.recorded']) {
      const row = ours(e.storeId) ? q.payment.get(e.paymentId, e.storeId) : null
      if (!row) return null
      const issued = q.issuedWith.all(e.paymentId).map((i) => ({ action: 'issued' as const, ...i }))
      return money(e.storeId, 'payment', row, issued)
    },
    'day.closed'(e: EventMap['day.closed']) {
      const row = ours(e.storeId) ? q.dayClose.get(e.closeId, e.storeId) : null
      if (!row) return null
      const z = JSON.parse(row.snapshot) as ZReport
      const cents = (text: string | null) => parseMoney(text ?? '0') ?? 0
      const close: DayCloseFact = {
        closedAt: row.closedAt,
        orderCount: z.orderCount,
        grossSales: cents(z.grossSales),
        discounts: cents(z.discountTotal),
        netSales: cents(z.netSales),
        payments: cents(z.paymentTotal),
        refunds: cents(z.refundTotal),
        expectedCash: cents(z.expectedCash),
        countedCash: cents(z.countedCash),
      }
      return { storeCode, orderNumber: null, businessDate: row.date, hour: taipeiHour(row.closedAt), close }
    },
    'stock.adjusted'(e: EventMap['stock.adjusted']) {
      const row = ours(e.storeId) ? q.stock.get(e.movementId, e.storeId) : null
      if (!row) return null
      const { at: ms, ...stock } = row
      return { storeCode, orderNumber: null, ...at(e.storeId, ms), stock }
    },
    'refund.recorded'(e: EventMap['refund.recorded']) {
      const row = ours(e.storeId) ? q.refund.get(e.refundId, e.storeId) : null
      if (!row) return null
      return money(e.storeId, 'refund', row, q.refundInvoices.all(e.storeId, row.createdAt, e.refundId))
    },
  }
}
