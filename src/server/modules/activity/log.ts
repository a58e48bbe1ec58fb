import type { Db } from '../../db/client'
import { placeholders, preparedFor } from '../../db/prepared'
import { activityLogs } from '../../db/schema'
import type { UserRow } from '../auth'

/** Spec part 2 §3 action names, plus the ones our extra features record. */
export type ActivityAction =
  | 'create_store'
  | 'update_store'
  | 'create_menu_item'
  | 'update_menu_item'
  | 'delete_menu_item'
  | 'create_option_group'
  | 'update_option_group'
  | 'delete_option_group'
  | 'split_bill'
  | 'cancel_split'
  | 'move_table'
  | 'merge_table'
  | 'create_inventory_item'
  | 'update_inventory_item'
  | 'delete_inventory_item'
  | 'create_member'
  | 'update_member'
  | 'create_order'
  | 'update_order'
  | 'cancel_order'
  | 'create_payment'
  | 'create_refund'
  | 'void_allowance'
  | 'create_table'
  | 'update_table'
  | 'delete_table'
  | 'create_table_configuration'
  | 'activate_table_configuration'
  | 'delete_table_configuration'
  | 'create_table_combination'
  | 'delete_table_combination'
  | 'open_table'
  | 'clear_table'
  | 'create_announcement'
  | 'update_announcement'
  | 'delete_announcement'
  | 'create_handover_item'
  | 'update_handover_item'
  | 'create_qr_order'
  | 'open_cash_drawer'
  | 'reprint'
  | 'login'
  | 'logout'
  | 'register'
  | 'create_user'
  | 'update_user'
  | 'update_settings'
  | 'close_day'
  | 'create_backup'
  | 'create_discount'
  | 'void_order_item'
  | 'void_order'
  | 'stock_below_zero'
  | 'open_shift'
  | 'cash_movement'
  | 'close_shift'

export type Actor = { user: UserRow | null; ip: string }

export type ActivityEntry = {
  storeId: number | null
  action: ActivityAction
  entityType: string
  entityId?: number | null
  details?: Record<string, unknown>
}

/** Nearly every write logs a row: the INSERT is prepared once. */
const q = preparedFor((d) => ({
  insert: d
    .insert(activityLogs)
    .values(
      placeholders(
        'storeId',
        'userId',
        'userEmail',
        'userFirstName',
        'userLastName',
        'username',
        'action',
        'entityType',
        'entityId',
        'details',
        'ipAddress',
        'createdAt',
      ),
    )
    .prepare(),
}))

/** The row an entry becomes (also what the demo loader writes in bulk). */
export function activityRow(actor: Actor, entry: ActivityEntry, now: number) {
  const u = actor.user
  return {
    storeId: entry.storeId,
    userId: u?.id ?? null,
    userEmail: u?.email ?? null,
    userFirstName: u?.firstName ?? null,
    userLastName: u?.lastName ?? null,
    username: u?.username ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    details: entry.details ?? {},
    ipAddress: actor.ip,
    createdAt: now,
  }
}

/** Appends one row; call it inside the same transaction as the change it describes. */
export function logActivity(db: Db, actor: Actor, entry: ActivityEntry, now = Date.now()): void {
  q(db).insert.run(activityRow(actor, entry, now))
}
