/**
 * 換桌 and 併桌: a seated party moves to a free table, or two tables' parties
 * become one bill. The caller holds the write transaction, so of many moves at once exactly one
 * finds the session still at its table.
 */
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { diningTables, tableSessions } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { MAX_GUESTS, TABLE_STATUS_LABELS } from '../../../shared/domain/table-session'
import { logActivity, type Actor } from '../activity'
import type { SessionFollowers } from './followers'
import { freeTable, openSessionOf, tableOfStore, type TableRow } from './sessions-repo'

function seatedAt(d: Db, table: TableRow) {
  const session = openSessionOf(d, table.id)
  if (!session) throw new AppError('TABLE_NOT_OPEN', { number: table.number })
  return session
}

function twoTables(d: Db, storeId: number, fromId: number, toId: number) {
  if (fromId === toId) throw new AppError('TABLE_MOVE_SAME')
  return { from: tableOfStore(d, storeId, fromId), to: tableOfStore(d, storeId, toId) }
}

/** The session, its orders and the guests go to `toId`, which must be free; `fromId` is freed. */
export function moveSession(
  d: Db,
  followers: SessionFollowers,
  storeId: number,
  fromId: number,
  toId: number,
  actor: Actor,
  now: number,
) {
  const { from, to } = twoTables(d, storeId, fromId, toId)
  const session = seatedAt(d, from)
  if (to.status !== 'available' || openSessionOf(d, to.id)) {
    throw new AppError('TABLE_MOVE_TARGET_TAKEN', { number: to.number, statusLabel: TABLE_STATUS_LABELS[to.status] })
  }
  d.update(tableSessions).set({ tableId: to.id }).where(eq(tableSessions.id, session.id)).run()
  followers.moveTable(d, session.id, to.id, now)
  d.update(diningTables).set({ status: 'occupied', updatedAt: now }).where(eq(diningTables.id, to.id)).run()
  freeTable(d, from.id, now)
  logActivity(
    d,
    actor,
    {
      storeId,
      action: 'move_table',
      entityType: 'table',
      entityId: to.id,
      details: { from: from.number, to: to.number, sessionId: session.id },
    },
    now,
  )
  return { from, to, sessionId: session.id }
}

/**
 * The party at `fromId` joins the one at `intoId`: its orders and payments move to that session,
 * the guests add up, its own session ends and its table is freed. Both bills' splits end; paid
 * parts stay as payments of the merged bill.
 */
export function mergeSessions(
  d: Db,
  followers: SessionFollowers,
  storeId: number,
  intoId: number,
  fromId: number,
  actor: Actor,
  now: number,
) {
  const { from, to: into } = twoTables(d, storeId, fromId, intoId)
  const target = seatedAt(d, into)
  const joining = seatedAt(d, from)
  followers.merge(d, joining.id, { sessionId: target.id, tableId: into.id }, now)
  d.update(tableSessions)
    .set({ guestCount: Math.min(MAX_GUESTS, target.guestCount + joining.guestCount) })
    .where(eq(tableSessions.id, target.id))
    .run()
  d.update(tableSessions)
    .set({ status: 'closed', endedAt: now, closedBy: actor.user?.id ?? null })
    .where(eq(tableSessions.id, joining.id))
    .run()
  freeTable(d, from.id, now)
  logActivity(
    d,
    actor,
    {
      storeId,
      action: 'merge_table',
      entityType: 'table',
      entityId: into.id,
      details: { into: into.number, from: from.number, sessionId: target.id, mergedSessionId: joining.id },
    },
    now,
  )
  return { from, into, sessionId: target.id }
}
