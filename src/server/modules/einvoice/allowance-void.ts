import { and, desc, eq } from 'drizzle-orm'
import type { DbHandle } from '../../db/client'
import type { Clock } from '../../clock'
import type { EventBus } from '../../events'
import { einvoiceAllowances, einvoiceMessages, einvoices } from '../../db/schema/einvoice'
import { AppError } from '../../http/app-error'
import { logActivity, type Actor } from '../activity'
import { migDateTime, periodOf } from '../../../shared/domain/einvoice/period'
import { filingDeadline, voidable } from '../../../shared/domain/einvoice/returns'
import { g0501 } from './mig'
import { settingsOf, storeOf } from './store-info'
import { CENTS_PER_DOLLAR, formatMoney } from '../../../shared/domain/money'

const RECENT_ALLOWANCES = 50

/**
 * 作廢 of an allowance (manager): before its period's filing deadline, the allowance stops
 * counting against its invoice and a G0501 goes to the outbox in the same transaction. The money
 * given back stays as it was: a wrong allowance is voided and, if need be, given again.
 */
export function createAllowanceVoids({ db, clock, events }: { db: DbHandle; clock: Clock; events: EventBus }) {
  const d = db.db
  return {
    /**
     * The newest allowances (折讓單), each with its invoice and whether it may still be voided: one
     * still voidable is at most a period and a half old, far inside the page.
     */
    recent(storeId: number) {
      const now = clock.now()
      const { timeZone } = storeOf(d, storeId)
      return d
        .select({ a: einvoiceAllowances, invoiceNumber: einvoices.number })
        .from(einvoiceAllowances)
        .innerJoin(einvoices, eq(einvoices.id, einvoiceAllowances.invoiceId))
        .where(eq(einvoiceAllowances.storeId, storeId))
        .orderBy(desc(einvoiceAllowances.createdAt), desc(einvoiceAllowances.id))
        .limit(RECENT_ALLOWANCES)
        .all()
        .map(({ a, invoiceNumber }) => ({
          id: a.id,
          number: a.number,
          invoiceNumber,
          // e-invoice amounts are whole dollars; the API's money is a decimal string
          amount: formatMoney(a.amount * CENTS_PER_DOLLAR),
          createdAt: new Date(a.createdAt).toISOString(),
          voidedAt: a.voidedAt === null ? null : new Date(a.voidedAt).toISOString(),
          voidReason: a.voidReason,
          voidable: a.voidedAt === null && voidable(periodOf(a.createdAt, timeZone).code, now, timeZone),
        }))
    },

    void(storeId: number, allowanceId: number, input: { reason: string }, actor: Actor) {
      const reason = input.reason.trim()
      if (!reason || [...reason].length > 20) throw new AppError('EINVOICE_VOID_REASON_REQUIRED')
      const now = clock.now()
      return db.write((tx) => {
        const found = d
          .select({ a: einvoiceAllowances, inv: einvoices })
          .from(einvoiceAllowances)
          .innerJoin(einvoices, eq(einvoices.id, einvoiceAllowances.invoiceId))
          .where(and(eq(einvoiceAllowances.id, allowanceId), eq(einvoiceAllowances.storeId, storeId)))
          .get()
        if (!found) throw new AppError('EINVOICE_ALLOWANCE_NOT_FOUND')
        const { a, inv } = found
        if (a.voidedAt !== null) throw new AppError('EINVOICE_ALLOWANCE_VOIDED', { number: a.number })
        const { timeZone } = storeOf(d, storeId)
        const period = periodOf(a.createdAt, timeZone).code
        if (!voidable(period, now, timeZone)) {
          const last = filingDeadline(period)
          throw new AppError('EINVOICE_VOID_TOO_LATE', {
            number: a.number,
            deadline: `${last.year}-${String(last.month).padStart(2, '0')}-${last.day}`,
          })
        }
        const s = settingsOf(d, storeId)
        const { date, time } = migDateTime(now, timeZone)
        d.update(einvoiceAllowances)
          .set({ voidedAt: now, voidReason: reason })
          .where(eq(einvoiceAllowances.id, a.id))
          .run()
        d.update(einvoices)
          .set({ allowanceTotal: inv.allowanceTotal - a.amount })
          .where(eq(einvoices.id, inv.id))
          .run()
        d.insert(einvoiceMessages)
          .values({
            storeId,
            invoiceId: inv.id,
            type: 'G0501',
            fileName: `G0501_${a.number}.xml`,
            createdAt: now,
            xml: g0501({
              number: a.number,
              allowanceDate: migDateTime(a.createdAt, timeZone).date,
              buyerId: inv.buyerId,
              sellerId: s?.sellerId ?? '',
              date,
              time,
              reason,
            }),
          })
          .run()
        logActivity(
          d,
          actor,
          {
            storeId,
            action: 'void_allowance',
            entityType: 'einvoice_allowance',
            entityId: a.id,
            details: { number: a.number, invoiceNumber: inv.number, amount: a.amount, reason },
          },
          now,
        )
        // The outbox: a chain store tells HQ in this transaction.
        tx.afterCommit(events.stage('einvoice.allowance_voided', { storeId, allowanceId: a.id }))
        return { id: a.id, number: a.number, voidedAt: new Date(now).toISOString(), reason }
      })
    },
  }
}
export type AllowanceVoids = ReturnType<typeof createAllowanceVoids>
