import { timingSafeEqual } from 'node:crypto'

/** Device secrets are 256 random bits, so a plain SHA-256 is enough (no password stretching). */
export function hashDeviceSecret(secret: string): string {
  return new Bun.CryptoHasher('sha256').update(secret).digest('hex')
}

/** `name` is what the store calls the device (熱炒區螢幕), for the log. */
export type DeviceIdentity = { storeId: number; username: string; name?: string }

/**
 * The broker's port for a CONNECT's credentials: the server answers who the device is, or null.
 * Only active display devices log in (the server itself talks to its embedded broker in-process,
 * see createBrokerPublisher).
 */
export type DeviceAuthenticator = (username: string | undefined, password: string | undefined) => DeviceIdentity | null

/**
 * A device's client id is its username or starts with `<username>-`. The broker keeps a persistent
 * session (subscriptions, queued tickets) under its client id and hands it to the next login with
 * that id, pushing the holder off, so another account's display must not be able to name it.
 * Usernames are `kds-<storeId>-<8 hex>`: no username starts with another's `<username>-`.
 */
export function clientIdBelongsTo(username: string, clientId: string): boolean {
  return clientId === username || clientId.startsWith(`${username}-`)
}

/** Whether a presented secret matches a stored hash, in constant time. */
export function deviceSecretMatches(secret: string, secretHash: string): boolean {
  const x = Buffer.from(hashDeviceSecret(secret))
  const y = Buffer.from(secretHash)
  return x.length === y.length && timingSafeEqual(x, y)
}
