import { awayLabel } from '../../shared/format/place'
import type { OrderType } from '../../shared/domain/order-type'
import { fill, zhTW } from '../../shared/i18n/zh-TW'
import { createDoc, type PrintProfile } from './layout'
import { describeOptions, formatPrintTime, type PrintLine } from './print-data'

const L = zhTW.print

export type KitchenTicketData = {
  /** Station name printed on top (the kitchen printer's name). */
  station: string
  orderNumber: string
  table: string | null
  /** Says 外送 rather than 外帶 on a delivery order's ticket (no table). */
  orderType?: OrderType
  time: number
  timeZone: string
  lines: PrintLine[]
  notes: string | null
  /** new: a fresh order; added: more lines on an existing order; void: the order was cancelled. */
  kind: 'new' | 'added' | 'void'
  /**
   * Order numbers of the table session's earlier orders (oldest first). A new order with any is
   * a 加點: the cooks see it belongs with tickets already on the pass.
   */
  earlierOrders?: string[]
  /** 補印 from the orders screen: the cooks see it is a copy, not a new order to cook. */
  reprint?: boolean
  /** A void of the printed lines only: the rest of the order is still to be cooked. */
  lineVoid?: boolean
}

/** "#012": the daily sequence a cook finds on the earlier ticket's order number (20261122-012). */
export const shortOrderNumber = (n: string) => `#${n.slice(n.lastIndexOf('-') + 1)}`

/** Whether the ticket is a 加點: more lines on an order, or a later order of the same table session. */
export const isAddOn = (k: Pick<KitchenTicketData, 'kind' | 'earlierOrders'>) =>
  k.kind === 'added' || (k.kind === 'new' && (k.earlierOrders?.length ?? 0) > 0)

/** A kitchen ticket as ESC/POS bytes: a table number readable across the kitchen, then the lines. */
export function renderKitchenTicket(k: KitchenTicketData, profile: PrintProfile): Uint8Array {
  const doc = createDoc(profile)
  const title = isAddOn(k) ? `${L.kitchen}（${L.added}）` : L.kitchen
  doc.text(`${title} - ${k.station}`, { align: 'center', bold: true })
  if (k.reprint) doc.text(L.reprint, { align: 'center', bold: true, width: 2, height: 2 })
  const lineVoid = k.kind === 'void' && k.lineVoid === true
  if (k.kind === 'void') doc.text(lineVoid ? L.voidLine : L.void, { align: 'center', bold: true, width: 2, height: 2 })
  const table = k.table === null ? awayLabel(k.orderType) : fill(L.tableBig, { number: k.table })
  doc.text(table, { align: 'center', bold: true, width: 3, height: 3 })
  if (k.kind === 'new' && k.earlierOrders?.length) {
    const numbers = k.earlierOrders.map(shortOrderNumber).join('、')
    doc.text(fill(L.addOnOf, { added: L.added, numbers }), { align: 'center', bold: true, height: 2 })
  }
  doc.text(`${L.order}：${k.orderNumber}`)
  doc.text(`${L.time}：${formatPrintTime(k.time, k.timeZone)}`)
  doc.rule('=')
  for (const line of k.lines) {
    doc.text(`${line.quantity} x ${line.name}`, { bold: true, height: 2 })
    const options = describeOptions(line.options)
    if (options) doc.text(`   ${options}`, { height: 2 })
    if (line.notes) doc.text(`   ※ ${line.notes}`, { height: 2 })
  }
  doc.rule('=')
  if (k.notes) doc.text(`${L.notes}：${k.notes}`, { bold: true })
  if (k.kind === 'void') doc.text(lineVoid ? L.voidLineHint : L.voidHint, { align: 'center', bold: true })
  return doc.finish().bytes()
}
