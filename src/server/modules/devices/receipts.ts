import { and, eq, or } from 'drizzle-orm'
import type { DbHandle } from '../../db/client'
import type { Clock } from '../../clock'
import type { Logger } from '../../log'
import { printers, refunds, users } from '../../db/schema'
import type { EventMap } from '../../events'
import { AppError } from '../../http/app-error'
import { logActivity, type Actor } from '../activity'
import { storeRow } from '../stores'
import {
  drawerPulse,
  receiptRows,
  renderReceipt,
  renderXReport,
  renderZReport,
  type Devices,
  type ReceiptData,
  type XReportPrintData,
  type ZReportPrintData,
} from '../../../devices'
import type { PrinterRow } from './print-job-store'
import { activePrinters, profileOf, receiptForPayment, receiptForReprint, timeZoneOf } from './data'
import { modelProfile } from '../../../devices'
import { fill, zhTW } from '../../../shared/i18n/zh-TW'
import type { DrawerOpenResult, DrawerResult, ReceiptView } from '../../../shared/api/devices'

type Deps = { db: DbHandle; clock: Clock; log: Logger; hardware: Devices }

const SYSTEM_IP = 'system'

/** Receipt printers with a drawer on their kick-out port, and serial drawer triggers. */
function drawersOf(d: DbHandle['db'], storeId: number): PrinterRow[] {
  return d
    .select()
    .from(printers)
    .where(
      and(
        eq(printers.storeId, storeId),
        eq(printers.isActive, true),
        or(and(eq(printers.role, 'receipt'), eq(printers.drawer, true)), eq(printers.role, 'drawer')),
      ),
    )
    .all()
}

/**
 * Counter side: a receipt for every payment (and 補印 on demand), the drawer pulse after a cash
 * payment, and the manager's "open drawer" button. Every drawer opening is in the activity log.
 */
export function createReceiptPrinting({ db, clock, log, hardware }: Deps) {
  const d = db.db
  const unique = () => `${clock.now()}:${crypto.randomUUID()}`

  const queuePulse = (storeId: number, printer: PrinterRow, dedupeKey: string) =>
    hardware.queue.enqueue({ storeId, printerId: printer.id, kind: 'drawer', dedupeKey, payload: drawerPulse() })

  /**
   * A drawer whose printer model has the real-time pulse (DLE DC4) gets it at once, ahead of the
   * receipt in the queue and even when that receipt cannot print (out of paper). Drawers without
   * it, or unreachable just now, get ESC p through the queue, which drops it after a minute.
   * Returns the drawers to pulse once the transaction has committed.
   */
  function queueOrDefer(storeId: number, drawers: PrinterRow[], key: (p: PrinterRow) => string): PrinterRow[] {
    const now: PrinterRow[] = []
    for (const p of drawers) {
      if (modelProfile(p.model).realtimePulse) now.push(p)
      else queuePulse(storeId, p, key(p))
    }
    return now
  }

  function pulseNow(storeId: number, drawers: PrinterRow[], key: (p: PrinterRow) => string) {
    for (const p of drawers) {
      hardware
        .drawerFor(p)
        .open()
        .catch(() => {
          try {
            queuePulse(storeId, p, key(p))
          } catch (e) {
            log.error(
              'drawer.queue_failed',
              `cannot queue the cash drawer pulse for printer ${p.name}: ${(e as Error).message}`,
              { storeId, printerId: p.id },
            )
          }
        })
    }
  }

  function enqueueReceipt(
    storeId: number,
    printer: PrinterRow,
    receipt: ReceiptData,
    dedupeKey: string,
    orderId: number | null,
  ) {
    return hardware.queue.enqueue({
      storeId,
      printerId: printer.id,
      kind: 'receipt',
      orderId,
      dedupeKey,
      payload: renderReceipt(receipt, profileOf(printer)),
    })
  }

  /**
   * Outbox writers, inside the payment's or refund's transaction: the receipt,
   * the queued drawer pulse and its activity log commit with the money or not at all. The
   * real-time pulse is sent once the money has committed (the returned step).
   */
  function onPaymentRecorded(e: EventMap['payment.recorded']) {
    const found = receiptForPayment(d, e.storeId, e.paymentId)
    if (!found) return
    const { payment, receipt } = found
    const key = (p: PrinterRow) => `drawer:pay${payment.id}:p${p.id}`
    for (const printer of activePrinters(d, e.storeId, 'receipt')) {
      enqueueReceipt(e.storeId, printer, receipt, `receipt:pay${payment.id}:p${printer.id}`, payment.orderId)
    }
    if (payment.method !== 'cash') return
    const drawers = drawersOf(d, e.storeId)
    if (!drawers.length) return
    const realtime = queueOrDefer(e.storeId, drawers, key)
    const user =
      payment.receivedBy === null
        ? null
        : (d.select().from(users).where(eq(users.id, payment.receivedBy)).get() ?? null)
    logActivity(
      d,
      { user, ip: SYSTEM_IP },
      {
        storeId: e.storeId,
        action: 'open_cash_drawer',
        entityType: 'payment',
        entityId: payment.id,
        details: { reason: 'cash_payment', printerIds: drawers.map((p) => p.id) },
      },
      clock.now(),
    )
    return () => pulseNow(e.storeId, realtime, key)
  }

  /** Cash going back to a customer comes out of the drawer: the same pulse a cash payment sends. */
  function onRefundRecorded(e: EventMap['refund.recorded']) {
    if (e.method !== 'cash') return
    const refund = d
      .select()
      .from(refunds)
      .where(and(eq(refunds.id, e.refundId), eq(refunds.storeId, e.storeId)))
      .get()
    if (!refund) return
    const key = (p: PrinterRow) => `drawer:refund${refund.id}:p${p.id}`
    const drawers = drawersOf(d, e.storeId)
    if (!drawers.length) return
    const realtime = queueOrDefer(e.storeId, drawers, key)
    const user =
      refund.refundedBy === null ? null : (d.select().from(users).where(eq(users.id, refund.refundedBy)).get() ?? null)
    logActivity(
      d,
      { user, ip: SYSTEM_IP },
      {
        storeId: e.storeId,
        action: 'open_cash_drawer',
        entityType: 'refund',
        entityId: refund.id,
        details: { reason: 'cash_refund', orderId: refund.orderId, printerIds: drawers.map((p) => p.id) },
      },
      clock.now(),
    )
    return () => pulseNow(e.storeId, realtime, key)
  }

  /** A report (Z, X) queued on every receipt printer of the store; none configured is a 409. */
  function printReport(
    storeId: number,
    key: string,
    render: (meta: { storeName: string; printedAt: number; timeZone: string }, p: PrinterRow) => Uint8Array,
  ) {
    const targets = activePrinters(d, storeId, 'receipt')
    if (targets.length === 0) throw new AppError('NO_RECEIPT_PRINTER')
    const store = storeRow(d, storeId)!
    const meta = { storeName: store.name, printedAt: clock.now(), timeZone: timeZoneOf(store) }
    return db.write(() =>
      targets.map(
        (p) =>
          hardware.queue.enqueue({
            storeId,
            printerId: p.id,
            kind: 'receipt',
            orderId: null,
            dedupeKey: `${key}:p${p.id}:${unique()}`,
            payload: render(meta, p),
          })!,
      ),
    )
  }

  return {
    onPaymentRecorded,
    onRefundRecorded,

    /** 補印: staff may reprint an order's receipt on one receipt printer or all of them. */
    reprint(storeId: number, orderId: number, printerId: number | null) {
      const receipt = receiptForReprint(d, storeId, orderId, clock.now())
      const targets = activePrinters(d, storeId, 'receipt').filter((p) => printerId === null || p.id === printerId)
      if (targets.length === 0) throw new AppError(printerId === null ? 'NO_RECEIPT_PRINTER' : 'PRINTER_NOT_FOUND')
      return db.write(() =>
        targets.map((p) => enqueueReceipt(storeId, p, receipt, `reprint:${orderId}:p${p.id}:${unique()}`, orderId)!),
      )
    },

    /**
     * The receipt as the paper lays it out, for a screen: an order's (補印, marked with now) or one
     * payment's (as it printed after the payment), with how many receipt printers the store has.
     */
    view(storeId: number, of: { orderId: number } | { paymentId: number }): ReceiptView {
      const receipt =
        'orderId' in of
          ? receiptForReprint(d, storeId, of.orderId, clock.now())
          : receiptForPayment(d, storeId, of.paymentId)?.receipt
      if (!receipt) throw new AppError('PAYMENT_NOT_FOUND')
      return { receiptPrinters: activePrinters(d, storeId, 'receipt').length, rows: receiptRows(receipt) }
    },

    /** The Z report on every receipt printer of the store; none configured is a 409. */
    printZReport(storeId: number, z: Omit<ZReportPrintData, 'storeName' | 'printedAt' | 'timeZone'>) {
      return printReport(storeId, `zreport:${z.z.date}`, (meta, p) => renderZReport({ ...z, ...meta }, profileOf(p)))
    },

    /** A shift's X report (交班), the same way. */
    printXReport(storeId: number, x: Omit<XReportPrintData, 'storeName' | 'printedAt' | 'timeZone'>) {
      return printReport(storeId, `xreport:${x.openedAt}`, (meta, p) => renderXReport({ ...x, ...meta }, profileOf(p)))
    },

    /**
     * The drawer button: sent now (not queued), so the manager sees at once whether each drawer
     * opened: one zh-TW line per drawer. None opened is a 409 naming every drawer's reason.
     */
    async openDrawer(storeId: number, actor: Actor): Promise<DrawerOpenResult> {
      const drawers = drawersOf(d, storeId)
      if (drawers.length === 0) throw new AppError('NO_CASH_DRAWER')
      const settled = await Promise.allSettled(drawers.map((p) => hardware.drawerFor(p).open()))
      const L = zhTW.backoffice.devices
      const results = drawers.map((p, i): DrawerResult => {
        const r = settled[i]
        return r.status === 'fulfilled'
          ? { printerId: p.id, name: p.name, opened: true, message: fill(L.drawerResultOpened, { name: p.name }) }
          : {
              printerId: p.id,
              name: p.name,
              opened: false,
              message: fill(L.drawerResultFailed, { name: p.name, reason: (r.reason as Error).message }),
            }
      })
      const opened = results.filter((r) => r.opened).map((r) => r.printerId)
      if (opened.length === 0)
        throw new AppError('CASH_DRAWER_FAILED', { reason: results.map((r) => r.message).join('；') })
      logActivity(
        d,
        actor,
        {
          storeId,
          action: 'open_cash_drawer',
          entityType: 'printer',
          entityId: opened[0],
          details: { reason: 'manual', printerIds: opened },
        },
        clock.now(),
      )
      return { opened, allOpened: opened.length === drawers.length, results }
    },
  }
}
