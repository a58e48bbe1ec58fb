import { and, eq, inArray } from 'drizzle-orm'
import { billSplits, payments } from '../../db/schema'
import { markPaid, moveSessionOrders } from '../orders'
import type { SessionFollowers } from '../tables'

/** A table session's orders, payments and split bills, as tables' clear, 換桌 and 併桌 move them. */
export const sessionFollowers: SessionFollowers = {
  settle: (d, sessionId, now) => markPaid(d, { sessionId }, null, now),
  moveTable: (d, sessionId, tableId, now) => moveSessionOrders(d, sessionId, { sessionId, tableId }, now),
  merge(d, fromSessionId, into, now) {
    moveSessionOrders(d, fromSessionId, into, now)
    d.update(payments).set({ sessionId: into.sessionId }).where(eq(payments.sessionId, fromSessionId)).run()
    d.update(billSplits)
      .set({ status: 'cancelled' })
      .where(and(inArray(billSplits.sessionId, [into.sessionId, fromSessionId]), eq(billSplits.status, 'active')))
      .run()
  },
}
