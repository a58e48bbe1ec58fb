import {
  isCitizenCertificate,
  isDonationCode,
  isMobileBarcode,
  isValidBan,
  normalizeCarrier,
} from '../../../shared/domain/einvoice/ids.ts'
import { errorCatalog } from '../../../shared/errors.ts'

export type InvoiceKind = 'none' | 'mobile' | 'certificate' | 'buyer' | 'donation'
/** `name`: the 統編 buyer's name, optional. */
export type InvoiceChoice = { kind: InvoiceKind; code: string; name?: string }
export type InvoiceRequest = {
  kind: InvoiceKind
  carrier?: string
  buyerId?: string
  buyerName?: string
  donationCode?: string
}

export const NO_INVOICE_CHOICE: InvoiceChoice = { kind: 'none', code: '' }

/** Whether the pay forms ask for the 發票 choice: only a store in 電子發票 mode issues invoices. */
export const asksInvoice = (store: { invoiceMode?: string } | null | undefined) => store?.invoiceMode === 'einvoice'

/** The choice to send, or nothing when the store does not ask for one. */
export function invoiceToSend(
  asked: boolean,
  c: InvoiceChoice,
): ReturnType<typeof invoiceRequest> | { ok: true; invoice: undefined } {
  return asked ? invoiceRequest(c) : { ok: true, invoice: undefined }
}

/**
 * What the pay dialog sends for the customer's 發票 choice, checked with the same rules as the
 * server (a scanner types the 手機條碼 as keyboard input, so case and stray spaces are forgiven).
 */
export function invoiceRequest(
  c: InvoiceChoice,
): { ok: true; invoice: InvoiceRequest } | { ok: false; problem: string } {
  const code = c.kind === 'mobile' || c.kind === 'certificate' ? normalizeCarrier(c.code) : c.code.trim()
  const bad = (k: keyof typeof errorCatalog) => ({ ok: false as const, problem: errorCatalog[k].message })
  switch (c.kind) {
    case 'none':
      return { ok: true, invoice: { kind: 'none' } }
    case 'mobile':
      return isMobileBarcode(code)
        ? { ok: true, invoice: { kind: 'mobile', carrier: code } }
        : bad('EINVOICE_CARRIER_INVALID')
    case 'certificate':
      return isCitizenCertificate(code)
        ? { ok: true, invoice: { kind: 'certificate', carrier: code } }
        : bad('EINVOICE_CERTIFICATE_INVALID')
    case 'buyer': {
      if (!isValidBan(code)) return bad('EINVOICE_BUYER_ID_INVALID')
      const buyerName = c.name?.trim()
      return { ok: true, invoice: { kind: 'buyer', buyerId: code, ...(buyerName ? { buyerName } : {}) } }
    }
    case 'donation':
      return isDonationCode(code)
        ? { ok: true, invoice: { kind: 'donation', donationCode: code } }
        : bad('EINVOICE_DONATION_CODE_INVALID')
  }
}
