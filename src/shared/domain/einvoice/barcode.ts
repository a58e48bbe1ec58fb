import { periodOf } from './period'
import type { InvoiceProof } from './proof'

/**
 * Text of the proof's 1D barcode (Code 39, 19 characters): period yyyMM (ROC year, even month of
 * the two-month period) + invoice number (10) + random code (4), e.g. 10404UZ176908720122.
 */
export function proofBarcodeText(proof: Pick<InvoiceProof, 'issuedAt' | 'timeZone' | 'number' | 'randomCode'>): string {
  return periodOf(proof.issuedAt, proof.timeZone).code + proof.number + proof.randomCode
}
