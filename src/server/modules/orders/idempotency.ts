import { createHash } from 'node:crypto'
import type { Db } from '../../db/client'
import { AppError } from '../../http/app-error'
import { orderQueries } from './queries'

export const MAX_KEY_LENGTH = 100

/** The header wins over the body's clientOrderId; blank means no key. */
export function resolveKey(header: string | null | undefined, clientOrderId: string | null | undefined): string | null {
  const key = (header ?? clientOrderId ?? '').trim()
  if (key === '') return null
  if (key.length > MAX_KEY_LENGTH) throw new AppError('IDEMPOTENCY_KEY_INVALID')
  return key
}

/** `normalised` is canonical as built (create.ts `normalise`): the same request always hashes the same. */
export function requestHash(normalised: unknown): string {
  return createHash('sha256').update(JSON.stringify(normalised)).digest('hex')
}

/** The order a key already made; 409 when the key was used for a different request. */
export function replayedOrderId(d: Db, storeId: number, key: string, hash: string): number | null {
  const row = orderQueries(d).key.get({ storeId, key })
  if (!row) return null
  if (row.requestHash !== hash) throw new AppError('IDEMPOTENCY_CONFLICT', { kind: '訂單' })
  return row.orderId
}

export function rememberKey(d: Db, storeId: number, key: string, hash: string, orderId: number, now: number) {
  orderQueries(d).insertKey.run({ storeId, key, requestHash: hash, orderId, createdAt: now })
}
