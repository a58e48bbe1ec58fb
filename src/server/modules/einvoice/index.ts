/**
 * 電子發票 (issue 18), the module's one door. Numbers are taken inside the payment's transaction
 * (`issueForPayment`), voids and allowances inside the refund's (`onRefund`); message files are
 * written by the outbox after commit.
 */
import type { DbHandle } from '../../db/client'
import type { Clock } from '../../clock'
import type { EventBus } from '../../events'
import { createEinvoiceSettings } from './settings'
import { createOutbox } from './outbox'
import { createEinvoiceReports } from './reports'
import { createProofPrinting, type EnqueuePrint } from './printing'

export { checkChoice, issueForPayment, onRefund, invoiceOfPayment, invoicesForOrders, paymentInvoice, presentInvoice, type InvoiceChoice, type InvoiceJson } from './issue'
export { InvoiceChoiceInput } from './model'
export { einvoiceRoutes } from './routes'
export { settingsOf as einvoiceSettingsOf } from './store-info'

export function createEinvoiceModule({ db, clock, events, enqueue }: { db: DbHandle; clock: Clock; events: EventBus; enqueue: EnqueuePrint }) {
  const outbox = createOutbox({ db, clock })
  const printing = createProofPrinting({ db, clock, enqueue })
  let off: (() => void)[] = []
  // A sale or refund just committed its messages: write them now rather than at the next tick.
  const soon = () => void setTimeout(() => {
    try {
      outbox.flush()
    } catch (e) {
      console.error(`電子發票訊息寫入失敗：${(e as Error).message}`)
    }
  }, 0)
  return {
    settings: createEinvoiceSettings({ db, clock }),
    reports: createEinvoiceReports({ db, clock, outbox }),
    outbox,
    printing,
    /** The upload worker: pending messages at start (a crash left them), then every two seconds. */
    start() {
      if (off.length) return
      off = [events.on('payment.recorded', printing.onPaymentRecorded), events.on('payment.recorded', soon), events.on('refund.recorded', soon)]
      try {
        printing.recover()
      } catch (e) {
        console.error(`補印證明聯失敗：${(e as Error).message}`)
      }
      outbox.start()
    },
    stop() {
      off.forEach((f) => f())
      off = []
      outbox.stop()
    },
  }
}
export type EinvoiceModule = ReturnType<typeof createEinvoiceModule>
