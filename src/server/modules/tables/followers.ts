import type { Db } from '../../db/client'

/**
 * What follows a table session in other modules' tables: its orders, payments and split bills.
 * Orders and payments build on tables (an order seats a table, a payment reads its bill), so
 * tables cannot import them; the payments module implements this (sessionFollowers) and the
 * composition root hands it in. Each call joins the caller's write.
 */
export type SessionFollowers = {
  /** The session's bill is settled: its unpaid orders read as paid. */
  settle(d: Db, sessionId: number, now: number): void
  /** The session moved to another table: its orders go with it. */
  moveTable(d: Db, sessionId: number, tableId: number, now: number): void
  /** The party of `fromSessionId` joined `into`: its orders and payments go there, both bills' splits end. */
  merge(d: Db, fromSessionId: number, into: { sessionId: number; tableId: number }, now: number): void
}
