/**
 * A MIG message as the 光貿 (Amego) 加值中心's JSON API takes it (invoice-api.amego.tw, MIG 4.0
 * paths). The POS numbers its invoices itself, offline, from ranges the owner set: an issue goes to
 * `f0401_custom` (the API-配號 call that takes our number, date, time and 隨機碼), not to `f0401`,
 * where the 加值中心 would number it.
 */
import { NO_BUYER_ID } from '../mig'
import { child, parseXml, textAt as textOrNull, type XmlNode } from '../mig-check'

export type AmegoRequest = { path: string; data: unknown }

// Optional MIG elements are left out rather than written empty: absent reads as '' (and 0).
const textAt = (n: XmlNode, path: string) => textOrNull(n, path)?.trim() ?? ''
const numberAt = (n: XmlNode, path: string) => Number(textAt(n, path) || 0)
const items = (root: XmlNode) => child(root, 'Details')?.children.filter((c) => c.name === 'ProductItem') ?? []

/** Amego refuses 0/00/000/0000 as a buyer's name (MIG's placeholder for B2C). */
const CONSUMER = '消費者'
const buyerName = (id: string, name: string) => (id === NO_BUYER_ID || /^0{1,4}$/.test(name) ? CONSUMER : name)

function issue(root: XmlNode) {
  const buyerId = textAt(root, 'Main/Buyer/Identifier')
  const number = textAt(root, 'Main/InvoiceNumber')
  return {
    // The invoice number is unique nationwide: as the order id, a resend after a crash is refused
    // as a duplicate rather than issued twice.
    OrderId: number,
    InvoiceNumber: number,
    InvoiceDate: textAt(root, 'Main/InvoiceDate'),
    InvoiceTime: textAt(root, 'Main/InvoiceTime'),
    RandomNumber: textAt(root, 'Main/RandomNumber'),
    PrintMark: textAt(root, 'Main/PrintMark'),
    BuyerIdentifier: buyerId,
    BuyerName: buyerName(buyerId, textAt(root, 'Main/Buyer/Name')),
    NPOBAN: textAt(root, 'Main/NPOBAN'),
    CarrierType: textAt(root, 'Main/CarrierType'),
    CarrierId1: textAt(root, 'Main/CarrierId1'),
    CarrierId2: textAt(root, 'Main/CarrierId2'),
    ProductItem: items(root).map((p) => ({
      Description: textAt(p, 'Description'),
      Quantity: numberAt(p, 'Quantity'),
      UnitPrice: numberAt(p, 'UnitPrice'),
      Amount: numberAt(p, 'Amount'),
      Remark: textAt(p, 'Remark'),
      TaxType: numberAt(p, 'TaxType'),
    })),
    SalesAmount: numberAt(root, 'Amount/SalesAmount'),
    FreeTaxSalesAmount: numberAt(root, 'Amount/FreeTaxSalesAmount'),
    ZeroTaxSalesAmount: numberAt(root, 'Amount/ZeroTaxSalesAmount'),
    TaxType: numberAt(root, 'Amount/TaxType'),
    TaxRate: textAt(root, 'Amount/TaxRate'),
    TaxAmount: numberAt(root, 'Amount/TaxAmount'),
    TotalAmount: numberAt(root, 'Amount/TotalAmount'),
    // Our lines are tax-inclusive (a 統編 sale's tax is split from the total, as on the XML).
    DetailVat: 1,
  }
}

function allowance(root: XmlNode) {
  const buyerId = textAt(root, 'Main/Buyer/Identifier')
  return {
    AllowanceNumber: textAt(root, 'Main/AllowanceNumber'),
    AllowanceDate: textAt(root, 'Main/AllowanceDate'),
    AllowanceType: numberAt(root, 'Main/AllowanceType'),
    BuyerIdentifier: buyerId,
    BuyerName: buyerName(buyerId, textAt(root, 'Main/Buyer/Name')),
    ProductItem: items(root).map((p) => ({
      OriginalInvoiceDate: numberAt(p, 'OriginalInvoiceDate'),
      OriginalInvoiceNumber: textAt(p, 'OriginalInvoiceNumber'),
      OriginalDescription: textAt(p, 'OriginalDescription'),
      Quantity: numberAt(p, 'Quantity'),
      UnitPrice: numberAt(p, 'UnitPrice'),
      Amount: numberAt(p, 'Amount'),
      Tax: numberAt(p, 'Tax'),
      TaxType: numberAt(p, 'TaxType'),
    })),
    TaxAmount: numberAt(root, 'Amount/TaxAmount'),
    TotalAmount: numberAt(root, 'Amount/TotalAmount'),
  }
}

/** The message types the 加值中心 takes by API; others (E0402 blank numbers) stay files for Turnkey. */
export const AMEGO_TYPES = ['F0401', 'F0501', 'G0401', 'G0501'] as const

export function amegoRequest(type: string, xml: string): AmegoRequest {
  const root = parseXml(xml)
  switch (type) {
    case 'F0401':
      return { path: '/json/f0401_custom', data: issue(root) }
    case 'F0501':
      return { path: '/json/f0501', data: [{ CancelInvoiceNumber: textAt(root, 'CancelInvoiceNumber') }] }
    case 'G0401':
      return { path: '/json/g0401', data: [allowance(root)] }
    case 'G0501':
      return { path: '/json/g0501', data: [{ CancelAllowanceNumber: textAt(root, 'CancelAllowanceNumber') }] }
    default:
      throw new Error(`${type} is not sent to the 加值中心`)
  }
}
