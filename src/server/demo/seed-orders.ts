/** Writes the planned week: sessions, orders, lines, payments, stock movements and what they imply. */
import { eq, sql } from 'drizzle-orm'
import {
  diningTables,
  inventoryItems,
  members,
  orderItems,
  orders,
  payments,
  stockMovements,
  tableSessions,
} from '../db/schema'
import type { Actor } from '../modules/activity'
import { pointsFor, stockNeededMilli, storedOptions } from '../../shared/domain/order-totals'
import { formatMoney } from '../../shared/domain/money'
import { TABLE_SIDE_STATES } from './catalog-people'
import type { PlannedOrder, PlannedSession } from './order-plan'
import type { World } from './seed-base'
import { DAY_MS, HOUR_MS, MINUTE_MS, startOfTaipeiDay } from './time'
import { insertMany } from './insert-many'

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert']

export function seedOrders(world: World, planned: PlannedOrder[], liveSessions: Map<number, PlannedSession>) {
  const { handle, storeId } = world
  const actors = new Map<number, Actor>([
    [world.admin.user!.id, world.admin],
    [world.staffActor.user!.id, world.staffActor],
  ])
  const diner: Actor = { user: null, ip: '192.168.1.87' }
  const tableNumbers = new Map(world.tables.map((t) => [t.id, t.number]))

  const sessions = [...new Set(planned.flatMap((o) => (o.session ? [o.session] : [])))]
  const ids = insertMany(handle, tableSessions, sessions.map(sessionRow))
  const sessionIds = new Map(sessions.map((s, i) => [s, ids[i]]))
  const orderIds = insertMany(
    handle,
    orders,
    planned.map((o) => orderRow(o, o.session ? sessionIds.get(o.session)! : null)),
  )

  const lineRows: Row<typeof orderItems>[] = []
  const paymentRows: Row<typeof payments>[] = []
  /** Logged once the payments have ids, in the shape the payments service logs. */
  const paymentLogs: { actor: Actor; orderNumber: string; at: number }[] = []
  const movementRows: Row<typeof stockMovements>[] = []
  const used = new Map<number, number>()
  planned.forEach((o, i) => {
    const orderId = orderIds[i]
    for (const { item, line } of o.lines) {
      lineRows.push({
        orderId,
        menuItemId: item.id,
        name: item.pricing.name,
        categoryId: item.categoryId,
        quantity: line.quantity,
        basePrice: line.basePrice,
        unitPrice: line.unitPrice,
        subtotal: line.subtotal,
        unitCost: item.unitCost,
        options: storedOptions(line.options),
      })
      if (o.status === 'cancelled') continue
      for (const part of item.recipe) {
        const need = stockNeededMilli(part.quantityMilli, line.quantity)
        used.set(part.inventoryId, (used.get(part.inventoryId) ?? 0) + need)
        movementRows.push({
          storeId,
          inventoryItemId: part.inventoryId,
          deltaMilli: -need,
          reason: 'order',
          orderId,
          userId: o.staffId,
          unitCost: part.unitCost,
          note: o.orderNumber,
          createdAt: o.createdAt,
        })
      }
    }
    const actor = o.staffId ? actors.get(o.staffId)! : diner
    const action = o.orderType === 'qr_order' ? 'create_qr_order' : 'create_order'
    world.log(
      actor,
      {
        action,
        entityType: 'order',
        entityId: orderId,
        details: {
          orderNumber: o.orderNumber,
          tableNumber: o.session ? (tableNumbers.get(o.session.tableId) ?? null) : null,
          total: formatMoney(o.totals.total),
          itemCount: o.lines.length,
        },
      },
      o.createdAt,
    )
    if (!o.payment) return
    const p = o.payment
    const sessionId = o.session ? sessionIds.get(o.session)! : null
    paymentRows.push({
      storeId,
      sessionId,
      orderId,
      amount: o.totals.total,
      method: p.method,
      tendered: p.tendered,
      receivedBy: p.receivedBy,
      createdAt: p.at,
    })
    paymentLogs.push({ actor: actors.get(p.receivedBy)!, orderNumber: o.orderNumber, at: p.at })
  })
  insertMany(handle, orderItems, lineRows)
  insertMany(handle, payments, paymentRows).forEach((paymentId, i) => {
    const row = paymentRows[i]
    const { actor, orderNumber, at } = paymentLogs[i]
    world.log(
      actor,
      {
        action: 'create_payment',
        entityType: 'payment',
        entityId: paymentId,
        details: {
          orderNumber,
          amount: formatMoney(row.amount),
          method: row.method,
          sessionId: row.sessionId ?? null,
          orderId: row.orderId ?? null,
        },
      },
      at,
    )
  })
  insertMany(handle, stockMovements, [...movementRows, ...deliveries(world, used)])
  settleStock(world)
  settleMembers(world, planned)
  settleTables(world, liveSessions)

  function sessionRow(s: PlannedSession): Row<typeof tableSessions> {
    return {
      storeId,
      tableId: s.tableId,
      guestCount: s.guests,
      status: s.endedAt ? 'closed' : 'open',
      openedBy: s.staffId,
      closedBy: s.endedAt ? s.staffId : null,
      startedAt: s.startedAt,
      endedAt: s.endedAt,
    }
  }

  function orderRow(o: PlannedOrder, sessionId: number | null): Row<typeof orders> {
    return {
      storeId,
      orderNumber: o.orderNumber,
      businessDate: o.businessDate,
      dailySeq: o.dailySeq,
      tableId: o.session?.tableId ?? null,
      sessionId,
      memberId: o.memberId,
      staffId: o.staffId,
      orderType: o.orderType,
      status: o.status,
      paymentMethod: o.payment?.method ?? null,
      paymentStatus: o.payment ? 'paid' : 'unpaid',
      paidAt: o.payment?.at ?? null,
      ...o.totals,
      totalCost: o.totalCost,
      notes: o.notes,
      cancelReason: o.cancelReason,
      ...o.times,
      createdAt: o.createdAt,
      updatedAt: Math.max(o.createdAt, ...Object.values(o.times), o.payment?.at ?? 0),
    }
  }
}

/**
 * The opening delivery covers the week's sales plus what should be left (a whole number of
 * lots); an ingredient meant to end out of stock has its remainder written off this morning.
 */
function deliveries(world: World, used: Map<number, number>): Row<typeof stockMovements>[] {
  const { storeId, now } = world
  const today = startOfTaipeiDay(now)
  const deliveredAt = today - 6 * DAY_MS + 8 * HOUR_MS
  const writtenOffAt = Math.max(today, Math.min(today + 9 * HOUR_MS, now - MINUTE_MS))
  const rows: Row<typeof stockMovements>[] = []
  for (const { id, unitCost, def } of world.inventory.values()) {
    const consumed = used.get(id) ?? 0
    const lot = Math.round(def.lot * 1000)
    const delivered = Math.ceil((consumed + Math.round(def.end * 1000)) / lot) * lot
    rows.push({
      storeId,
      inventoryItemId: id,
      deltaMilli: delivered,
      reason: 'restock',
      userId: world.admin.user!.id,
      unitCost,
      note: `${def.supplier} 每週進貨`,
      createdAt: deliveredAt,
    })
    const left = delivered - consumed
    if (def.writeOff && left > 0) {
      rows.push({
        storeId,
        inventoryItemId: id,
        deltaMilli: -left,
        reason: 'waste',
        userId: world.admin.user!.id,
        unitCost,
        note: def.writeOff,
        createdAt: writtenOffAt,
      })
    }
  }
  return rows
}

/** Current stock is exactly the sum of the item's movements (it started at zero). */
function settleStock({ d, now, storeId }: World) {
  const moved = sql<number>`(SELECT coalesce(sum(${stockMovements.deltaMilli}), 0) FROM ${stockMovements} WHERE
    ${stockMovements.inventoryItemId} = ${inventoryItems.id})`
  d.update(inventoryItems)
    .set({ currentStockMilli: moved, updatedAt: now })
    .where(eq(inventoryItems.storeId, storeId))
    .run()
}

function settleMembers({ d, members: planMembers }: World, planned: PlannedOrder[]) {
  for (const m of planMembers) {
    const mine = planned.filter((o) => o.memberId === m.id && o.status !== 'cancelled')
    const paid = mine.filter((o) => o.payment)
    const lastVisit = mine.length ? Math.max(...mine.map((o) => o.createdAt)) : null
    d.update(members)
      .set({
        totalSpent: paid.reduce((sum, o) => sum + o.totals.total, 0),
        points: paid.reduce((sum, o) => sum + pointsFor(o.totals.total), 0),
        lastVisit,
        updatedAt: lastVisit ?? m.createdAt,
      })
      .where(eq(members.id, m.id))
      .run()
  }
}

function settleTables({ d, tables, now }: World, live: Map<number, PlannedSession>) {
  for (const t of tables) {
    const status = live.has(t.id) ? 'occupied' : TABLE_SIDE_STATES[t.number]
    if (status) d.update(diningTables).set({ status, updatedAt: now }).where(eq(diningTables.id, t.id)).run()
  }
}
