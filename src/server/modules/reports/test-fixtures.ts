// Test-only: writes orders the way the order module does (shared money rules), straight into the DB.
import { and, count, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { orderItems, orders, payments, type PAYMENT_METHODS, type ORDER_STATUSES } from '../../db/schema'
import { orderTotals, type MemberTier } from '../../../shared/domain/order-totals'
import { businessDate } from '../../../shared/domain/business-day'

export type FixtureLine = { name: string; price: number; qty: number; unitCost?: number; menuItemId?: number | null }
export type FixtureOrder = {
  storeId: number
  at: number
  lines: FixtureLine[]
  status?: (typeof ORDER_STATUSES)[number]
  memberId?: number | null
  tier?: MemberTier
  serviceFeeRate?: number
  readyAt?: number | null
  /** Payments recorded for the order; amount defaults to the order total. */
  pay?: { method: (typeof PAYMENT_METHODS)[number]; amount?: number; at?: number }[]
}

/** Subtotal, fee, discount and total by the shared money rules. */
export function orderMoney(lines: FixtureLine[], tier: MemberTier = 'regular', serviceFeeRate = 0.1) {
  const totals = orderTotals(
    lines.map((l) => ({ subtotal: l.price * l.qty })),
    { serviceFeeRate, tier },
  )
  return { ...totals, totalCost: lines.reduce((s, l) => s + (l.unitCost ?? 0) * l.qty, 0) }
}

export function insertOrder(db: Db, o: FixtureOrder) {
  const date = businessDate(o.at)
  const seq =
    db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.storeId, o.storeId), eq(orders.businessDate, date)))
      .get()!.n + 1
  const money = orderMoney(o.lines, o.tier, o.serviceFeeRate)
  const row = db
    .insert(orders)
    .values({
      storeId: o.storeId,
      orderNumber: `${date.replace(/-/g, '')}-${String(seq).padStart(3, '0')}`,
      businessDate: date,
      dailySeq: seq,
      orderType: 'takeout',
      status: o.status ?? 'completed',
      memberId: o.memberId ?? null,
      paymentMethod: o.pay?.[0]?.method ?? null,
      paymentStatus: o.pay?.length ? 'paid' : 'unpaid',
      paidAt: o.pay?.length ? Math.max(...o.pay.map((p) => p.at ?? o.at)) : null,
      ...money,
      readyAt: o.readyAt ?? null,
      createdAt: o.at,
      updatedAt: o.at,
    })
    .returning()
    .get()
  for (const l of o.lines) {
    db.insert(orderItems)
      .values({
        orderId: row.id,
        menuItemId: l.menuItemId ?? null,
        name: l.name,
        quantity: l.qty,
        basePrice: l.price,
        unitPrice: l.price,
        subtotal: l.price * l.qty,
        unitCost: l.unitCost ?? 0,
      })
      .run()
  }
  for (const p of o.pay ?? []) {
    db.insert(payments)
      .values({
        storeId: o.storeId,
        orderId: row.id,
        amount: p.amount ?? money.total,
        method: p.method,
        createdAt: p.at ?? o.at,
      })
      .run()
  }
  return row
}

/** An instant given on Taipei's clock. */
export const taipei = (y: number, m: number, d: number, h = 0, min = 0) => Date.UTC(y, m - 1, d, h, min) - 8 * 3_600_000
