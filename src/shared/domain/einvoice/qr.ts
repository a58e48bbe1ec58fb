import { untaxedAmount } from './allocation-rules'
import { rocYearOf, zonedParts } from './period'
import type { InvoiceProof } from './proof'
import { verificationField } from './verification'

/**
 * The two QR codes of the 電子發票證明聯 (電子發票證明聯一維及二維條碼規格說明 v1.9):
 *
 * left  = number (10) + ROC date yyyMMdd (7) + random code (4) + sales amount before tax (8 hex)
 *         + total (8 hex) + buyer 統編 (8, 00000000 for a consumer) + seller 統編 (8)
 *         + verification field (24)                                  — the 77-character head
 *         + ':**********'          seller's own area, unused
 *         + ':' items recorded in both codes + ':' items on the invoice
 *         + ':1'                   encoding of what follows: 0 Big5, 1 UTF-8, 2 Base64
 *         + ':' then 'name:quantity:unit price:' for the items placed on the left
 * right = '**' + 'name:quantity:unit price' of the following items, joined by ':'
 *
 * Spec example: left …:**********:3:3:1:乾電池:1:105: and right **口罩:1:210:牛奶:1:25 — the first
 * item on the left, the rest on the right, as here. Both codes are printed side by side at the same
 * size, error correction L, version 6 (41×41) at least; items that would need more than
 * QR_MAX_VERSION are left out (the spec allows recording fewer items than the invoice has, the count
 * fields say so; the full list is on the platform).
 */

export const QR_MIN_VERSION = 6
/** The largest version two codes side by side still print with 3-dot modules on 58 mm paper. */
export const QR_MAX_VERSION = 10
/** Byte-mode capacity at error correction L for versions 0..10 (ISO/IEC 18004, table 7). */
export const QR_BYTE_CAPACITY_L = [0, 17, 32, 53, 78, 106, 134, 154, 192, 230, 271] as const

export const QR_SELLER_AREA = '**********'
export const QR_ENCODING_UTF8 = '1'
const CONSUMER_ID = '00000000'

export type ProofQr = {
  left: string
  right: string
  /** Version both codes are printed at (same size side by side). */
  version: number
  itemsRecorded: number
}

const utf8Length = (s: string) => Buffer.byteLength(s, 'utf8')
const two = (n: number) => String(n).padStart(2, '0')

/** 1020523: ROC year, month, day of the issue instant in the store's time zone. */
export function rocDate(at: Date, timeZone: string): string {
  const p = zonedParts(at, timeZone)
  return `${String(rocYearOf(p.year)).padStart(3, '0')}${two(p.month)}${two(p.day)}`
}

/** Whole NT$ as 8 lowercase hex digits (the spec's reference code formats with "x8"). */
export function hex8(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount < 0 || amount > 0xffffffff)
    throw new RangeError(`amount ${amount} is not a whole NT$ amount for the QR code`)
  return amount.toString(16).padStart(8, '0')
}

/** A number as the item fields write it: 2, 1.5 — never an exponent. */
function qrNumber(n: number): string {
  if (!Number.isFinite(n) || Math.abs(n) >= 1e15)
    throw new RangeError(`item number ${n} cannot be written in the QR code`)
  return Number.isInteger(n) ? String(n) : String(Math.round(n * 10000) / 10000)
}

/** ':' separates fields, so a name keeps a full-width colon instead; control characters go. */
const qrItemName = (name: string) =>
  name
    .replace(/:/g, '：')
    .replace(/\p{Cc}/gu, ' ')
    .trim()

export const qrItem = (item: InvoiceProof['items'][number]) =>
  `${qrItemName(item.name)}:${qrNumber(item.quantity)}:${qrNumber(item.unitPrice)}`

export function checkProofIds(proof: InvoiceProof): void {
  if (!/^[A-Z]{2}\d{8}$/.test(proof.number))
    throw new RangeError(`invoice number ${proof.number} is not 2 letters + 8 digits`)
  if (!/^\d{4}$/.test(proof.randomCode)) throw new RangeError('random code must be 4 digits')
  if (!/^\d{8}$/.test(proof.sellerId)) throw new RangeError('seller id must be 8 digits')
  if (proof.buyerId != null && !/^\d{8}$/.test(proof.buyerId)) throw new RangeError('buyer id must be 8 digits')
}

/**
 * The 77-character head of the left code. Its sales field is the amount before tax on every invoice,
 * round(total / 1.05) — also on a consumer's, whose MIG message carries the tax-inclusive total as
 * its sales amount (the spec's consumer example: 324 of 340).
 */
export function qrHead(proof: InvoiceProof): string {
  checkProofIds(proof)
  return (
    proof.number +
    rocDate(proof.issuedAt, proof.timeZone) +
    proof.randomCode +
    hex8(untaxedAmount(proof.totalAmount)) +
    hex8(proof.totalAmount) +
    (proof.buyerId ?? CONSUMER_ID) +
    proof.sellerId +
    verificationField(proof.number, proof.randomCode, proof.aesKeyHex)
  )
}

/** How many items go left and right within `capacity` bytes each: the first on the left, then right. */
function place(head: string, items: string[], capacity: number) {
  // The count field is written with the invoice's item count, so its width is the largest it can be.
  let left = utf8Length(head) + `:${QR_SELLER_AREA}:${items.length}:${items.length}:${QR_ENCODING_UTF8}:`.length
  let onLeft = 0
  if (items.length > 0 && left + utf8Length(items[0]) + 1 <= capacity) {
    left += utf8Length(items[0]) + 1
    onLeft = 1
  }
  let right = 2
  let onRight = 0
  for (const item of items.slice(onLeft)) {
    const more = utf8Length(item) + (onRight > 0 ? 1 : 0)
    if (right + more > capacity) break
    right += more
    onRight++
  }
  return { onLeft, onRight }
}

export function proofQr(proof: InvoiceProof): ProofQr {
  const head = qrHead(proof)
  const items = proof.items.map(qrItem)
  let version = QR_MIN_VERSION
  let placed = place(head, items, QR_BYTE_CAPACITY_L[version])
  while (placed.onLeft + placed.onRight < items.length && version < QR_MAX_VERSION) {
    version++
    placed = place(head, items, QR_BYTE_CAPACITY_L[version])
  }
  const recorded = placed.onLeft + placed.onRight
  const leftItems = items
    .slice(0, placed.onLeft)
    .map((i) => `${i}:`)
    .join('')
  return {
    left: `${head}:${QR_SELLER_AREA}:${recorded}:${items.length}:${QR_ENCODING_UTF8}:${leftItems}`,
    right: `**${items.slice(placed.onLeft, recorded).join(':')}`,
    version,
    itemsRecorded: recorded,
  }
}
