import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm'
import { withoutFsync, type DbHandle } from '../../db/client'
import { $, changesOf, placeholderSet, placeholders, preparedFor } from '../../db/prepared'
import { printers, printJobs } from '../../db/schema'
import type { JobKind, JobStatus, PrintJobStore } from '../../../devices'

export type PrinterRow = typeof printers.$inferSelect
export type PrintJobRow = typeof printJobs.$inferSelect

// The table's enums are the library's: a kind or status added on one side only fails here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const sameKinds: Same<PrintJobRow['kind'], JobKind> & Same<PrintJobRow['status'], JobStatus> = true
void sameKinds

/** Written out, not bound: SQLite uses the partial index print_jobs_unfinished_idx only then. */
export const unfinishedJob = sql`${printJobs.status} <> 'done'`

/**
 * The queue's statements, prepared once per database: they run for every job. The oldest pending
 * job of each printer is one index lookup (print_jobs_unfinished_idx), however long the backlog.
 */
export const printJobStatements = preparedFor((d) => {
  // 'pending' written out too: bound, a run of the heads query took 35 µs instead of 6, and a
  // draining queue runs it for every job it sends.
  const oldestPending = d
    .select({ id: printJobs.id })
    .from(printJobs)
    .where(and(eq(printJobs.printerId, printers.id), sql`${printJobs.status} = 'pending'`, unfinishedJob))
    .orderBy(asc(printJobs.id))
    .limit(1)
  // None of these opens an ephemeral table (db/prepared.ts): a join on the correlated subquery
  // instead of `IN (subquery)`, and writes whose row is read back by id instead of RETURNING.
  return {
    heads: d
      .select({ id: printJobs.id, printerId: printJobs.printerId, nextAttemptAt: printJobs.nextAttemptAt })
      .from(printers)
      .innerJoin(printJobs, eq(printJobs.id, sql`(${oldestPending})`))
      .prepare(),
    // `kind = 'drawer'` written out, so that the partial index print_jobs_drawer_idx applies. Found
    // first, then failed one by one: an UPDATE of the indexed status through that index would
    // collect the rows in an ephemeral table on every pump, even when there are none.
    expiredDrawerPulses: d
      .select({ id: printJobs.id })
      .from(printJobs)
      .where(
        and(sql`${printJobs.kind} = 'drawer'`, eq(printJobs.status, 'pending'), lt(printJobs.createdAt, $('before'))),
      )
      .prepare(),
    cancel: d
      .update(printJobs)
      .set({ status: 'failed', ...placeholderSet('lastError', 'updatedAt') })
      .where(eq(printJobs.id, $('id')))
      .prepare(),
    // Drawer pulses are left out: one sent minutes late opens a drawer nobody stands at.
    retryAll: d
      .update(printJobs)
      .set({ status: 'pending', attempts: 0, ...placeholderSet('nextAttemptAt', 'updatedAt') })
      .where(
        and(
          eq(printJobs.printerId, $('printerId')),
          inArray(printJobs.status, ['pending', 'failed']),
          unfinishedJob,
          sql`${printJobs.kind} <> 'drawer'`,
        ),
      )
      .prepare(),
    claim: d
      .update(printJobs)
      .set({ status: 'sending', attempts: sql`${printJobs.attempts} + 1`, ...placeholderSet('updatedAt') })
      .where(and(eq(printJobs.id, $('id')), eq(printJobs.status, 'pending')))
      .prepare(),
    job: d
      .select()
      .from(printJobs)
      .where(eq(printJobs.id, $('id')))
      .prepare(),
    printer: d
      .select()
      .from(printers)
      .where(eq(printers.id, $('id')))
      .prepare(),
    markDone: d
      .update(printJobs)
      .set({ status: 'done', lastError: null, ...placeholderSet('doneAt', 'updatedAt') })
      .where(eq(printJobs.id, $('id')))
      .prepare(),
    markUnsent: d
      .update(printJobs)
      .set(placeholderSet('status', 'nextAttemptAt', 'lastError', 'updatedAt'))
      .where(eq(printJobs.id, $('id')))
      .prepare(),
    prune: d
      .delete(printJobs)
      .where(and(inArray(printJobs.status, ['done', 'failed']), lt(printJobs.updatedAt, $('before'))))
      .prepare(),
    insert: d
      .insert(printJobs)
      .values({
        ...placeholders('storeId', 'printerId', 'kind', 'orderId', 'dedupeKey', 'payload'),
        status: 'pending',
        nextAttemptAt: $('now'),
        createdAt: $('now'),
        updatedAt: $('now'),
      })
      .onConflictDoNothing({ target: printJobs.dedupeKey })
      .prepare(),
  }
})

/**
 * The devices library's print-job store over `print_jobs`. A job's state changes during a send
 * skip the fsync: losing one in a power cut can only print it twice. An enqueue is a plain INSERT,
 * so it joins the caller's transaction (an order and its kitchen ticket commit together).
 */
export function createPrintJobStore(db: DbHandle) {
  const d = db.db
  const q = printJobStatements(d)
  const fast = <T>(fn: () => T) => withoutFsync(db.sqlite, fn)

  return {
    enqueue(job, now) {
      const { changes, lastInsertRowid } = changesOf(
        q.insert.run({ ...job, orderId: job.orderId ?? null, payload: Buffer.from(job.payload), now }),
      )
      return changes ? (q.job.get({ id: Number(lastInsertRowid) }) ?? null) : null
    },
    heads: () => q.heads.all(),
    claim(id, now) {
      const claimed = fast(() => changesOf(q.claim.run({ id, updatedAt: now })).changes)
      return claimed ? q.job.get({ id }) : undefined
    },
    printer: (id) => q.printer.get({ id }),
    complete: (id, doneAt) => void fast(() => q.markDone.run({ id, doneAt, updatedAt: doneAt })),
    unsent: (id, outcome) => void fast(() => q.markUnsent.run({ id, ...outcome })),
    resumeInterrupted() {
      d.update(printJobs)
        .set({ status: 'pending' })
        .where(and(eq(printJobs.status, 'sending'), unfinishedJob))
        .run()
    },
    expiredDrawerPulses: (before) => q.expiredDrawerPulses.all({ before }).map((r) => r.id),
    cancel: (id, reason, now) => void q.cancel.run({ id, lastError: reason, updatedAt: now }),
    retry(id, now) {
      d.update(printJobs)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: now, updatedAt: now })
        .where(and(eq(printJobs.id, id), inArray(printJobs.status, ['failed', 'done', 'pending'])))
        .run()
    },
    retryAll: (printerId, now) => changesOf(q.retryAll.run({ printerId, nextAttemptAt: now, updatedAt: now })).changes,
    prune: (before) => changesOf(q.prune.run({ before })).changes,
  } satisfies PrintJobStore
}
