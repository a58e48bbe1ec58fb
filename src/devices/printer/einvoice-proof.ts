import { proofBarcodeText } from '../../shared/domain/einvoice/barcode'
import { periodLabel, periodOf, zonedParts } from '../../shared/domain/einvoice/period'
import { PROOF_WIDTH_MM, type InvoiceProof } from '../../shared/domain/einvoice/proof'
import { proofQr } from '../../shared/domain/einvoice/qr'
import { formatNtdCents } from '../../shared/format/money'
import { zhTW } from '../../shared/i18n/zh-TW'
import { padEnd, textWidth } from './big5'
import { escpos } from './escpos'
import { columnsForPaper, createDoc, type Doc, type PrintProfile } from './layout'
import { code39Bitmap, qrPairBitmap, rasterCommand } from './proof-codes'

const L = zhTW.einvoicePrint
const P = zhTW.print

/** Full print width in dots (8 a millimetre): 48 mm on 58 mm paper, 72 mm on 80 mm. */
const DOTS: Record<58 | 80, number> = { 58: 384, 80: 576 }
/** Code 39 height: the spec asks for at least 0.5 cm; 64 dots at 8 dots/mm is 8 mm. */
const BARCODE_HEIGHT = 64
/** Font A is 12 dots wide. */
const CHAR_DOTS = 12

/**
 * Where the 證明聯 is printed. It is a fixed 5.7 cm form: 58 mm paper is that wide (its 48 mm print
 * width is the form's), and 80 mm paper prints it in a 57 mm area in its middle — a left margin
 * and print area width (GS L, GS W) the printer holds until they are set back for the 交易明細.
 */
export type ProofArea = { margin: number; dots: number; columns: number }
export function proofArea(paper: 58 | 80): ProofArea {
  if (paper === 58) return { margin: 0, dots: DOTS[58], columns: DOTS[58] / CHAR_DOTS }
  const dots = PROOF_WIDTH_MM * 8
  return { margin: (DOTS[80] - dots) / 2, dots, columns: Math.floor(dots / CHAR_DOTS) }
}

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

function docFor({ paper, ...profile }: ProofPrintOptions, columns = columnsForPaper(paper)): Doc {
  return createDoc({
    ...profile,
    columns,
    encoding: profile.encoding ?? 'big5',
    cut: profile.cut ?? true,
    beep: profile.beep ?? false,
  })
}

/** The proof itself, up to and including the two QR codes. */
function writeProof(doc: Doc, p: InvoiceProof, opts: ProofPrintOptions, area: ProofArea) {
  const encoding = opts.encoding ?? 'big5'
  /** One form line with `right` starting at the middle column, like 隨機碼 … 總計 …. */
  const halves = (left: string, right = '') =>
    doc.text(right ? padEnd(left, Math.floor(area.columns / 2), encoding) + right : left)
  const b2b = p.buyerId != null
  const qr = proofQr(p)

  const nameWidth = textWidth(p.storeName, encoding) <= area.columns / 2 ? 2 : 1
  doc.text(p.storeName, { align: 'center', bold: true, width: nameWidth, height: 2 })
  doc.text(p.reprint ? L.title + L.reprint : L.title, { align: 'center', bold: true, height: 2 })
  doc.text(periodLabel(periodOf(p.issuedAt, p.timeZone)), { align: 'center', bold: true, width: 2, height: 2 })
  doc.text(dashed(p.number), { align: 'center', bold: true, width: 2, height: 2 })
  halves(b2b ? `${issuedText(p)}  ${L.format25}` : issuedText(p))
  halves(`${L.randomCode} ${p.randomCode}`, `${L.total} ${p.totalAmount}`)
  halves(`${L.seller} ${p.sellerId}`, b2b ? `${L.buyer} ${p.buyerId}` : '')
  if (b2b) halves(`${L.sales} ${p.salesAmount}`, `${L.tax} ${p.taxAmount}`)
  doc.raw(rasterCommand(code39Bitmap(proofBarcodeText(p), area.dots, BARCODE_HEIGHT)))
  doc.raw(escpos.feed(1))
  // The QR pair keeps its 58 mm module size in the wider area, so both papers print the same codes.
  doc.raw(rasterCommand(qrPairBitmap(qr.left, qr.right, qr.version, area.dots, DOTS[58])))
}

/** 交易明細: the items and totals; also the whole paper of a carrier or donation sale. */
function writeDetails(doc: Doc, p: InvoiceProof): Doc {
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
  return doc.pair(L.total, ntd(p.totalAmount), { bold: true })
}

/**
 * A 電子發票證明聯 followed by its 交易明細, as ESC/POS bytes (pure: same proof, same bytes). The
 * proof is cut off before the details when the printer cuts, so the form stands on its own; on 80 mm
 * paper the details are a document of their own at the paper's full width.
 */
export function einvoiceProofBytes(proof: InvoiceProof, opts: ProofPrintOptions): Uint8Array {
  const area = proofArea(opts.paper)
  const form = docFor(opts, area.columns)
  if (area.margin) form.raw(escpos.leftMargin(area.margin)).raw(escpos.printAreaWidth(area.dots))
  writeProof(form, proof, opts, area)
  form.raw(escpos.feed(4))
  if (opts.cut ?? true) form.raw(escpos.cut())
  if (!area.margin) return writeDetails(form, proof).finish().bytes()
  form.raw(escpos.leftMargin(0)).raw(escpos.printAreaWidth(DOTS[opts.paper]))
  const details = writeDetails(docFor(opts), proof).finish().bytes()
  const head = form.bytes()
  const out = new Uint8Array(head.length + details.length)
  out.set(head)
  out.set(details, head.length)
  return out
}

/** Only the 交易明細: what a sale to a carrier or a donation prints (no 證明聯). */
export function einvoiceDetailsBytes(proof: InvoiceProof, opts: ProofPrintOptions): Uint8Array {
  return writeDetails(docFor(opts), proof).finish().bytes()
}
