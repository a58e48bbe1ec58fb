import { timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../../server/db/client'
import { mqttDevices } from '../../server/db/schema'

/** Device secrets are 256 random bits, so a plain SHA-256 is enough (no password stretching). */
export function hashDeviceSecret(secret: string): string {
  return new Bun.CryptoHasher('sha256').update(secret).digest('hex')
}

export type DeviceIdentity = { storeId: number; username: string }

/**
 * Checks a CONNECT's credentials: only active display devices log in (the server itself talks to
 * its embedded broker in-process, see createBrokerPublisher).
 */
export function createDeviceAuthenticator(db: Db) {
  return (username: string | undefined, password: string | undefined): DeviceIdentity | null => {
    if (!username || !password) return null
    const row = db.select().from(mqttDevices).where(eq(mqttDevices.username, username)).get()
    if (!row?.isActive || !sameText(hashDeviceSecret(password), row.secretHash)) return null
    return { storeId: row.storeId, username: row.username }
  }
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}
