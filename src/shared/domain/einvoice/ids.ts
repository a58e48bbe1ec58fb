/**
 * Identifiers a Taiwanese e-invoice carries: the 統一編號 of a business, the 手機條碼 and 自然人憑證
 * carriers, and the 愛心碼 of a charity. Pure format checks; the platform checks existence.
 */

/** How a store issues: nothing, a plain receipt, or e-invoices. */
export const EINVOICE_MODES = ['off', 'receipt', 'einvoice'] as const
/** The customer's choice at payment: none, 手機條碼, 自然人憑證, a buyer 統編, or a donation. */
/** How messages reach the platform: files for the store's Turnkey, or the 光貿 (Amego) 加值中心's API. */
export const UPLOAD_CHANNELS = ['turnkey', 'amego'] as const

export const EINVOICE_KINDS = ['none', 'mobile', 'certificate', 'buyer', 'donation'] as const

const BAN_WEIGHTS = [1, 2, 1, 2, 1, 2, 4, 1]

/**
 * 統編 checksum (財政部 2023 rule): multiply by 1,2,1,2,1,2,4,1, add the digits of each product; valid
 * when the sum is divisible by 5, or when the 7th digit is 7 and sum + 1 is (7 × 4 = 28 counts as 10
 * or as 1, so either reading may be the valid one). Divisible by 10 (the old rule) implies by 5.
 */
export function isValidBan(value: string): boolean {
  // 00000000 stands for "no buyer" in the QR code; it is nobody's number.
  if (!/^\d{8}$/.test(value) || value === '00000000') return false
  let sum = 0
  for (let i = 0; i < 8; i++) {
    const p = Number(value[i]) * BAN_WEIGHTS[i]
    sum += Math.floor(p / 10) + (p % 10)
  }
  if (sum % 5 === 0) return true
  return value[6] === '7' && (sum + 1) % 5 === 0
}

/** 手機條碼 (carrier type 3J0002): `/` and 7 of 0-9, A-Z, `.`, `+`, `-`. */
export const isMobileBarcode = (value: string) => /^\/[0-9A-Z.+-]{7}$/.test(value)

/** 自然人憑證 (carrier type CQ0001): 2 capital letters and 14 digits. */
export const isCitizenCertificate = (value: string) => /^[A-Z]{2}\d{14}$/.test(value)

/** 愛心碼 (捐贈碼, NPOBAN): 3 to 7 digits. */
export const isDonationCode = (value: string) => /^\d{3,7}$/.test(value)

/** 字軌: two capital letters. */
export const isTrack = (value: string) => /^[A-Z]{2}$/.test(value)

/** The QR verification key from the platform's key tool: 32 hex characters. */
export const isAesKeyHex = (value: string) => /^[0-9A-Fa-f]{32}$/.test(value)

/** Invoice number as the platform writes it: 字軌 + 8 digits (AB12345678). */
/** A 加值中心 app key as 光貿 issues it (letters and digits). */
export const isAppKey = (value: string) => /^[A-Za-z0-9]{8,64}$/.test(value)

export const invoiceNumberOf = (track: string, no: number) => `${track}${String(no).padStart(8, '0')}`

/** The printed form, AB-12345678. */
export const displayInvoiceNumber = (number: string) => `${number.slice(0, 2)}-${number.slice(2)}`

/** Barcode scanners send keyboard input: trim, upper-case; a scanned 手機條碼 keeps its `/`. */
export const normalizeCarrier = (value: string) => value.trim().toUpperCase()

export const CARRIER_TYPES = { mobile: '3J0002', certificate: 'CQ0001' } as const
