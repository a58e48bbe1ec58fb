import type { DbHandle } from '../../db/client'
import { AppError } from '../../http/app-error'
import { storeRow } from '../stores'

/**
 * The auth macro lets a manager into any store id; this makes an unknown store a 404
 * instead of an empty list or a foreign-key failure.
 */
export function requireStore(db: DbHandle, storeId: number): void {
  if (!storeRow(db.db, storeId)) throw new AppError('STORE_NOT_FOUND')
}
