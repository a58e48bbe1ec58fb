import type { Db } from '../../db/client'
import { clearsWhenPaid } from '../../../shared/domain/table-session'
import type { Actor } from '../activity'
import { storeRow } from '../stores'
import { balanceOf, clearSession, tableOfStore, type SessionRow } from '../tables'
import { sessionFollowers } from './session-followers'

/**
 * 結帳後自動清桌, inside the payment's transaction: once nothing is owed on the check, the table
 * clears when the store says so (a whole-bill payment and a split's last part alike). Whether it did.
 */
export function clearIfSettled(d: Db, storeId: number, session: SessionRow, actor: Actor, now: number): boolean {
  if (session.status !== 'open' || balanceOf(d, session.id).outstanding > 0) return false
  if (!clearsWhenPaid(storeRow(d, storeId)?.settings)) return false
  clearSession(d, sessionFollowers, tableOfStore(d, storeId, session.tableId), session, actor, now)
  return true
}
