import { and, asc, eq, inArray } from 'drizzle-orm'
import type { DbHandle } from '../../db/client'
import type { Clock } from '../../clock'
import type { Logger } from '../../log'
import { einvoiceMessages, einvoiceRanges } from '../../db/schema/einvoice'
import { AppError } from '../../http/app-error'
import { parsePeriodCode, periodClose, type InvoicePeriod } from '../../../shared/domain/einvoice/period'
import { e0402 } from './mig'
import type { BlankStatus } from '../../../shared/api/einvoice'
import { settingsOf, storeOf } from './store-info'

type RangeRow = typeof einvoiceRanges.$inferSelect

/**
 * A closed period is reported automatically this long after it ended: a sale whose clock read
 * 23:59:59 may still be committing its number from the old period's range at midnight.
 */
export const BLANK_GRACE_MS = 3600_000

const digits = (n: number) => String(n).padStart(8, '0')
/** One file per store, period and track (a track's letters are shared by many sellers). */
export const blankFileName = (storeId: number, period: string, track: string) =>
  `E0402_${period}${track}_${storeId}.xml`

/** Each track's unused runs (from the next number to the end of each of its ranges), tracks in order. */
function blankRuns(ranges: RangeRow[]) {
  const byTrack = new Map<string, { from: string; to: string }[]>()
  for (const r of [...ranges].sort((a, b) => a.track.localeCompare(b.track) || a.startNo - b.startNo)) {
    const runs = byTrack.get(r.track) ?? []
    if (r.nextNo <= r.endNo) runs.push({ from: digits(r.nextNo), to: digits(r.endNo) })
    byTrack.set(r.track, runs)
  }
  return byTrack
}

/**
 * 空白未使用字軌: once a period is over, each track's unused numbers go to Turnkey as an E0402,
 * through the same outbox as the invoices (due by the 10th of the month after; see periodClose).
 * Written by the background pass after BLANK_GRACE_MS, or at once when a manager asks.
 */
export function createBlankNumbers({
  db,
  clock,
  log,
  queued: afterQueue,
}: {
  db: DbHandle
  clock: Clock
  log: Logger
  /** Files were queued: the outbox writes them now rather than at its next tick. */
  queued: () => void
}) {
  const d = db.db
  let timer: ReturnType<typeof setInterval> | null = null
  let failing = false

  /** The period's tracks with unused numbers and no E0402 queued yet. */
  function missing(storeId: number, period: string) {
    const ranges = d
      .select()
      .from(einvoiceRanges)
      .where(and(eq(einvoiceRanges.storeId, storeId), eq(einvoiceRanges.period, period)))
      .all()
    const tracks = [...blankRuns(ranges)].filter(([, runs]) => runs.length > 0)
    const names = tracks.map(([track]) => blankFileName(storeId, period, track))
    const queued = new Set(
      names.length
        ? d
            .select({ fileName: einvoiceMessages.fileName })
            .from(einvoiceMessages)
            .where(inArray(einvoiceMessages.fileName, names))
            .all()
            .map((m) => m.fileName)
        : [],
    )
    return tracks.filter(([track]) => !queued.has(blankFileName(storeId, period, track)))
  }

  /**
   * Queues the period's E0402 files not queued yet (looked at first outside a write, so the pass
   * over long-closed periods writes nothing); returns how many it queued.
   */
  function write(storeId: number, period: string): number {
    const sellerId = settingsOf(d, storeId)?.sellerId
    if (!sellerId || missing(storeId, period).length === 0) return 0
    const n = db.write(() => {
      const now = clock.now()
      const todo = missing(storeId, period)
      for (const [track, runs] of todo) {
        d.insert(einvoiceMessages)
          .values({
            storeId,
            invoiceId: null,
            type: 'E0402',
            fileName: blankFileName(storeId, period, track),
            xml: e0402({ sellerId, period, track, runs }),
            createdAt: now,
          })
          .run()
      }
      return todo.length
    })
    if (n > 0) afterQueue()
    return n
  }

  /** Every store's periods that closed more than BLANK_GRACE_MS ago and still have ranges unreported. */
  function writeDue(): number {
    const now = clock.now()
    const rows = d
      .selectDistinct({ storeId: einvoiceRanges.storeId, period: einvoiceRanges.period })
      .from(einvoiceRanges)
      .orderBy(asc(einvoiceRanges.period))
      .all()
    let queued = 0
    for (const { storeId, period } of rows) {
      const p = parsePeriodCode(period)
      if (p && now >= periodClose(p, storeOf(d, storeId).timeZone).endsAt + BLANK_GRACE_MS)
        queued += write(storeId, period)
    }
    return queued
  }

  return {
    writeDue,

    /** A manager's 申報空白字軌 for a period that is over; a period still open is refused. */
    writeNow(storeId: number, code: string) {
      const p = parsePeriodCode(code)
      if (!p) throw new AppError('EINVOICE_PERIOD_INVALID')
      const { timeZone } = storeOf(d, storeId)
      const close = periodClose(p, timeZone)
      if (clock.now() < close.endsAt) throw new AppError('EINVOICE_PERIOD_OPEN', { period: code })
      if (!settingsOf(d, storeId)?.sellerId) throw new AppError('EINVOICE_SETTINGS_INCOMPLETE', { missing: '統編' })
      return { queued: write(storeId, code) }
    },

    /**
     * What the period report shows of each track's E0402: the period still open, nothing unused,
     * not queued yet (the grace after the close), or the outbox row's status and file.
     */
    statusOf(storeId: number, p: InvoicePeriod) {
      const close = periodClose(p, storeOf(d, storeId).timeZone)
      const rows = d
        .select({
          fileName: einvoiceMessages.fileName,
          status: einvoiceMessages.status,
          writtenAt: einvoiceMessages.writtenAt,
        })
        .from(einvoiceMessages)
        .where(and(eq(einvoiceMessages.storeId, storeId), eq(einvoiceMessages.type, 'E0402')))
        .all()
      const byName = new Map(rows.map((m) => [m.fileName, m]))
      const closed = clock.now() >= close.endsAt
      return {
        closed,
        dueBy: close.blankDueBy,
        /** One range: its own unused count decides whether it is in its track's E0402 at all. */
        of(track: string, unused: number): BlankStatus {
          const m = unused > 0 ? byName.get(blankFileName(storeId, p.code, track)) : undefined
          const dueBy = close.blankDueBy
          if (m) return { status: m.status, fileName: m.fileName, writtenAt: m.writtenAt, dueBy }
          const status = unused === 0 ? 'nothing_unused' : closed ? 'not_queued' : 'period_open'
          return { status, fileName: null, writtenAt: null, dueBy }
        },
      }
    },

    start(intervalMs = 60_000) {
      if (timer) return
      const pass = () => {
        try {
          writeDue()
          failing = false
        } catch (e) {
          if (!failing) log.error('einvoice.blank_failed', `blank numbers cannot be queued: ${(e as Error).message}`)
          failing = true
        }
      }
      pass()
      timer = setInterval(pass, intervalMs)
      timer.unref?.()
    },
    stop() {
      if (timer) clearInterval(timer)
      timer = null
    },
  }
}
export type BlankNumbers = ReturnType<typeof createBlankNumbers>
