/**
 * The outbox's second way out: for stores whose channel is the 光貿 (Amego) 加值中心, each message
 * row is sent to its API after commit instead of written as a Turnkey file. Offline, rows wait
 * (`failed`, tried again with a growing pause up to ten minutes) and go out in order once the
 * internet is back; the dashboard card counts them against the 48-hour limit like Turnkey's.
 */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm'
import type { DbHandle } from '../../../db/client'
import type { Clock } from '../../../clock'
import type { Logger } from '../../../log'
import { einvoiceChannels, einvoiceMessages } from '../../../db/schema/einvoice'
import { zhTW } from '../../../../shared/i18n/zh-TW'
import { settingsOf } from '../store-info'
import { sendToAmego, type SendResult } from './client'
import { AMEGO_TYPES, amegoRequest } from './payload'

const BATCH = 100

/** Rows of stores sending by API, which the Turnkey file writer leaves alone. */
export const sentByApi = and(
  inArray(einvoiceMessages.type, [...AMEGO_TYPES]),
  sql`EXISTS (SELECT 1 FROM ${einvoiceChannels} WHERE ${einvoiceChannels.storeId} = ${einvoiceMessages.storeId}
    AND ${einvoiceChannels.channel} = 'amego')`,
)!

export function createAmegoSender({ db, clock, log, url }: { db: DbHandle; clock: Clock; log: Logger; url: string }) {
  const d = db.db
  let pass: Promise<{ sent: number; failed: number }> | null = null
  let timer: ReturnType<typeof setInterval> | null = null
  let failing = false

  function due(now: number) {
    // A failed send waits 30 s, doubling per attempt, at most ten minutes.
    const doublings = sql`min(max(${einvoiceMessages.attempts} - 1, 0), 5)`
    const retryAt = sql`${einvoiceMessages.writtenAt} + min(30000 * (1 << ${doublings}), 600000)`
    return d
      .select({ m: einvoiceMessages, appKey: einvoiceChannels.appKey })
      .from(einvoiceMessages)
      .innerJoin(einvoiceChannels, eq(einvoiceChannels.storeId, einvoiceMessages.storeId))
      .where(
        and(
          eq(einvoiceChannels.channel, 'amego'),
          inArray(einvoiceMessages.type, [...AMEGO_TYPES]),
          or(
            eq(einvoiceMessages.status, 'pending'),
            and(eq(einvoiceMessages.status, 'failed'), sql`${retryAt} <= ${now}`),
          ),
        ),
      )
      .orderBy(asc(einvoiceMessages.id))
      .limit(BATCH)
      .all()
  }

  function record(id: number, attempts: number, result: SendResult) {
    d.update(einvoiceMessages)
      .set(
        result.ok
          ? { status: 'written', attempts: attempts + 1, lastError: null, writtenAt: clock.now() }
          : { status: 'failed', attempts: attempts + 1, lastError: result.error.slice(0, 300), writtenAt: clock.now() },
      )
      .where(eq(einvoiceMessages.id, id))
      .run()
  }

  async function run() {
    let sent = 0
    let failed = 0
    // A store whose send failed this pass sends nothing more in it: a void must not overtake its issue.
    const stalled = new Set<number>()
    for (const { m, appKey } of due(clock.now())) {
      if (stalled.has(m.storeId)) continue
      const sellerId = settingsOf(d, m.storeId)?.sellerId
      const result: SendResult =
        appKey && sellerId
          ? await sendToAmego({ url, sellerId, appKey }, amegoRequest(m.type, m.xml), clock.now())
          : { ok: false, error: zhTW.einvoice.amego.noKey }
      record(m.id, m.attempts, result)
      if (result.ok) sent++
      else {
        failed++
        stalled.add(m.storeId)
      }
    }
    return { sent, failed }
  }

  /** One pass at a time: callers during a pass share it, so no row is sent twice at once. */
  function flush() {
    pass ??= run().finally(() => {
      pass = null
    })
    return pass
  }

  async function flushInBackground() {
    try {
      const { failed } = await flush()
      if (failing && !failed) log.info('einvoice.amego_back', 'e-invoice messages reach the 加值中心 again')
      if (!failing && failed) log.warn('einvoice.amego_failing', 'e-invoice messages cannot reach the 加值中心')
      failing = failed > 0
    } catch (e) {
      log.error('einvoice.amego_failed', `e-invoice messages cannot be sent: ${(e as Error).message}`)
    }
  }

  return {
    flush,
    flushInBackground,
    start(intervalMs = 5000) {
      if (timer) return
      void flushInBackground()
      timer = setInterval(() => void flushInBackground(), intervalMs)
      timer.unref?.()
    },
    stop() {
      if (timer) clearInterval(timer)
      timer = null
    },
  }
}
export type AmegoSender = ReturnType<typeof createAmegoSender>
