import { and, count, desc, eq, inArray, min, ne } from 'drizzle-orm'
import type { DbHandle } from '../../db/client'
import type { Clock } from '../../clock'
import { orders, printJobs, printers } from '../../db/schema'
import type { EventBus } from '../../events'
import type { Logger } from '../../log'
import { AppError } from '../../http/app-error'
import { logActivity, type Actor } from '../activity'
import { storeRow } from '../stores'
import { fill, zhTW } from '../../../shared/i18n/zh-TW'
import { createDoc, formatPrintTime, type Devices, type PrintJob } from '../../../devices'
import type { PrinterRow, PrintJobRow } from './print-job-store'
import { profileOf, timeZoneOf } from './data'
import { ALL_STATIONS, pulseFor, topics } from '../../../devices'
import { createKitchenPrinting } from './kitchen'
import { createKitchenSnapshots } from './kitchen-snapshots'
import { createReceiptPrinting } from './receipts'
import { createPrinterSettings } from './printers'
import { createMqttDeviceCredentials } from './mqtt-devices'
import type {
  DevicesStatus,
  PrinterStatus,
  PrintJob as PresentedJob,
  QueuedJob,
  RetryAllResult,
} from '../../../shared/api/devices'

type Deps = {
  db: DbHandle
  clock: Clock
  events: EventBus
  log: Logger
  hardware: Devices
  markReady(storeId: number, orderId: number): void
  /** 補印 of a 電子發票證明聯 (the einvoice module lays it out and queues it). */
  reprintProof?: (storeId: number, orderId: number, printerId: number | null) => QueuedJob[]
}

export type ReprintKind = 'receipt' | 'kitchen' | 'einvoice'
const noProof = (): never => {
  throw new AppError('EINVOICE_NO_PROOF')
}
export type JobStatus = PrintJobRow['status']

/** Jobs waiting longer than this raise the printer alert on the dashboard and the devices screen. */
export const BACKLOG_ALERT_MS = 3 * 60_000

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

export function presentJob(j: PrintJob): PresentedJob {
  return {
    id: j.id,
    printerId: j.printerId,
    kind: j.kind,
    orderId: j.orderId,
    status: j.status,
    attempts: j.attempts,
    nextAttemptAt: iso(j.nextAttemptAt),
    lastError: j.lastError,
    doneAt: iso(j.doneAt),
    createdAt: iso(j.createdAt),
  }
}

/**
 * The devices module: turns order and payment events into print jobs and MQTT messages, and
 * backs the managers' devices screen. Print jobs are written with the money (the outbox, from
 * construction on); `start()` starts the hardware, so until then nothing is sent or published.
 */
export function createDeviceService({ db, clock, events, log, hardware, markReady, reprintProof }: Deps) {
  const d = db.db
  const settings = createPrinterSettings({ db, clock, printerDevices: hardware.printerDevices })
  const snapshots = createKitchenSnapshots({ db, clock, hardware })
  const kitchen = createKitchenPrinting({ db, clock, log, hardware, markReady, remember: snapshots.remember })
  const receipts = createReceiptPrinting({ db, clock, log, hardware })
  const ordersOfPayment = (e: { sessionId: number | null; orderId: number | null }) =>
    e.orderId !== null
      ? [e.orderId]
      : e.sessionId !== null
        ? d
            .select({ id: orders.id })
            .from(orders)
            .where(eq(orders.sessionId, e.sessionId))
            .all()
            .map((o) => o.id)
        : []
  const credentials = createMqttDeviceCredentials({ db, clock, disconnect: (u) => hardware.mqtt.disconnectDevice(u) })
  let unsubscribe: (() => void)[] = []
  // The outbox: tickets, receipts and drawer pulses are written inside the
  // transaction of the order, payment, void or refund, from the first write on; a job written
  // before start() waits in print_jobs and prints once the queue runs. So a crash between a commit
  // and its printing loses nothing, and no start-up scan for missed tickets is needed.
  events.onWrite('order.created', kitchen.onOrderCreated)
  events.onWrite('order.items_added', kitchen.onItemsAdded)
  events.onWrite('order.items_voided', kitchen.onItemsVoided)
  events.onWrite('order.status_changed', kitchen.onStatusChanged)
  events.onWrite('payment.recorded', receipts.onPaymentRecorded)
  events.onWrite('refund.recorded', receipts.onRefundRecorded)

  function jobOfStore(storeId: number, id: number): PrintJobRow {
    const row = d
      .select()
      .from(printJobs)
      .where(and(eq(printJobs.id, id), eq(printJobs.storeId, storeId)))
      .get()
    if (!row) throw new AppError('PRINT_JOB_NOT_FOUND')
    return row
  }

  function testPage(printer: PrinterRow): Uint8Array {
    const store = storeRow(d, printer.storeId)!
    const L = zhTW.print
    const doc = createDoc(profileOf(printer))
    doc.text(L.test, { align: 'center', bold: true, width: 2, height: 2 })
    doc.text(`${store.name} - ${printer.name}`, { align: 'center' })
    doc.text(formatPrintTime(clock.now(), timeZoneOf(store)), { align: 'center' })
    doc.rule()
    doc.text(fill(L.testRuler, { columns: doc.columns, paper: printer.paperWidth }))
    doc.text('1234567890'.repeat(Math.ceil(doc.columns / 10)).slice(0, doc.columns))
    doc.text(L.testBody)
    doc.rule()
    return doc.finish().bytes()
  }

  return {
    printers: settings,
    mqttDevices: credentials,
    /** 補印 of an order's receipt or kitchen ticket, in the activity log with the kind and printers. */
    reprint(storeId: number, orderId: number, kind: ReprintKind, printerId: number | null, actor: Actor): QueuedJob[] {
      // The jobs and their log line commit together: no 補印 that prints unlogged, or is logged unprinted.
      const jobs = db.write(() => {
        const queued =
          kind === 'kitchen'
            ? kitchen.reprint(storeId, orderId, printerId)
            : kind === 'einvoice'
              ? (reprintProof ?? noProof)(storeId, orderId, printerId)
              : receipts.reprint(storeId, orderId, printerId)
        logActivity(
          d,
          actor,
          {
            storeId,
            action: 'reprint',
            entityType: 'order',
            entityId: orderId,
            details: { kind, printerIds: queued.map((j) => j.printerId) },
          },
          clock.now(),
        )
        return queued
      })
      return jobs.map((j) => ({ id: j.id, printerId: j.printerId, status: j.status }))
    },
    openDrawer: receipts.openDrawer,
    receipt: receipts.view,
    printZReport(...args: Parameters<typeof receipts.printZReport>): QueuedJob[] {
      return receipts.printZReport(...args).map((j) => ({ id: j.id, printerId: j.printerId, status: j.status }))
    },
    printXReport(...args: Parameters<typeof receipts.printXReport>): QueuedJob[] {
      return receipts.printXReport(...args).map((j) => ({ id: j.id, printerId: j.printerId, status: j.status }))
    },
    /** Another module's job (the 電子發票證明聯) through the same durable queue. */
    enqueue: (job: Parameters<Devices['queue']['enqueue']>[0]) => hardware.queue.enqueue(job),
    /** The HTTP server's /mqtt WebSocket bridge (embedded broker only). */
    wsBridge: hardware.mqtt.wsBridge,

    /** 測試: a test page, or for a drawer device the pulse that opens it (it has no paper to print on). */
    testPrint(storeId: number, printerId: number) {
      const printer = settings.get(storeId, printerId)
      const payload = printer.role === 'drawer' ? pulseFor(printer.model) : testPage(printer)
      const job = hardware.queue.enqueue({
        storeId,
        printerId,
        kind: 'test',
        dedupeKey: `test:p${printerId}:${clock.now()}:${crypto.randomUUID()}`,
        payload,
      })!
      return presentJob(job)
    },

    listJobs(storeId: number, status?: JobStatus, limit = 100) {
      const where = status
        ? and(eq(printJobs.storeId, storeId), eq(printJobs.status, status))
        : eq(printJobs.storeId, storeId)
      return d.select().from(printJobs).where(where).orderBy(desc(printJobs.id)).limit(limit).all().map(presentJob)
    },

    retryJob(storeId: number, jobId: number) {
      if (jobOfStore(storeId, jobId).status === 'sending') throw new AppError('PRINT_JOB_BUSY')
      hardware.queue.retry(jobId)
      return presentJob(jobOfStore(storeId, jobId))
    },

    /** Every job due now by the clock has been tried (tests that drive an injected clock). */
    settlePrinting: () => hardware.queue.settle(),

    /** One line for the log once MQTT has started. */
    describeMqtt() {
      const m = hardware.mqtt.status()
      if (m.mode === 'embedded') return `MQTT broker listening on TCP port ${m.brokerPort}, WebSocket path /mqtt`
      return m.mode === 'external' ? `MQTT via the external broker ${m.url}` : 'MQTT off'
    },

    /** 全部重送 (manager): every waiting or failed job of the printer is tried now, in order. */
    retryAllJobs(storeId: number, printerId: number): RetryAllResult {
      settings.get(storeId, printerId)
      return { printerId, retried: hardware.queue.retryAll(printerId) }
    },

    status(storeId: number): DevicesStatus {
      const rows = d.select().from(printers).where(eq(printers.storeId, storeId)).all()
      const counts = d
        .select({ printerId: printJobs.printerId, status: printJobs.status, n: count() })
        .from(printJobs)
        .where(eq(printJobs.storeId, storeId))
        .groupBy(printJobs.printerId, printJobs.status)
        .all()
      const n = (id: number, s: JobStatus) => counts.find((c) => c.printerId === id && c.status === s)?.n ?? 0
      // Tickets and receipts still to print; a drawer pulse expires within a minute and is no backlog.
      const waiting = d
        .select({ printerId: printJobs.printerId, n: count(), oldest: min(printJobs.createdAt) })
        .from(printJobs)
        .where(
          and(
            eq(printJobs.storeId, storeId),
            inArray(printJobs.status, ['pending', 'sending']),
            ne(printJobs.kind, 'drawer'),
          ),
        )
        .groupBy(printJobs.printerId)
        .all()
      const now = clock.now()
      const list = rows.map((p): PrinterStatus => {
        const last = hardware.queue.printerState(p.id)
        const w = waiting.find((x) => x.printerId === p.id)
        const waitedMs = w?.oldest != null ? Math.max(0, now - w.oldest) : 0
        const alert =
          w && waitedMs >= BACKLOG_ALERT_MS
            ? fill(zhTW.print.backlogAlert, {
                role: zhTW.print.roles[p.role],
                name: p.name,
                count: w.n,
                minutes: Math.floor(waitedMs / 60_000),
              })
            : null
        return {
          id: p.id,
          name: p.name,
          role: p.role,
          isActive: p.isActive,
          state: last?.state ?? 'unknown',
          reason: last?.reason ?? null,
          message: last?.message ?? null,
          at: iso(last?.at ?? null),
          // DLE EOT 4 near-end, as the printer answered before its last job (network printers).
          paperLow: hardware.transportFor(p).readiness?.()?.paperLow ?? false,
          pendingJobs: n(p.id, 'pending') + n(p.id, 'sending'),
          failedJobs: n(p.id, 'failed'),
          oldestWaitingAt: iso(w?.oldest ?? null),
          alert,
        }
      })
      return {
        mqtt: hardware.mqtt.status(),
        printers: list,
        /** One zh-TW line per printer whose jobs have waited past BACKLOG_ALERT_MS. */
        alerts: list.flatMap((p) => (p.alert ? [{ printerId: p.id, message: p.alert }] : [])),
        /** What a kitchen display subscribes to: every ticket (all), or one kitchen printer's station. */
        stations: [
          { id: ALL_STATIONS, printerId: null, name: null },
          ...rows
            .filter((p) => p.role === 'kitchen' && p.isActive)
            .map((p) => ({ id: String(p.id), printerId: p.id, name: p.name })),
        ].map((s) => ({
          ...s,
          tickets: topics.kitchenTickets(storeId, s.id),
          open: topics.kitchenOpen(storeId, s.id),
          bump: topics.kitchenBump(storeId, s.id),
        })),
      }
    },

    async start() {
      if (unsubscribe.length) return
      unsubscribe = [
        // After the writers' own MQTT tickets: the retained per-station snapshots follow every change.
        ...(['order.created', 'order.items_added', 'order.items_voided', 'order.status_changed'] as const).map((name) =>
          events.on(name, (e) => snapshots.schedule(e.storeId)),
        ),
        events.on('payment.recorded', (e) => snapshots.publishPaid(e.storeId, ordersOfPayment(e))),
      ]
      hardware.mqtt.onBump(kitchen.onBump)
      await hardware.start()
      snapshots.publishAll()
    },

    async stop() {
      for (const off of unsubscribe) off()
      unsubscribe = []
      snapshots.flush()
      await hardware.stop()
    },
  }
}
export type DeviceService = ReturnType<typeof createDeviceService>
