import type { DbHandle } from '../../db/client'
import { diningTables, menuCategories, orderItems, orders, payments, tableSessions } from '../../db/schema'
import type { OrderLineOptions } from '../../db/schema'

type Line = {
  name: string
  quantity: number
  unitPrice: number
  categoryId?: number | null
  options?: OrderLineOptions
  notes?: string | null
}

/** Rows as the orders and payments modules would leave them, for driving the device events. */
export function deviceFixtures(db: DbHandle, storeId: number) {
  const d = db.db
  const now = Date.now()
  let seq = 0
  return {
    category: (name: string) =>
      d.insert(menuCategories).values({ storeId, name, createdAt: now, updatedAt: now }).returning().get().id,
    table(number: string) {
      const table = d.insert(diningTables).values({ storeId, number, createdAt: now, updatedAt: now }).returning().get()
      const session = d
        .insert(tableSessions)
        .values({ storeId, tableId: table.id, guestCount: 2, startedAt: now })
        .returning()
        .get()
      return { tableId: table.id, sessionId: session.id }
    },
    order(
      at: { tableId: number | null; sessionId: number | null },
      lines: Line[],
      extra: { status?: (typeof orders.$inferInsert)['status']; notes?: string } = {},
    ) {
      seq++
      const subtotal = lines.reduce((n, l) => n + l.unitPrice * l.quantity, 0)
      const serviceFee = Math.round(subtotal * 0.1)
      const order = d
        .insert(orders)
        .values({
          storeId,
          orderNumber: `20261122-${String(seq).padStart(3, '0')}`,
          businessDate: '2026-11-22',
          dailySeq: seq,
          tableId: at.tableId,
          sessionId: at.sessionId,
          orderType: at.tableId ? 'dine_in' : 'takeout',
          status: extra.status ?? 'pending',
          subtotal,
          serviceFee,
          total: subtotal + serviceFee,
          notes: extra.notes ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning()
        .get()
      for (const l of lines) {
        d.insert(orderItems)
          .values({
            orderId: order.id,
            name: l.name,
            categoryId: l.categoryId ?? null,
            quantity: l.quantity,
            basePrice: l.unitPrice,
            unitPrice: l.unitPrice,
            subtotal: l.unitPrice * l.quantity,
            options: l.options ?? {},
            notes: l.notes ?? null,
          })
          .run()
      }
      return order
    },
    payment(p: {
      orderId?: number | null
      sessionId?: number | null
      amount: number
      method: (typeof payments.$inferInsert)['method']
      tendered?: number | null
      receivedBy?: number | null
    }) {
      return d
        .insert(payments)
        .values({
          storeId,
          orderId: p.orderId ?? null,
          sessionId: p.sessionId ?? null,
          amount: p.amount,
          method: p.method,
          tendered: p.tendered ?? null,
          receivedBy: p.receivedBy ?? null,
          createdAt: now,
        })
        .returning()
        .get()
    },
  }
}
