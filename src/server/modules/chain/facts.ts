// What a store tells HQ about a sale: one self-contained fact per ledger event, read in the sale's
// own transaction (so it is exactly what committed) and kept in the chain outbox until the store's
// stream has it. HQ applies facts without ever seeing the store's tables.
import type { Database } from 'bun:sqlite'
import { type DayClosed, dayCutoff, openBusinessDay, taipeiHour } from '../../../shared/domain/business-day'
import type { EventMap } from '../../events'
import type { ZReport } from '../../../shared/api/day-close'
import { parseMoney } from '../../../shared/domain/money'

/**
 * A line sold (or taken back: negative), or with no item a discount's change. `businessDate` only
 * where it is not the fact's: another order of the same check whose discount moved with this one.
 */
export type SaleLine = { item: string | null; quantity: number; amount: number; businessDate?: string }
/**
 * An e-invoice event: issued (with a payment, or reissued by a refund), voided, an allowance (折讓), or
 * an allowance voided later on its own (its number is the allowance's).
 */
export type InvoiceFact = {
  action: 'issued' | 'voided' | 'allowance' | 'allowance_voided'
  number: string
  amount: number
}
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
    | 'order.status_changed'
    | 'payment.recorded'
    | 'refund.recorded'
    | 'day.closed'
    | 'stock.adjusted'
    | 'einvoice.issued_late'
    | 'einvoice.allowance_voided'
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
  'order.status_changed',
  'payment.recorded',
  'refund.recorded',
  'day.closed',
  'stock.adjusted',
  'einvoice.issued_late',
  'einvoice.allowance_voided',
]

type OrderHead = { orderNumber: string; businessDate: string; createdAt: number; sessionId: number | null }
type Line = { name: string; quantity: number; subtotal: number }
type Priced = { id: number; businessDate: string; discount: number; cancelled: number; told: number }

/** The statements, prepared once per database. */
function statements(sqlite: Database) {
  return {
    store: sqlite.query<{ code: string; settings: string }, [number]>('SELECT code, settings FROM stores WHERE id = ?'),
    lastClose: sqlite.query<DayClosed, [number]>(
      `SELECT business_date AS date, created_at AS closedAt FROM day_closes
        WHERE store_id = ? ORDER BY business_date DESC LIMIT 1`,
    ),
    order: sqlite.query<OrderHead, [number, number]>(
      `SELECT order_number AS orderNumber, business_date AS businessDate, created_at AS createdAt,
              session_id AS sessionId
         FROM orders WHERE id = ? AND store_id = ?`,
    ),
    lines: sqlite.query<Line, [number]>('SELECT name, quantity, subtotal FROM order_items WHERE order_id = ?'),
    liveLines: sqlite.query<Line, [number]>(
      `SELECT name, quantity, subtotal FROM order_items
        WHERE order_id = ?1 AND id NOT IN (SELECT order_item_id FROM order_voids WHERE order_id = ?1)`,
    ),
    // An order's discount now and what HQ was told of it; the orders of its check with it.
    priced: sqlite.query<Priced, [number | null, number | null]>(
      `SELECT o.id, o.business_date AS businessDate, o.discount, o.status = 'cancelled' AS cancelled,
              coalesce(t.told, 0) AS told
         FROM orders o LEFT JOIN chain_order_discounts t ON t.order_id = o.id
        WHERE o.id IN (SELECT ?1 UNION SELECT id FROM orders WHERE session_id = ?2)`,
    ),
    tell: sqlite.query<unknown, [number, number]>(
      `INSERT INTO chain_order_discounts (order_id, told) VALUES (?, ?)
       ON CONFLICT (order_id) DO UPDATE SET told = excluded.told`,
    ),
    line: sqlite.query<Line, [number, number]>(
      'SELECT name, quantity, subtotal FROM order_items WHERE id = ? AND order_id = ?',
    ),
    discount: sqlite.query<{ createdAt: number }, [number, number]>(
      'SELECT created_at AS createdAt FROM order_discounts WHERE id = ? AND store_id = ?',
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
    issued: sqlite.query<{ number: string; amount: number }, [number, number]>(
      `SELECT number, total_amount * 100 AS amount FROM einvoices
        WHERE id = ? AND store_id = ? AND status = 'issued' AND number IS NOT NULL`,
    ),
    allowanceVoided: sqlite.query<{ number: string; amount: number; voidedAt: number }, [number, number]>(
      `SELECT number, amount * 100 AS amount, voided_at AS voidedAt FROM einvoice_allowances
        WHERE id = ? AND store_id = ? AND voided_at IS NOT NULL`,
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
  /**
   * The discount lines that bring HQ to the store's figures: for the order and the others of its
   * check (a void, a discount or a member re-settles them), the change since the last fact; a
   * cancelled order's discount goes back to nothing. Recorded as told in the same transaction.
   */
  const discountsMoved = (orderId: number | null, sessionId: number | null, factDate: string): SaleLine[] =>
    q.priced.all(orderId, sessionId).flatMap((p) => {
      const now = p.cancelled ? 0 : p.discount
      if (now === p.told) return []
      q.tell.run(p.id, now)
      const line: SaleLine = { item: null, quantity: 0, amount: p.told - now }
      return [p.businessDate === factDate ? line : { ...line, businessDate: p.businessDate }]
    })
  const orderMoved = (orderId: number, o: OrderHead) => discountsMoved(orderId, o.sessionId, o.businessDate)
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
      return sale(o, o.createdAt ?? now, [...lines, ...orderMoved(e.orderId, o)])
    },
    'order.items_voided'(e: EventMap['order.items_voided'], now: number) {
      const o = ours(e.storeId) ? head(e.storeId, e.orderId) : null
      if (!o) return null
      const voided = e.itemIds.flatMap((id) => q.line.all(id, e.orderId))
      const lines = voided.map((l) => ({ item: l.name, quantity: -l.quantity, amount: -l.subtotal }))
      return sale(o, now, [...lines, ...orderMoved(e.orderId, o)])
    },
    'order.discounted'(e: EventMap['order.discounted'], now: number) {
      const o = ours(e.storeId) ? head(e.storeId, e.orderId) : null
      const d = o && q.discount.get(e.discountId, e.storeId)
      return o && d ? sale(o, d.createdAt ?? now, orderMoved(e.orderId, o)) : null
    },
    /** A cancel (a void of the whole order, or a refund of all of it) takes the order out of the sales. */
    'order.status_changed'(e: EventMap['order.status_changed'], now: number) {
      const o = e.to === 'cancelled' && ours(e.storeId) ? head(e.storeId, e.orderId) : null
      if (!o) return null
      const lines = q.liveLines
        .all(e.orderId)
        .map((l) => ({ item: l.name, quantity: -l.quantity, amount: -l.subtotal }))
      return sale(o, now, [...lines, ...orderMoved(e.orderId, o)])
    },
    'payment.recorded'(e: EventMap['payment.recorded']) {
      const row = ours(e.storeId) ? q.payment.get(e.paymentId, e.storeId) : null
      if (!row) return null
      const issued = q.issuedWith.all(e.paymentId).map((i) => ({ action: 'issued' as const, ...i }))
      const fact = money(e.storeId, 'payment', row, issued)
      // What it pays is final: a member or a rounding the check took on since its last fact is sent now.
      const moved = discountsMoved(e.orderId, e.sessionId, fact.businessDate)
      return moved.length ? { ...fact, lines: moved } : fact
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
    /** Invoices that waited for a number, issued now: on the business day they got it. */
    'einvoice.issued_late'(e: EventMap['einvoice.issued_late'], now: number) {
      if (!ours(e.storeId)) return null
      const invoices = e.invoiceIds.flatMap((id) =>
        q.issued.all(id, e.storeId).map((i) => ({ action: 'issued' as const, ...i })),
      )
      return invoices.length ? { storeCode, orderNumber: null, ...at(e.storeId, now), invoices } : null
    },
    'einvoice.allowance_voided'(e: EventMap['einvoice.allowance_voided']) {
      const row = ours(e.storeId) ? q.allowanceVoided.get(e.allowanceId, e.storeId) : null
      if (!row) return null
      const invoice: InvoiceFact = { action: 'allowance_voided', number: row.number, amount: row.amount }
      return { storeCode, orderNumber: null, ...at(e.storeId, row.voidedAt), invoices: [invoice] }
    },
    'refund.recorded'(e: EventMap['refund.recorded']) {
      const row = ours(e.storeId) ? q.refund.get(e.refundId, e.storeId) : null
      if (!row) return null
      return money(e.storeId, 'refund', row, q.refundInvoices.all(e.storeId, row.createdAt, e.refundId))
    },
  }
}
