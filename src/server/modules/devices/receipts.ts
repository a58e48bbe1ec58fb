import { and, eq, or } from 'drizzle-orm'
import type { DbHandle } from '../../db/client'
import type { Clock } from '../../clock'
import { printers, refunds, users } from '../../db/schema'
import type { EventMap } from '../../events'
import { AppError } from '../../http/app-error'
import { logActivity, type Actor } from '../activity/log'
import { drawerPulse, renderReceipt, type Devices, type ReceiptData } from '../../../devices'
import type { PrinterRow } from './print-job-store'
import { activePrinters, profileOf, receiptForPayment, receiptForReprint } from './data'

type Deps = { db: DbHandle; clock: Clock; hardware: Devices }

const SYSTEM_IP = 'system'

/** Receipt printers with a drawer on their kick-out port, and serial drawer triggers. */
function drawersOf(d: DbHandle['db'], storeId: number): PrinterRow[] {
  return d.select().from(printers).where(and(
    eq(printers.storeId, storeId), eq(printers.isActive, true),
    or(and(eq(printers.role, 'receipt'), eq(printers.drawer, true)), eq(printers.role, 'drawer')),
  )).all()
}

/**
 * Counter side: a receipt for every payment (and 補印 on demand), the drawer pulse after a cash
 * payment, and the manager's "open drawer" button. Every drawer opening is in the activity log.
 */
export function createReceiptPrinting({ db, clock, hardware }: Deps) {
  const d = db.db
  const unique = () => `${clock.now()}:${crypto.randomUUID()}`

  function enqueueReceipt(storeId: number, printer: PrinterRow, receipt: ReceiptData, dedupeKey: string, orderId: number | null) {
    return hardware.queue.enqueue({
      storeId, printerId: printer.id, kind: 'receipt', orderId, dedupeKey, payload: renderReceipt(receipt, profileOf(printer)),
    })
  }

  function onPaymentRecorded(e: EventMap['payment.recorded']) {
    const found = receiptForPayment(d, e.storeId, e.paymentId)
    if (!found) return
    const { payment, receipt } = found
    const now = clock.now()
    db.sqlite.transaction(() => {
      for (const printer of activePrinters(d, e.storeId, 'receipt')) {
        enqueueReceipt(e.storeId, printer, receipt, `receipt:pay${payment.id}:p${printer.id}`, payment.orderId)
      }
      if (payment.method !== 'cash') return
      const drawers = drawersOf(d, e.storeId)
      for (const printer of drawers) {
        hardware.queue.enqueue({ storeId: e.storeId, printerId: printer.id, kind: 'drawer', dedupeKey: `drawer:pay${payment.id}:p${printer.id}`, payload: drawerPulse() })
      }
      if (drawers.length) {
        const user = payment.receivedBy === null ? null : d.select().from(users).where(eq(users.id, payment.receivedBy)).get() ?? null
        logActivity(d, { user, ip: SYSTEM_IP }, {
          storeId: e.storeId, action: 'open_cash_drawer', entityType: 'payment', entityId: payment.id,
          details: { reason: 'cash_payment', printerIds: drawers.map((p) => p.id) },
        }, now)
      }
    })()
  }

  /** Cash going back to a customer comes out of the drawer: the same pulse a cash payment sends. */
  function onRefundRecorded(e: EventMap['refund.recorded']) {
    if (e.method !== 'cash') return
    const refund = d.select().from(refunds).where(and(eq(refunds.id, e.refundId), eq(refunds.storeId, e.storeId))).get()
    if (!refund) return
    db.sqlite.transaction(() => {
      const drawers = drawersOf(d, e.storeId)
      for (const printer of drawers) {
        hardware.queue.enqueue({ storeId: e.storeId, printerId: printer.id, kind: 'drawer', dedupeKey: `drawer:refund${refund.id}:p${printer.id}`, payload: drawerPulse() })
      }
      if (!drawers.length) return
      const user = refund.refundedBy === null ? null : d.select().from(users).where(eq(users.id, refund.refundedBy)).get() ?? null
      logActivity(d, { user, ip: SYSTEM_IP }, {
        storeId: e.storeId, action: 'open_cash_drawer', entityType: 'refund', entityId: refund.id,
        details: { reason: 'cash_refund', orderId: refund.orderId, printerIds: drawers.map((p) => p.id) },
      }, clock.now())
    })()
  }

  return {
    onPaymentRecorded,
    onRefundRecorded,

    /** 補印: staff may reprint an order's receipt on one receipt printer or all of them. */
    reprint(storeId: number, orderId: number, printerId: number | null) {
      const receipt = receiptForReprint(d, storeId, orderId, clock.now())
      const targets = activePrinters(d, storeId, 'receipt').filter((p) => printerId === null || p.id === printerId)
      if (targets.length === 0) throw new AppError(printerId === null ? 'NO_RECEIPT_PRINTER' : 'PRINTER_NOT_FOUND')
      return db.sqlite.transaction(() => targets.map((p) => enqueueReceipt(storeId, p, receipt, `reprint:${orderId}:p${p.id}:${unique()}`, orderId)!))()
    },

    /** The drawer button: sent now (not queued), so the manager sees at once whether it opened. */
    async openDrawer(storeId: number, actor: Actor) {
      const drawers = drawersOf(d, storeId)
      if (drawers.length === 0) throw new AppError('NO_CASH_DRAWER')
      const results = await Promise.allSettled(drawers.map((p) => hardware.drawerFor(p).open()))
      const opened = drawers.filter((_, i) => results[i].status === 'fulfilled').map((p) => p.id)
      if (opened.length === 0) {
        throw new AppError('CASH_DRAWER_FAILED', { reason: ((results[0] as PromiseRejectedResult).reason as Error).message })
      }
      logActivity(d, actor, {
        storeId, action: 'open_cash_drawer', entityType: 'printer', entityId: opened[0],
        details: { reason: 'manual', printerIds: opened },
      }, clock.now())
      return { opened }
    },
  }
}
