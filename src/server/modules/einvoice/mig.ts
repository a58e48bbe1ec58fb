/**
 * MIG 4.1 message files for the platform's Turnkey (B2S storage): F0401 issue, F0501 void, G0401
 * allowance, G0501 allowance void, E0402 blank numbers. Element order and required elements follow
 * the published MIG 4.1; the tests validate every file against the Ministry's own XSDs with xmllint.
 */
import { CARRIER_TYPES } from '../../../shared/domain/einvoice/ids'
import type { AllowanceItem } from '../../../shared/domain/einvoice/returns'

export const MIG_VERSION = '4.1'
/** B2C: the buyer has no 統編; MIG writes ten zeros. */
export const NO_BUYER_ID = '0000000000'
const ns = (type: string) => `urn:GEINV:eInvoiceMessage:${type}:${MIG_VERSION}`

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')
const el = (name: string, value: string | number) => `<${name}>${esc(String(value))}</${name}>`
const opt = (name: string, value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '' : el(name, value)
const doc = (root: string, type: string, body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="${ns(type)}">${body}</${root}>\n`
/** Descriptions are at most 256 characters in MIG 4.1; names on a menu never come near. */
const clip = (s: string, n: number) => [...s].slice(0, n).join('')
const seq = (i: number) => String(i + 1).padStart(3, '0')

export type MigInvoice = {
  number: string
  date: string // yyyyMMdd
  time: string // HH:mm:ss
  seller: { id: string; name: string }
  buyerId: string | null
  /** The 統編 buyer's name when they gave one; else the 統編 stands in (B2C: the platform's 0000). */
  buyerName: string | null
  kind: 'none' | 'mobile' | 'certificate' | 'buyer' | 'donation'
  carrier: string | null
  donationCode: string | null
  randomCode: string
  /** PrintMark: a 證明聯 print job was committed with the sale (never for a carrier or a donation). */
  printed: boolean
  salesAmount: number
  taxAmount: number
  totalAmount: number
  items: { name: string; quantity: number; unitPrice: number; amount: number }[]
}

/** Printed when the customer gets paper: no carrier and no donation (a 統編 sale prints too). */
export const printsProof = (kind: MigInvoice['kind']) => kind === 'none' || kind === 'buyer'

export function f0401(inv: MigInvoice): string {
  const carrierType = inv.kind === 'mobile' || inv.kind === 'certificate' ? CARRIER_TYPES[inv.kind] : null
  const main =
    el('InvoiceNumber', inv.number) +
    el('InvoiceDate', inv.date) +
    el('InvoiceTime', inv.time) +
    `<Seller>${el('Identifier', inv.seller.id)}${el('Name', clip(inv.seller.name, 60))}</Seller>` +
    // B2C buyers have no name; the platform's practice is the placeholder 0000.
    `<Buyer>${el('Identifier', inv.buyerId ?? NO_BUYER_ID)}` +
    `${el('Name', inv.buyerName || inv.buyerId || '0000')}</Buyer>` +
    el('InvoiceType', '07') +
    el('DonateMark', inv.kind === 'donation' ? '1' : '0') +
    (carrierType
      ? el('CarrierType', carrierType) + el('CarrierId1', inv.carrier!) + el('CarrierId2', inv.carrier!)
      : '') +
    el('PrintMark', inv.printed && printsProof(inv.kind) ? 'Y' : 'N') +
    opt('NPOBAN', inv.kind === 'donation' ? inv.donationCode : null) +
    el('RandomNumber', inv.randomCode)
  const details = inv.items
    .map(
      (it, i) =>
        '<ProductItem>' +
        el('Description', clip(it.name, 256)) +
        el('Quantity', it.quantity) +
        el('UnitPrice', it.unitPrice) +
        el('TaxType', '1') +
        el('Amount', it.amount) +
        el('SequenceNumber', seq(i)) +
        '</ProductItem>',
    )
    .join('')
  const amount =
    el('SalesAmount', inv.salesAmount) +
    el('FreeTaxSalesAmount', 0) +
    el('ZeroTaxSalesAmount', 0) +
    el('TaxType', '1') +
    el('TaxRate', '0.05') +
    el('TaxAmount', inv.taxAmount) +
    el('TotalAmount', inv.totalAmount)
  return doc('Invoice', 'F0401', `<Main>${main}</Main><Details>${details}</Details><Amount>${amount}</Amount>`)
}

export type MigVoid = {
  number: string
  invoiceDate: string
  buyerId: string | null
  sellerId: string
  date: string
  time: string
  reason: string
}

export function f0501(v: MigVoid): string {
  return doc(
    'CancelInvoice',
    'F0501',
    el('CancelInvoiceNumber', v.number) +
      el('InvoiceDate', v.invoiceDate) +
      el('BuyerId', v.buyerId ?? NO_BUYER_ID) +
      el('SellerId', v.sellerId) +
      el('CancelDate', v.date) +
      el('CancelTime', v.time) +
      el('CancelReason', clip(v.reason, 20)),
  )
}

export type MigAllowance = {
  number: string
  date: string
  seller: { id: string; name: string }
  buyerId: string | null
  invoiceNumber: string
  invoiceDate: string
  /** The original invoice's lines given back: untaxed amounts, each with its tax. */
  items: AllowanceItem[]
}

/** 折讓 issued by the seller (AllowanceType 2) against one invoice, one line per original line. */
export function g0401(a: MigAllowance): string {
  const main =
    el('AllowanceNumber', a.number) +
    el('AllowanceDate', a.date) +
    `<Seller>${el('Identifier', a.seller.id)}${el('Name', clip(a.seller.name, 60))}</Seller>` +
    `<Buyer>${el('Identifier', a.buyerId ?? NO_BUYER_ID)}${el('Name', a.buyerId ?? '0000')}</Buyer>` +
    el('AllowanceType', '2')
  const details = a.items
    .map(
      (it, i) =>
        '<ProductItem>' +
        el('OriginalInvoiceDate', a.invoiceDate) +
        el('OriginalInvoiceNumber', a.invoiceNumber) +
        el('OriginalSequenceNumber', seq(it.sequence - 1)) +
        el('OriginalDescription', clip(it.name, 256)) +
        el('Quantity', it.quantity) +
        el('UnitPrice', it.unitPrice) +
        el('Amount', it.amount) +
        el('Tax', it.tax) +
        el('AllowanceSequenceNumber', seq(i)) +
        el('TaxType', '1') +
        '</ProductItem>',
    )
    .join('')
  const sum = (f: (it: AllowanceItem) => number) => a.items.reduce((n, it) => n + f(it), 0)
  return doc(
    'Allowance',
    'G0401',
    `<Main>${main}</Main><Details>${details}</Details><Amount>` +
      `${el(
        'TaxAmount',
        sum((it) => it.tax),
      )}${el(
        'TotalAmount',
        sum((it) => it.amount),
      )}</Amount>`,
  )
}

export type MigAllowanceVoid = {
  number: string
  allowanceDate: string
  buyerId: string | null
  sellerId: string
  date: string
  time: string
  reason: string
}

/** 作廢折讓 of a seller-issued allowance. */
export function g0501(v: MigAllowanceVoid): string {
  return doc(
    'CancelAllowance',
    'G0501',
    el('CancelAllowanceNumber', v.number) +
      el('AllowanceType', '2') +
      el('AllowanceDate', v.allowanceDate) +
      el('BuyerId', v.buyerId ?? NO_BUYER_ID) +
      el('SellerId', v.sellerId) +
      el('CancelDate', v.date) +
      el('CancelTime', v.time) +
      el('CancelReason', clip(v.reason, 20)),
  )
}

export type MigBlank = {
  sellerId: string
  /** yyyMM, the period's even month. */
  period: string
  track: string
  /** The 8-digit numbers of each unused run, first to last. */
  runs: { from: string; to: string }[]
}

/** 空白未使用字軌 (BranchTrackBlank): a closed period's unused numbers of one track, one item per run. */
export function e0402(b: MigBlank): string {
  const main =
    el('HeadBan', b.sellerId) +
    el('BranchBan', b.sellerId) +
    el('InvoiceType', '07') +
    el('YearMonth', b.period) +
    el('InvoiceTrack', b.track)
  const items = b.runs
    .map(
      (r) => `<BranchTrackBlankItem>${el('InvoiceBeginNo', r.from)}${el('InvoiceEndNo', r.to)}</BranchTrackBlankItem>`,
    )
    .join('')
  return doc('BranchTrackBlank', 'E0402', `<Main>${main}</Main><Details>${items}</Details>`)
}

/** Turnkey's B2S storage folder for a message type, relative to its UpCast folder. */
export const upcastDir = (type: string) => `B2SSTORAGE/${type}/SRC`
