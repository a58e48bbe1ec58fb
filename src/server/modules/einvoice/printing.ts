import { and, eq, inArray } from 'drizzle-orm'
import type { DbHandle } from '../../db/client'
import type { Clock } from '../../clock'
import type { Logger } from '../../log'
import { einvoiceAllowances, einvoiceMessages, einvoices } from '../../db/schema/einvoice'
import { orders, printers } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { einvoiceDetailsBytes, einvoiceProofBytes, renderAllowanceSlip } from '../../../devices'
import type { InvoiceProof } from '../../../shared/domain/einvoice/proof'
import type { QueuedJob } from '../../../shared/api/devices'
import { migDateTime } from '../../../shared/domain/einvoice/period'
import { f0401, printsProof } from './mig'
import { settingsOf, storeOf } from './store-info'
import { invoiceOfPayment, type InvoiceRow } from './issue'
import { migInvoiceOf } from './numbers'

/** A job for the devices' durable print queue (the same shape its enqueue takes). */
export type ProofJob = {
  storeId: number
  printerId: number
  kind: 'receipt'
  orderId: number | null
  dedupeKey: string
  payload: Uint8Array
}
export type EnqueuePrint = (job: ProofJob) => QueuedJob | null

/**
 * The 電子發票證明聯: printed on the configured printer when the customer takes paper (no carrier,
 * no donation); the proof helper's layout (einvoiceProofBytes) carries the 交易明細 after it.
 * A carrier or donation sale gets the 交易明細 alone there, naming its invoice and where it went.
 */
export function createProofPrinting({
  db,
  clock,
  log,
  enqueue,
}: {
  db: DbHandle
  clock: Clock
  log: Logger
  enqueue: EnqueuePrint
}) {
  const d = db.db

  /** The store's e-invoice settings and the active printer its papers go to (or the one asked for). */
  function printerFor(storeId: number, printerId?: number | null) {
    const s = settingsOf(d, storeId)
    const id = printerId ?? s?.printerId ?? null
    const printer =
      id === null
        ? null
        : d
            .select()
            .from(printers)
            .where(and(eq(printers.id, id), eq(printers.storeId, storeId), eq(printers.isActive, true)))
            .get()
    return s && printer && s.sellerId ? { s: { ...s, sellerId: s.sellerId }, printer } : null
  }

  function proofJob(inv: InvoiceRow, reprint: boolean, printerId?: number | null) {
    const found = printerFor(inv.storeId, printerId)
    if (!found?.s.aesKey) return null
    const { s, printer } = found
    const store = storeOf(d, inv.storeId)
    const proof: InvoiceProof = {
      storeName: store.name,
      sellerId: s.sellerId,
      sellerName: s.sellerName ?? undefined,
      buyerId: inv.buyerId,
      carrier: inv.carrier,
      donationCode: inv.donationCode,
      number: inv.number!,
      issuedAt: new Date(inv.issuedAt),
      timeZone: store.timeZone,
      randomCode: inv.randomCode,
      salesAmount: inv.salesAmount,
      taxAmount: inv.taxAmount,
      totalAmount: inv.totalAmount,
      items: inv.items,
      aesKeyHex: s.aesKey!,
      reprint,
    }
    const layout = printsProof(inv.kind) ? einvoiceProofBytes : einvoiceDetailsBytes
    const payload = layout(proof, {
      paper: s.paperWidth === 80 ? 80 : 58,
      encoding: printer.encoding,
      cut: printer.cut,
      beep: false,
    })
    return { storeId: inv.storeId, printerId: printer.id, kind: 'receipt' as const, orderId: inv.orderId, payload }
  }

  const wantsProof = (inv: InvoiceRow | null): inv is InvoiceRow =>
    !!inv && inv.status === 'issued' && printsProof(inv.kind)

  /** The proof's job is queued with the sale: its F0401, still in the outbox, says PrintMark Y. */
  function markPrinted(inv: InvoiceRow) {
    const s = settingsOf(d, inv.storeId)!
    d.update(einvoiceMessages)
      .set({ xml: f0401(migInvoiceOf(inv, s, storeOf(d, inv.storeId).timeZone, true)) })
      .where(
        and(
          eq(einvoiceMessages.invoiceId, inv.id),
          eq(einvoiceMessages.type, 'F0401'),
          eq(einvoiceMessages.status, 'pending'),
        ),
      )
      .run()
  }

  /** A 折讓證明單 for each allowance of the refund, on the proof printer. */
  function allowanceJobs(storeId: number, refundId: number) {
    const found = printerFor(storeId)
    if (!found) return []
    const { s, printer } = found
    const store = storeOf(d, storeId)
    const rows = d
      .select({ allowance: einvoiceAllowances, invoice: einvoices })
      .from(einvoiceAllowances)
      .innerJoin(einvoices, eq(einvoices.id, einvoiceAllowances.invoiceId))
      .where(and(eq(einvoiceAllowances.storeId, storeId), eq(einvoiceAllowances.refundId, refundId)))
      .all()
    return rows.map(({ allowance: a, invoice: inv }) => ({
      storeId,
      printerId: printer.id,
      kind: 'receipt' as const,
      orderId: inv.orderId,
      dedupeKey: `einvoice-allowance:${a.id}:p${printer.id}`,
      payload: renderAllowanceSlip(
        {
          storeName: store.name,
          sellerId: s.sellerId,
          sellerName: s.sellerName ?? '',
          buyerId: inv.buyerId,
          number: a.number,
          date: migDateTime(a.createdAt, store.timeZone).date,
          invoiceNumber: inv.number!,
          invoiceDate: migDateTime(inv.issuedAt, store.timeZone).date,
          items: a.items,
        },
        s.paperWidth === 80 ? 80 : 58,
        { encoding: printer.encoding, cut: printer.cut },
      ),
    }))
  }

  return {
    /**
     * The outbox writer, inside the payment's transaction right after its invoice
     * number was taken: the proof's print job commits with the payment and its invoice or not at
     * all, so a crash can neither lose a proof nor need a start-up scan to find one. A replay
     * stages no event, and the dedupe key keeps it to one job per invoice and printer regardless.
     */
    onPaymentRecorded(e: { storeId: number; paymentId: number }) {
      const inv = invoiceOfPayment(d, e.paymentId)
      if (inv?.status !== 'issued') return
      let job: ReturnType<typeof proofJob>
      try {
        job = proofJob(inv, false)
      } catch (e) {
        // A proof that cannot be laid out must not refuse the sale (no 5xx at the counter): the
        // payment and its invoice stand, and 補印 can print the proof once the cause is fixed.
        log.error(
          'einvoice.proof_failed',
          `e-invoice proof ${inv.number} cannot be laid out: ${(e as Error).message}`,
          { invoice: inv.number },
        )
        return
      }
      if (!job) return
      const proof = printsProof(inv.kind)
      enqueue({ ...job, dedupeKey: `einvoice${proof ? '' : '-details'}:${inv.id}:p${job.printerId}` })
      if (proof) markPrinted(inv)
    },

    /**
     * Inside the refund's transaction: the 證明聯 of an invoice reissued for what a consumer kept,
     * and the 折讓證明單 of each allowance, commit with the refund like the sale's proof.
     */
    onRefundRecorded(e: { storeId: number; refundId: number }) {
      const reissued = d
        .select()
        .from(einvoices)
        .where(and(eq(einvoices.storeId, e.storeId), eq(einvoices.refundId, e.refundId)))
        .all()
        .filter(wantsProof)
      try {
        for (const inv of reissued) {
          const job = proofJob(inv, false)
          if (!job) continue
          enqueue({ ...job, dedupeKey: `einvoice:${inv.id}:p${job.printerId}` })
          markPrinted(inv)
        }
        for (const job of allowanceJobs(e.storeId, e.refundId)) enqueue(job)
      } catch (err) {
        // As at the sale: paper that cannot be laid out never refuses the refund; 補印 stays.
        log.error('einvoice.refund_print_failed', `refund ${e.refundId} papers: ${(err as Error).message}`, {
          refundId: e.refundId,
        })
      }
    },

    /** 補印 of an order's 證明聯 (marked 補印 on paper); carrier and donation invoices have none. */
    reprint(storeId: number, orderId: number, printerId: number | null) {
      const order = d
        .select({ id: orders.id, sessionId: orders.sessionId })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId)))
        .get()
      if (!order) throw new AppError('ORDER_NOT_FOUND')
      const list = d
        .select()
        .from(einvoices)
        .where(and(eq(einvoices.storeId, storeId), inArray(einvoices.orderId, [order.id])))
        .all()
        .filter(wantsProof)
      if (list.length === 0) throw new AppError('EINVOICE_NO_PROOF')
      const jobs = list.map((inv) => proofJob(inv, true, printerId))
      if (jobs.some((j) => j === null)) throw new AppError('EINVOICE_NO_PRINTER')
      const now = clock.now()
      return jobs.map(
        (j, i) =>
          enqueue({
            ...j!,
            dedupeKey: `einvoice-reprint:${list[i].id}:p${j!.printerId}:${now}:${crypto.randomUUID()}`,
          })!,
      )
    },
  }
}
export type ProofPrinting = ReturnType<typeof createProofPrinting>
