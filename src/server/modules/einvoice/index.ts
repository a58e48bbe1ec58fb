/**
 * 電子發票, the module's one door. Numbers are taken inside the payment's transaction
 * (`issueForPayment`), with the F0401 message row and the 證明聯's print job; voids, replacements
 * and allowances inside the refund's (`onRefund`). Only the message files are written after the commit.
 */
import type { DbHandle } from '../../db/client'
import type { Clock } from '../../clock'
import type { EventBus } from '../../events'
import type { Logger } from '../../log'
import { createEinvoiceSettings } from './settings'
import { createOutbox } from './outbox'
import { createEinvoiceReports } from './reports'
import { createProofPrinting, type EnqueuePrint } from './printing'
import { createUploadFolder } from './upload-folder'
import { createBlankNumbers } from './blank-numbers'
import type { ShareGroup } from './folder-access'
import { parsePeriodCode } from '../../../shared/domain/einvoice/period'
import { createAllowanceVoids } from './allowance-void'
import { createChannelSettings } from './channel'
import { createAmegoSender } from './amego/sender'

export {
  checkChoice,
  issueForPayment,
  invoiceOfPayment,
  invoicesOfPayments,
  invoicesForOrders,
  paymentInvoice,
  pendingInvoicesOf,
  presentInvoice,
  type InvoiceChoice,
  type InvoiceJson,
} from './issue'
export { onRefund } from './returns'
export { InvoiceChoiceInput } from './model'
export { einvoiceRoutes } from './routes'
export { settingsOf as einvoiceSettingsOf } from './store-info'

/**
 * `uploadRoot`: the owner's --einvoice-dir, the only folder (with those inside it) message files go to;
 * `amegoUrl`: the 光貿 加值中心's API, for stores that send through it instead.
 */
export function createEinvoiceModule({
  db,
  clock,
  events,
  log,
  enqueue,
  uploadRoot,
  uploadGroup,
  amegoUrl,
}: {
  db: DbHandle
  clock: Clock
  events: EventBus
  log: Logger
  enqueue: EnqueuePrint
  uploadRoot: string
  /** The OS group that may read the folder and its files (Turnkey running as another account). */
  uploadGroup: ShareGroup
  amegoUrl: string
}) {
  const folder = createUploadFolder(uploadRoot)
  const settings = createEinvoiceSettings({ db, clock, events, folder })
  const outbox = createOutbox({ db, clock, log, folder, group: uploadGroup })
  const sender = createAmegoSender({ db, clock, log, url: amegoUrl })
  const printing = createProofPrinting({ db, clock, log, enqueue })
  // The 證明聯 is part of the payment's outbox from construction on, like the devices' receipt
  // (registered before this one, so it stays ahead of the proof in the queue): a job written before
  // start() waits in print_jobs and prints once the queue runs.
  events.onWrite('payment.recorded', printing.onPaymentRecorded)
  events.onWrite('refund.recorded', printing.onRefundRecorded)
  let off: (() => void)[] = []
  // A sale or refund just committed its messages: write them now rather than at the next tick.
  const soon = () =>
    void setTimeout(() => {
      outbox.flushInBackground()
      void sender.flushInBackground()
    }, 0)
  const blankNumbers = createBlankNumbers({ db, clock, log, queued: soon })
  return {
    settings,
    channel: createChannelSettings({ db, clock }),
    allowances: createAllowanceVoids({ db, clock, events }),
    reports: createEinvoiceReports({ db, clock, outbox, blank: blankNumbers }),
    outbox,
    sender,
    blankNumbers,
    /** The 字軌 ranges as settings lists them, each with its 空白未使用字軌 (E0402) status. */
    ranges(storeId: number) {
      const periods = new Map<string, ReturnType<typeof blankNumbers.statusOf>>()
      return settings.ranges(storeId).map((r) => {
        const of = periods.get(r.period) ?? blankNumbers.statusOf(storeId, parsePeriodCode(r.period)!)
        periods.set(r.period, of)
        return { ...r, e0402: of.of(r.track, r.remaining) }
      })
    },
    printing,
    /**
     * The file writer. Its pass at start stays: a message row commits with its sale or refund, but
     * its XML file is file I/O and is only written after the commit, so a crash in between leaves
     * rows pending that only this pass writes (then every two seconds, and at once after each sale).
     */
    start() {
      if (off.length) return
      for (const { storeId, uploadDir } of settings.ignoredFolders()) {
        log.warn(
          'einvoice.folder_ignored',
          `store ${storeId}: e-invoice folder ${uploadDir} is outside ${uploadRoot}, files go to ` +
            `${uploadRoot} (start with --einvoice-dir ${uploadDir} to keep using it)`,
          { storeId },
        )
      }
      off = [events.on('payment.recorded', soon), events.on('refund.recorded', soon)]
      outbox.start()
      sender.start()
      blankNumbers.start()
    },
    stop() {
      for (const f of off) f()
      off = []
      outbox.stop()
      sender.stop()
      blankNumbers.stop()
    },
  }
}
export type EinvoiceModule = ReturnType<typeof createEinvoiceModule>
