/**
 * A diner's QR link carries a token bound to (store, table, qrVersion). The version is bumped when
 * the table is cleared, so yesterday's link stops working. A kiosk's link is the same idea bound to
 * (store, kiosk, tokenVersion). Web Crypto only: shared by server and tests.
 */
const enc = new TextEncoder()

async function hmac(secret: string, message: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', enc.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ])
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, enc.encode(message)))
}

function toBase64Url(bytes: Uint8Array): string {
  let s = ''
  for (const b of bytes) s += String.fromCharCode(b)
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

async function signScoped(secret: string, scope: string): Promise<string> {
  // 128 bits of the MAC are plenty against guessing over a rate-limited LAN endpoint.
  return toBase64Url((await hmac(secret, scope)).slice(0, 16))
}

async function verifyScoped(secret: string, scope: string, token: unknown): Promise<boolean> {
  if (typeof token !== 'string' || token.length !== 22) return false
  const expected = await signScoped(secret, scope)
  let diff = 0
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ token.charCodeAt(i)
  return diff === 0
}

export const signTableToken = (secret: string, storeId: number, tableId: number, qrVersion: number) =>
  signScoped(secret, `table:${storeId}:${tableId}:${qrVersion}`)

export const verifyTableToken = (secret: string, storeId: number, tableId: number, qrVersion: number, token: unknown) =>
  verifyScoped(secret, `table:${storeId}:${tableId}:${qrVersion}`, token)

export const signKioskToken = (secret: string, storeId: number, kioskId: number, version: number) =>
  signScoped(secret, `kiosk:${storeId}:${kioskId}:${version}`)

export const verifyKioskToken = (secret: string, storeId: number, kioskId: number, version: number, token: unknown) =>
  verifyScoped(secret, `kiosk:${storeId}:${kioskId}:${version}`, token)
