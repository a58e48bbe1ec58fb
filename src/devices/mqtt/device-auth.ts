import { timingSafeEqual } from 'node:crypto'

/** Device secrets are 256 random bits, so a plain SHA-256 is enough (no password stretching). */
export function hashDeviceSecret(secret: string): string {
  return new Bun.CryptoHasher('sha256').update(secret).digest('hex')
}

export type DeviceIdentity = { storeId: number; username: string }

/**
 * The broker's port for a CONNECT's credentials: the server answers who the device is, or null.
 * Only active display devices log in (the server itself talks to its embedded broker in-process,
 * see createBrokerPublisher).
 */
export type DeviceAuthenticator = (username: string | undefined, password: string | undefined) => DeviceIdentity | null

/** Whether a presented secret matches a stored hash, in constant time. */
export function deviceSecretMatches(secret: string, secretHash: string): boolean {
  const x = Buffer.from(hashDeviceSecret(secret))
  const y = Buffer.from(secretHash)
  return x.length === y.length && timingSafeEqual(x, y)
}
