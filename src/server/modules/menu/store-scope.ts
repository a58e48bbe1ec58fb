import type { DbHandle } from '../../db/client'
import { AppError } from '../../http/app-error'

/**
 * The auth macro lets a manager into any store id; this makes an unknown store a 404
 * instead of an empty list or a foreign-key failure.
 */
export function requireStore(db: DbHandle, storeId: number): void {
  if (!db.sqlite.query('SELECT 1 FROM stores WHERE id = ?').get(storeId)) throw new AppError('STORE_NOT_FOUND')
}
