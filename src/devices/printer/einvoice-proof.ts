import { proofBarcodeText } from '../../shared/domain/einvoice/barcode'
import { periodLabel, periodOf, zonedParts } from '../../shared/domain/einvoice/period'
import type { InvoiceProof } from '../../shared/domain/einvoice/proof'
import { proofQr } from '../../shared/domain/einvoice/qr'
import { formatNtdCents } from '../../shared/format/money'
import { zhTW } from '../../shared/i18n/zh-TW'
import { padEnd, textWidth } from './big5'
import { escpos } from './escpos'
import { columnsForPaper, createDoc, type Doc, type PrintProfile } from './layout'
import { code39Bitmap, qrPairBitmap, rasterCommand } from './proof-codes'

const L = zhTW.einvoicePrint
const P = zhTW.print

/**
 * The 電子發票證明聯 is a fixed 58 mm form (5.7 cm wide): 80 mm paper prints the same form in its
 * middle — 32 columns of text indented by 8, and the barcodes drawn at the 58 mm size, centred.
 */
const FORM_COLUMNS = 32
const DOTS: Record<58 | 80, number> = { 58: 384, 80: 576 }
/** Code 39 height: the spec asks for at least 0.5 cm; 64 dots at 8 dots/mm is 8 mm. */
const BARCODE_HEIGHT = 64

/** Paper width, and the printer's profile where it differs from Big5, cut, no beep. */
export type ProofPrintOptions = { paper: 58 | 80 } & Partial<Omit<PrintProfile, 'columns'>>

const two = (n: number) => String(n).padStart(2, '0')

/** 2025-11-25 13:20:05 in the store's time zone. */
function issuedText(p: InvoiceProof): string {
  const t = zonedParts(p.issuedAt, p.timeZone)
  return `${t.year}-${two(t.month)}-${two(t.day)} ${two(t.hour)}:${two(t.minute)}:${two(t.second)}`
}

const dashed = (number: string) => `${number.slice(0, 2)}-${number.slice(2)}`
const ntd = (dollars: number) => formatNtdCents(dollars * 100)

function docFor({ paper, ...profile }: ProofPrintOptions): Doc {
  return createDoc({
    ...profile,
    columns: columnsForPaper(paper),
    encoding: profile.encoding ?? 'big5',
    cut: profile.cut ?? true,
    beep: profile.beep ?? false,
  })
}

/** The proof itself, up to and including the two QR codes. */
function writeProof(doc: Doc, p: InvoiceProof, opts: ProofPrintOptions) {
  const encoding = opts.encoding ?? 'big5'
  const indent = ' '.repeat((doc.columns - FORM_COLUMNS) / 2)
  /** One form line with `right` starting at the middle column, like 隨機碼 … 總計 …. */
  const halves = (left: string, right = '') =>
    doc.text(indent + (right ? padEnd(left, FORM_COLUMNS / 2, encoding) + right : left))
  const b2b = p.buyerId != null
  const qr = proofQr(p)

  const nameWidth = textWidth(p.storeName, encoding) <= FORM_COLUMNS / 2 ? 2 : 1
  doc.text(p.storeName, { align: 'center', bold: true, width: nameWidth, height: 2 })
  doc.text(p.reprint ? L.title + L.reprint : L.title, { align: 'center', bold: true, height: 2 })
  doc.text(periodLabel(periodOf(p.issuedAt, p.timeZone)), { align: 'center', bold: true, width: 2, height: 2 })
  doc.text(dashed(p.number), { align: 'center', bold: true, width: 2, height: 2 })
  halves(b2b ? `${issuedText(p)}  ${L.format25}` : issuedText(p))
  halves(`${L.randomCode} ${p.randomCode}`, `${L.total} ${p.totalAmount}`)
  halves(`${L.seller} ${p.sellerId}`, b2b ? `${L.buyer} ${p.buyerId}` : '')
  if (b2b) halves(`${L.sales} ${p.salesAmount}`, `${L.tax} ${p.taxAmount}`)
  doc.raw(rasterCommand(code39Bitmap(proofBarcodeText(p), DOTS[opts.paper], BARCODE_HEIGHT)))
  doc.raw(escpos.feed(1))
  doc.raw(rasterCommand(qrPairBitmap(qr.left, qr.right, qr.version, DOTS[opts.paper], DOTS[58])))
}

/** 交易明細: the items and totals; also the whole paper of a carrier or donation sale. */
function writeDetails(doc: Doc, p: InvoiceProof) {
  doc.text(p.reprint ? `${L.details} ${L.reprint}` : L.details, { align: 'center', bold: true, height: 2 })
  doc.text(p.storeName, { align: 'center' })
  doc.text(`${L.number}：${dashed(p.number)}`)
  doc.text(`${L.time}：${issuedText(p)}`)
  if (p.sellerName) doc.text(`${L.sellerName}：${p.sellerName}`)
  doc.text(`${L.seller}：${p.sellerId}`)
  if (p.buyerId != null) doc.text(`${L.buyerId}：${p.buyerId}  ${L.format25}`)
  if (p.carrier) doc.text(`${L.carrier}：${p.carrier}`)
  if (p.donationCode) doc.text(`${L.donationCode}：${p.donationCode}`)
  doc.rule()
  doc.itemRow(P.item, P.qty, P.amount)
  for (const item of p.items) {
    doc.itemRow(item.name, `x${item.quantity}`, ntd(item.amount))
    if (item.quantity !== 1) doc.text(`  ${L.unitPrice} ${ntd(item.unitPrice)}`)
  }
  doc.rule()
  if (p.buyerId != null) {
    doc.pair(L.sales, ntd(p.salesAmount))
    doc.pair(L.tax, ntd(p.taxAmount))
  }
  doc.pair(L.total, ntd(p.totalAmount), { bold: true })
}

/**
 * A 電子發票證明聯 followed by its 交易明細, as ESC/POS bytes (pure: same proof, same bytes). The
 * proof is cut off before the details when the printer cuts, so the form stands on its own.
 */
export function einvoiceProofBytes(proof: InvoiceProof, opts: ProofPrintOptions): Uint8Array {
  const doc = docFor(opts)
  writeProof(doc, proof, opts)
  doc.raw(escpos.feed(4))
  if (opts.cut ?? true) doc.raw(escpos.cut())
  writeDetails(doc, proof)
  return doc.finish().bytes()
}

/** Only the 交易明細: what a sale to a carrier or a donation prints (no 證明聯). */
export function einvoiceDetailsBytes(proof: InvoiceProof, opts: ProofPrintOptions): Uint8Array {
  const doc = docFor(opts)
  writeDetails(doc, proof)
  return doc.finish().bytes()
}
