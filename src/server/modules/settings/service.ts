import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { systemSettings } from '../../db/schema'

/** Installation-wide key/value settings. */
export function createSystemSettings(db: Db) {
  const get = (key: string): string | null =>
    db.select().from(systemSettings).where(eq(systemSettings.key, key)).get()?.value ?? null
  const set = (key: string, value: string, now = Date.now()) =>
    db
      .insert(systemSettings)
      .values({ key, value, updatedAt: now })
      .onConflictDoUpdate({ target: systemSettings.key, set: { value, updatedAt: now } })
      .run()
  return {
    get,
    set,
    registrationOpen: () => get('registration_open') === 'true',
    setRegistrationOpen: (open: boolean) => set('registration_open', String(open)),
    /** A random secret created on first use and kept (e.g. for signing table QR tokens). */
    secret(name: string): string {
      const key = `secret:${name}`
      const existing = get(key)
      if (existing) return existing
      const fresh = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url')
      db.insert(systemSettings).values({ key, value: fresh, updatedAt: Date.now() }).onConflictDoNothing().run()
      return get(key)!
    },
  }
}
export type SystemSettings = ReturnType<typeof createSystemSettings>
