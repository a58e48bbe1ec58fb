import { createCipheriv, createDecipheriv } from 'node:crypto'

/**
 * The 加密驗證資訊 of the left QR code (電子發票證明聯一維及二維條碼規格說明): invoice number (10) +
 * random code (4) encrypted with AES-128-CBC, PKCS#7 padding, under the seller's QR key and the
 * platform's fixed IV, then Base64 — 14 bytes make one block, so always 24 characters.
 *
 * The key is the 32-hex-character value the platform's key tool (Turnkey → 工具 → QRCode 驗證 /
 * genKey) prints for the seller's QR seed password; the tool's derivation is not public, so the
 * POS stores the key itself, never the seed.
 */
export const QR_AES_IV_BASE64 = 'Dt8lyToo17X/XkXaQvihuA=='
const IV = Buffer.from(QR_AES_IV_BASE64, 'base64')

export const isQrAesKeyHex = (key: string) => /^[0-9A-Fa-f]{32}$/.test(key)

function keyBytes(aesKeyHex: string): Buffer {
  if (!isQrAesKeyHex(aesKeyHex)) throw new RangeError('QR AES key must be 32 hexadecimal characters')
  return Buffer.from(aesKeyHex, 'hex')
}

export function verificationField(invoiceNumber: string, randomCode: string, aesKeyHex: string): string {
  const cipher = createCipheriv('aes-128-cbc', keyBytes(aesKeyHex), IV)
  return Buffer.concat([cipher.update(invoiceNumber + randomCode, 'ascii'), cipher.final()]).toString('base64')
}

/** The reverse, as the platform's app does when it checks a scanned proof: number + random code. */
export function decryptVerificationField(field: string, aesKeyHex: string): string {
  const decipher = createDecipheriv('aes-128-cbc', keyBytes(aesKeyHex), IV)
  return Buffer.concat([decipher.update(Buffer.from(field, 'base64')), decipher.final()]).toString('ascii')
}
