/** One line naming a payment's 電子發票 for staff: its number and where it went (carrier, 統編, 愛心碼). */
import { fill, zhTW } from '../../../shared/i18n/zh-TW.ts'
import type { PaymentInvoice } from '../../../shared/api/front-of-house.ts'

const m = zhTW.pay.invoice

export function invoiceLine(invoice: PaymentInvoice | null | undefined): string | null {
  if (!invoice) return null
  if (invoice.status === 'pending' || !invoice.number) return m.pending
  const head = fill(invoice.status === 'voided' ? m.voided : m.issued, { number: invoice.number })
  const code = invoice.carrier ?? invoice.buyerId ?? invoice.donationCode
  if (!code || invoice.kind === 'none') return head
  return `${head} · ${fill(m.carrier, { kind: zhTW.einvoice.kinds[invoice.kind], code })}`
}
