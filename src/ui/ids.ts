/**
 * The one generator of request keys (clientOrderId, clientPaymentId, clientVoidId, clientRefundId)
 * that make a retried request count once. crypto.randomUUID exists only in secure
 * contexts (https or localhost); a counter reaching the server over plain http on the shop's LAN
 * still has crypto.getRandomValues, so a v4 UUID is built from that.
 */
export function uuidFromBytes(bytes: Uint8Array): string {
  const b = Uint8Array.from(bytes)
  b[6] = (b[6]! & 0x0f) | 0x40
  b[8] = (b[8]! & 0x3f) | 0x80
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`
}

export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function' && globalThis.isSecureContext !== false) return crypto.randomUUID()
  return uuidFromBytes(crypto.getRandomValues(new Uint8Array(16)))
}
