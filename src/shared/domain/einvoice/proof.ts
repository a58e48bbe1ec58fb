/**
 * Everything the printed 電子發票證明聯 (e-invoice proof) needs, already decided by the server:
 * number, random code and amounts come from the issued invoice; the printer only lays them out.
 */
export interface InvoiceProof {
  storeName: string
  /** Seller 統編, 8 digits. */
  sellerId: string
  sellerName?: string
  /** Buyer 統編 for a B2B sale; null/undefined when the buyer gave none. */
  buyerId?: string | null
  /** The carrier (手機條碼 or 自然人憑證) or 愛心碼 the invoice went to: the 交易明細 names it. */
  carrier?: string | null
  donationCode?: string | null
  /** Track letters + 8 digits, e.g. 'AB12345678'. */
  number: string
  issuedAt: Date
  /** IANA zone the store's date/time and ROC date are shown in, e.g. 'Asia/Taipei'. */
  timeZone: string
  /** 4 digits. */
  randomCode: string
  /** Whole NT$: sales amount before tax, tax, total (= sales + tax). */
  salesAmount: number
  taxAmount: number
  totalAmount: number
  items: { name: string; quantity: number; unitPrice: number; amount: number }[]
  /** 32 hex characters: the AES key the platform's tool derives from the seller's QR seed. */
  aesKeyHex: string
  reprint?: boolean
}

/** The thermal 證明聯 is 5.7 cm wide, whatever the paper. */
export const PROOF_WIDTH_MM = 57

/** What a printer's profile says about its paper and role. */
export type ProofPrinterProfile = { role: string; paperWidth: number }

/**
 * Why a printer cannot print the 證明聯 at `proofPaper` (the layout chosen in the settings), or null
 * when it can: a cash drawer has no print head; paper narrower than 58 mm cannot hold the 5.7 cm
 * form; an 80 mm layout does not fit on 58 mm paper.
 */
export function proofPrinterProblem(
  printer: ProofPrinterProfile,
  proofPaper: 58 | 80,
): 'drawer' | 'narrow' | 'layout' | null {
  if (printer.role === 'drawer') return 'drawer'
  if (printer.paperWidth < 58) return 'narrow'
  if (proofPaper > printer.paperWidth) return 'layout'
  return null
}
