/**
 * A diner's QR link carries a token bound to (store, table, qrVersion). The version is bumped when
 * the table is cleared, so yesterday's link stops working. Web Crypto only: shared by server and tests.
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

export async function signTableToken(
  secret: string,
  storeId: number,
  tableId: number,
  qrVersion: number,
): Promise<string> {
  // 128 bits of the MAC are plenty against guessing over a rate-limited LAN endpoint.
  return toBase64Url((await hmac(secret, `table:${storeId}:${tableId}:${qrVersion}`)).slice(0, 16))
}

export async function verifyTableToken(
  secret: string,
  storeId: number,
  tableId: number,
  qrVersion: number,
  token: unknown,
): Promise<boolean> {
  if (typeof token !== 'string' || token.length !== 22) return false
  const expected = await signTableToken(secret, storeId, tableId, qrVersion)
  let diff = 0
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ token.charCodeAt(i)
  return diff === 0
}
