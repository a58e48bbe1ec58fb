import { seconds, type Logger } from '../log'
import type { JobKind, QueuePrinter } from './job-store'
import type { PrinterError, PrinterFailure } from './transport'

/** How the log names a printer's trouble: `printer 廚房 unreachable 192.168.1.50:9100`. */
const TROUBLE_WORDS: Record<PrinterFailure, string> = {
  unreachable: 'unreachable',
  offline: 'offline (cover open?)',
  paper_out: 'out of paper',
  timeout: 'not answering',
  not_a_device: 'not a printer device',
  error: 'failing',
}

const nameOf = (p: QueuePrinter) => `printer ${p.name ?? `#${p.id}`}`

/**
 * What the print queue's attempts mean for the operations log: a printer going away (or out of
 * paper, or offline) once when it starts, once when it prints again with how long it was out,
 * never per retry; a job that can never print, once.
 */
export function printerStateLog(log: Logger) {
  /** Printers in trouble: why, and since when. */
  const trouble = new Map<number, { reason: PrinterFailure; since: number }>()
  return {
    failed(printer: QueuePrinter, err: PrinterError, now: number) {
      const was = trouble.get(printer.id)
      if (was?.reason === err.reason) return
      trouble.set(printer.id, { reason: err.reason, since: was?.since ?? now })
      log.warn(`printer.${err.reason}`, `${nameOf(printer)} ${TROUBLE_WORDS[err.reason]} ${printer.address}`, {
        printer: printer.name ?? null,
        printerId: printer.id,
        address: printer.address,
        reason: err.reason,
        error: err.message,
      })
    },

    printed(printer: QueuePrinter, now: number) {
      const was = trouble.get(printer.id)
      if (!was) return
      trouble.delete(printer.id)
      const down = seconds(now - was.since)
      log.info('printer.back', `${nameOf(printer)} back after ${down} s ${printer.address}`, {
        printer: printer.name ?? null,
        printerId: printer.id,
        address: printer.address,
        downSeconds: down,
      })
    },

    jobFailed(
      job: { id: number; kind: JobKind; printerId: number },
      printer: QueuePrinter | undefined,
      reason: string,
    ) {
      if (!printer) trouble.delete(job.printerId)
      const who = printer ? nameOf(printer) : `printer #${job.printerId}`
      log.error('print.job_failed', `print job ${job.id} (${job.kind}) for ${who} failed for good: ${reason}`, {
        jobId: job.id,
        kind: job.kind,
        printerId: job.printerId,
        printer: printer?.name ?? null,
        reason,
      })
    },
  }
}
