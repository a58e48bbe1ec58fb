// The print queue's port: where jobs are kept. The devices library defines it; the server
// implements it over its database (src/server/modules/devices/print-job-store.ts).

export type JobKind = 'receipt' | 'kitchen' | 'void' | 'test' | 'drawer'
export type JobStatus = 'pending' | 'sending' | 'done' | 'failed'

/** How a printer is reached; a configured printer carries more (name, role, paper…) the library ignores. */
export type PrinterConnection = {
  connection: 'network' | 'usb' | 'serial'
  /** host:port for network, device file for usb/serial. */
  address: string
  baudRate: number | null
}

/** A configured printer as the queue sees it; the name is for the log. */
export type QueuePrinter = PrinterConnection & { id: number; isActive: boolean; name?: string }

export type PrintJob = {
  id: number
  storeId: number
  printerId: number
  kind: JobKind
  orderId: number | null
  dedupeKey: string
  payload: Uint8Array
  status: JobStatus
  attempts: number
  nextAttemptAt: number
  lastError: string | null
  doneAt: number | null
  createdAt: number
  updatedAt: number
}

export type NewPrintJob = {
  storeId: number
  printerId: number
  kind: JobKind
  orderId?: number | null
  /** One intended print; enqueueing the same key twice prints once. */
  dedupeKey: string
  payload: Uint8Array
}

/** A send that did not finish: tried again at `nextAttemptAt` (pending), or given up (failed). */
export type Unsent = { status: 'pending' | 'failed'; nextAttemptAt: number; lastError: string; updatedAt: number }

/**
 * Durable storage of print jobs. Every method is synchronous and may throw when the storage
 * refuses (disk full, read-only): the queue then leaves the jobs as they are and tries again.
 * The state changes of a send (claim, complete, unsent) may skip the disk flush: losing one in a
 * power cut can only print a ticket twice.
 */
export interface PrintJobStore {
  /** Stores a job as pending, due `now`, unless its dedupeKey is already stored (then null). */
  enqueue(job: NewPrintJob, now: number): PrintJob | null
  /** Each printer's oldest pending job, found without scanning the backlog. */
  heads(): { id: number; printerId: number; nextAttemptAt: number }[]
  /** Marks a pending job `sending` with one more attempt and returns it; undefined if it was not pending. */
  claim(id: number, now: number): PrintJob | undefined
  printer(id: number): QueuePrinter | undefined
  complete(id: number, doneAt: number): void
  unsent(id: number, outcome: Unsent): void
  /** Jobs left `sending` by a crash or restart go back to pending. */
  resumeInterrupted(): void
  /** Ids of pending drawer pulses created before `before`. */
  expiredDrawerPulses(before: number): number[]
  /** Fails one job for good, with its reason. */
  cancel(id: number, reason: string, now: number): void
  /** A failed, done or pending job is pending again, due now, from a fresh attempt count. */
  retry(id: number, now: number): void
  /** Every pending or failed job of the printer except drawer pulses, as `retry`; how many. */
  retryAll(printerId: number, now: number): number
  /** Deletes done and failed jobs last changed before `before`; how many. */
  prune(before: number): number
}
