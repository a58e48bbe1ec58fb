import { FAILURE_TEXT, PrinterError, type PrinterFailure, type PrinterTransport } from './transport'
import type { JobKind, NewPrintJob, PrintJob, PrintJobStore, QueuePrinter, Unsent } from './job-store'
import { seconds, type Logger } from '../log'
import { printerStateLog } from './state-log'

export type { JobKind, NewPrintJob, PrintJob, PrintJobStore, QueuePrinter }
/** Milliseconds since the epoch; the server injects its clock (tests drive it). */
export type Clock = { now(): number }

export type PrinterState = { state: 'ok' | 'error'; reason: PrinterFailure | null; message: string | null; at: number }

/**
 * Backoff between attempts, doubling from `baseMs` up to `maxMs`. There is no attempt limit: while
 * its printer is configured a job is never dropped, however long the printer is away.
 */
export type RetryPolicy = { baseMs: number; maxMs: number }

/** Why a job failed for good: only causes that sending again cannot cure. */
export const PERMANENT_FAILURE = {
  printerGone: '印表機已刪除，無法列印',
  printerInactive: '印表機已停用，請啟用後按「全部重送」',
  drawerExpired: '逾時未送出，已取消開錢櫃',
} as const

const STORAGE_RETRY_MS = 2000
/** Finished jobs (done or failed) stay this long, for the devices screen and reprints; then they go. */
export const KEEP_FINISHED_MS = 30 * 24 * 3600_000
const PRUNE_EVERY_MS = 24 * 3600_000
/** Not at start-up itself: the first prune waits until the till is serving. */
const FIRST_PRUNE_MS = 60_000

/** What a send attempt left to write: done, or back to pending (or failed) with the next attempt's time. */
type Outcome = { status: 'done'; doneAt: number } | Unsent

type Deps = {
  jobs: PrintJobStore
  clock: Clock
  log: Logger
  transportFor(printer: QueuePrinter): PrinterTransport
  retry?: Partial<RetryPolicy>
  /** A drawer pulse that could not be sent soon must not open the drawer minutes later. */
  drawerExpiryMs?: number
  /**
   * Resolves once what the store has committed is on the disk: a job is sent only then, so a power
   * cut cannot take away an order whose ticket has printed (the till's retry would print it twice).
   */
  durable?: () => Promise<void>
}

/**
 * Durable print queue over a PrintJobStore (the server's `print_jobs`): a job is stored before it is sent, each printer
 * prints its jobs in order, a failure is retried with capped exponential backoff for as long as it takes (only a cause
 * retrying cannot fix fails a job), a job is done once its bytes left, and `start()` resumes what a crash or restart
 * interrupted. Nothing here ever throws into the caller of `enqueue`: a sale only waits for one INSERT.
 */
export function createPrintQueue(deps: Deps) {
  const { jobs, clock, transportFor, log } = deps
  const policy: RetryPolicy = { baseMs: 2000, maxMs: 60_000, ...deps.retry }
  const drawerExpiryMs = deps.drawerExpiryMs ?? 60_000
  const inFlight = new Map<number, Promise<void>>()
  const lastState = new Map<number, PrinterState>()
  const stateLog = printerStateLog(log)
  let running = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let pruneTimer: ReturnType<typeof setTimeout> | undefined
  const idleWaiters: (() => void)[] = []
  const settleWaiters: (() => void)[] = []
  /** Job states not yet written because the disk refused (full, read-only); written on the next pump. */
  const unrecorded = new Map<number, Outcome>()
  let storageRetryAt = 0
  let storageFailing = false
  let resumeInterrupted = false

  const backoff = (attempts: number) => Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempts - 1))

  /** Whether a pump is already due at once: a stream of enqueues must not keep postponing it. */
  let pumpDue = false

  function kick() {
    if (!running || pumpDue) return
    clearTimeout(timer)
    pumpDue = true
    timer = setTimeout(pump, 0)
  }

  /** Starts, for each printer, its oldest pending job when due; sleeps until the next one is. */
  function pump() {
    timer = undefined
    pumpDue = false
    if (!running) return
    if (Date.now() < storageRetryAt) {
      timer = setTimeout(pump, storageRetryAt - Date.now())
      return
    }
    const now = clock.now()
    try {
      if (resumeInterrupted) {
        // A job caught mid-send by a crash is sent again: a possible duplicate beats a lost ticket.
        jobs.resumeInterrupted()
        resumeInterrupted = false
      }
      flushRecords()
      // A drawer pulse that could not be sent soon must not open the drawer minutes later.
      for (const id of jobs.expiredDrawerPulses(now - drawerExpiryMs)) {
        jobs.cancel(id, PERMANENT_FAILURE.drawerExpired, now)
        log.warn('print.drawer_expired', `drawer pulse ${id} cancelled: not sent within ${seconds(drawerExpiryMs)} s`, {
          jobId: id,
        })
      }
    } catch (e) {
      return storageTrouble(e)
    }
    let wakeAt = Infinity
    for (const job of jobs.heads()) {
      if (inFlight.has(job.printerId)) continue
      if (job.nextAttemptAt > now) {
        wakeAt = Math.min(wakeAt, job.nextAttemptAt)
        continue
      }
      const run = send(job.id)
        .catch(storageTrouble)
        .finally(() => {
          inFlight.delete(job.printerId)
          kick()
        })
      inFlight.set(job.printerId, run)
    }
    if (wakeAt !== Infinity) timer = setTimeout(pump, Math.max(10, wakeAt - now))
    if (inFlight.size === 0) for (const f of settleWaiters.splice(0)) f()
    if (inFlight.size === 0 && wakeAt === Infinity) for (const f of idleWaiters.splice(0)) f()
  }

  /**
   * A full or read-only disk must not take the server down (an unhandled rejection would): the
   * queue logs it (once, until a job's state is written again), leaves the jobs as they are and
   * looks again shortly.
   */
  function storageTrouble(e: unknown) {
    if (!storageFailing)
      log.error(
        'print.storage_failed',
        `print queue cannot write, retrying every ${seconds(STORAGE_RETRY_MS)} s: ${(e as Error).message}`,
      )
    storageFailing = true
    storageRetryAt = Date.now() + STORAGE_RETRY_MS
    clearTimeout(timer)
    timer = setTimeout(pump, STORAGE_RETRY_MS)
  }

  /** Until written, a job stays `sending` in the table, so nothing picks it up and prints it twice. */
  function record(jobId: number, outcome: Outcome) {
    unrecorded.set(jobId, outcome)
    flushRecords()
    if (storageFailing) log.info('print.storage_back', 'print queue writing again')
    storageFailing = false
  }

  function flushRecords() {
    for (const [id, o] of unrecorded) {
      if (o.status === 'done') jobs.complete(id, o.doneAt)
      else jobs.unsent(id, o)
      unrecorded.delete(id)
    }
  }

  async function send(jobId: number) {
    const job = jobs.claim(jobId, clock.now())
    if (!job) return // gone meanwhile (its printer deleted)
    const { attempts } = job
    const printer = jobs.printer(job.printerId)
    try {
      if (!printer) throw new PrinterError('error', PERMANENT_FAILURE.printerGone, true)
      if (!printer.isActive) throw new PrinterError('error', PERMANENT_FAILURE.printerInactive, true)
      await deps.durable?.()
      await transportFor(printer).send(new Uint8Array(job.payload))
    } catch (e) {
      const err =
        e instanceof PrinterError ? e : new PrinterError('error', `${FAILURE_TEXT.error}：${(e as Error).message}`)
      const now = clock.now()
      const giveUp = err.permanent
      lastState.set(job.printerId, { state: 'error', reason: err.reason, message: err.message, at: now })
      if (giveUp) stateLog.jobFailed(job, printer, err.message)
      else if (printer) stateLog.failed(printer, err, now)
      return record(job.id, {
        status: giveUp ? 'failed' : 'pending',
        nextAttemptAt: now + backoff(attempts),
        lastError: err.message,
        updatedAt: now,
      })
    }
    const now = clock.now()
    lastState.set(job.printerId, { state: 'ok', reason: null, message: null, at: now })
    stateLog.printed(printer, now)
    record(job.id, { status: 'done', doneAt: now })
  }

  /**
   * Deletes finished jobs older than KEEP_FINISHED_MS: each holds its ticket's bytes, and a busy
   * kitchen prints hundreds a day. Pending jobs are never touched. Returns how many went.
   */
  function pruneFinished(now = clock.now()): number {
    return jobs.prune(now - KEEP_FINISHED_MS)
  }

  return {
    /** Stores a job (a fast INSERT, usable inside the caller's transaction); null if already queued. */
    enqueue(job: NewPrintJob): PrintJob | null {
      const stored = jobs.enqueue(job, clock.now())
      kick()
      return stored
    },

    /** Sends a failed (or finished) job again now, from a fresh attempt count. */
    retry(jobId: number) {
      jobs.retry(jobId, clock.now())
      kick()
    },

    /**
     * 全部重送: every waiting or failed job of the printer (drawer pulses aside) is due now, from a
     * fresh attempt count, still in order. A job being sent is left alone, so nothing prints twice.
     */
    retryAll(printerId: number): number {
      const n = jobs.retryAll(printerId, clock.now())
      kick()
      return n
    },

    printerState: (printerId: number): PrinterState | null => lastState.get(printerId) ?? null,

    prune: pruneFinished,

    start() {
      if (running) return
      resumeInterrupted = true
      running = true
      kick()
      const prune = () => {
        try {
          pruneFinished()
        } catch (e) {
          log.error('print.prune_failed', `cannot delete old print jobs: ${(e as Error).message}`)
        }
        pruneTimer = setTimeout(prune, PRUNE_EVERY_MS)
        pruneTimer.unref?.()
      }
      pruneTimer = setTimeout(prune, FIRST_PRUNE_MS)
      pruneTimer.unref?.()
    },

    async stop() {
      running = false
      pumpDue = false
      clearTimeout(timer)
      clearTimeout(pruneTimer)
      await Promise.allSettled([...inFlight.values()])
      for (const f of idleWaiters.splice(0)) f()
      for (const f of settleWaiters.splice(0)) f()
    },

    kick,

    /** Resolves when nothing is due or in flight (tests and graceful shutdown). */
    idle(): Promise<void> {
      return new Promise((resolve) => {
        idleWaiters.push(resolve)
        kick()
      })
    },

    /**
     * Resolves once every job due now (by the clock) has been tried and nothing is in flight; jobs
     * waiting out a backoff do not hold it. Tests with an injected clock advance it, then settle.
     */
    settle(): Promise<void> {
      if (!running) return Promise.resolve()
      return new Promise((resolve) => {
        settleWaiters.push(resolve)
        kick()
      })
    },
  }
}
export type PrintQueue = ReturnType<typeof createPrintQueue>
