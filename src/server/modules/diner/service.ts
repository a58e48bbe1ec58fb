import { and, eq, ne } from 'drizzle-orm'
import type { QrLink } from '../../../shared/api/front-of-house'
import type { DinerSession, DinerTable } from '../../../shared/api/diner'
import type { DbHandle } from '../../db/client'
import { diningTables, orders, tableSessions } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { signTableToken, verifyTableToken } from '../../../shared/domain/table-token'
import { pricingRules } from '../../../shared/domain/order-totals'
import type { SystemSettings } from '../settings'
import { loadOrders } from '../orders'
import { storeRow } from '../stores'
import { dinerOrder } from './present'
import { $, preparedFor } from '../../db/prepared'

/** Read for every event of the store by every open diner stream. */
const q = preparedFor((d) => ({
  qrVersion: d
    .select({ v: diningTables.qrVersion })
    .from(diningTables)
    .where(eq(diningTables.id, $('id')))
    .prepare(),
}))

/**
 * What a diner holding a table's QR token may see: that table, its open session and that
 * session's orders — nothing of other tables, no staff or cost data.
 */
export function createDinerService({ db, settings }: { db: DbHandle; settings: SystemSettings }) {
  const d = db.db
  const secret = () => settings.secret('table-qr')

  function tableRow(storeId: number, tableId: number) {
    return (
      d
        .select()
        .from(diningTables)
        .where(and(eq(diningTables.id, tableId), eq(diningTables.storeId, storeId)))
        .get() ?? null
    )
  }

  function openSession(tableId: number) {
    return (
      d
        .select()
        .from(tableSessions)
        .where(and(eq(tableSessions.tableId, tableId), eq(tableSessions.status, 'open')))
        .get() ?? null
    )
  }

  const service = {
    /** The link staff show or print for a table; it dies when the table is cleared. */
    async qrLink(storeId: number, tableId: number, origin: string): Promise<QrLink> {
      const table = tableRow(storeId, tableId)
      if (!table) throw new AppError('NOT_FOUND')
      const token = await signTableToken(secret(), storeId, tableId, table.qrVersion)
      const q = `store=${storeId}&table=${tableId}&t=${token}`
      return {
        tableId,
        tableNumber: table.number,
        token,
        url: `${origin}/qr-order?${q}`,
        customerUrl: `${origin}/mobile/customer?${q}`,
      }
    },

    /** Throws 404/403 unless the token is valid for the table's current QR version. */
    async authorize(storeId: number, tableId: number, token: unknown) {
      const table = tableRow(storeId, tableId)
      if (!table) throw new AppError('TABLE_NOT_FOUND_PUBLIC')
      if (!(await verifyTableToken(secret(), storeId, tableId, table.qrVersion, token)))
        throw new AppError('QR_TOKEN_INVALID')
      return table
    },

    async table(storeId: number, tableId: number, token: unknown): Promise<DinerTable> {
      const table = await service.authorize(storeId, tableId, token)
      const store = storeRow(d, storeId)
      const session = openSession(table.id)
      // the cart's estimate rounds the fee to whole dollars as the order will
      const { serviceFeeRate, rounding } = pricingRules(store?.settings)
      return {
        id: table.id,
        number: table.number,
        seats: table.seats,
        storeId,
        storeName: store?.name ?? '',
        serviceFeeRate,
        rounding,
        hasActiveSession: session !== null,
      }
    },

    /** The table's open session for a valid token, or null when staff have not opened the table. */
    async openSessionFor(storeId: number, tableId: number, token: unknown) {
      const table = await service.authorize(storeId, tableId, token)
      return openSession(table.id)
    },

    async session(storeId: number, tableId: number, token: unknown): Promise<DinerSession> {
      const table = await service.authorize(storeId, tableId, token)
      const session = openSession(table.id)
      if (!session) throw new AppError('SESSION_NOT_OPEN')
      return {
        id: session.id,
        tableId: table.id,
        guestCount: session.guestCount,
        startedAt: new Date(session.startedAt).toISOString(),
      }
    },

    /** The open session's orders as the diner sees them. */
    async orders(storeId: number, tableId: number, token: unknown) {
      const table = await service.authorize(storeId, tableId, token)
      const session = openSession(table.id)
      if (!session) return []
      const where = and(eq(orders.sessionId, session.id), ne(orders.status, 'cancelled'))
      return loadOrders(d, where, { newestFirst: false }).map(dinerOrder)
    },

    /**
     * Whether the QR version a token was checked against is still the table's (clearing, moving or merging the party
     * away bumps it).
     */
    stillCurrent(table: { id: number; qrVersion: number }): boolean {
      return q(d).qrVersion.get({ id: table.id })?.v === table.qrVersion
    },

    /** Whether a bus event concerns this table (its orders, its opening or clearing). */
    concernsTable(tableId: number, e: Record<string, unknown>): boolean {
      // A dish going 售完 (or a portion taken) concerns every table's menu.
      if (e.type === 'menu.portions_changed' || e.type === 'menu.changed' || e.tableId === tableId) return true
      if (typeof e.orderId !== 'number') return false
      return d.select({ t: orders.tableId }).from(orders).where(eq(orders.id, e.orderId)).get()?.t === tableId
    },
  }
  return service
}
export type DinerService = ReturnType<typeof createDinerService>
