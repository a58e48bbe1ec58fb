// The store's health up to HQ: printer alerts, e-invoice uploads waiting and numbers left, the last
// backup and the app's version, as one fact through the same outbox as the sales. Taken every
// HEALTH_CHECK_MS; staged when it changed or a minute has passed (so HQ also hears an idle store is up).
// Only the newest report matters: published ones are dropped from the outbox as a new one is staged.
import type { DbHandle } from '../../db/client'
import { businessDate, taipeiHour } from '../../../shared/domain/business-day'
import type { Clock } from '../../clock'
import { describeError, type Logger } from '../../log'
import type { StoreHealth } from './facts'
import type { Published } from './store'

export const HEALTH_CHECK_MS = 15_000
/** A new box whose store is not set up yet looks again this soon, so HQ hears of it once it is. */
const NO_STORE_YET_MS = 1000
export const HEALTH_EVERY_MS = 60_000

/** What the store's other modules say about one store (services.ts wires it). */
export type HealthOf = (storeId: number) => StoreHealth

export function createHealthReporter(d: {
  db: DbHandle
  clock: Clock
  storeCode: string
  log: Logger
  healthOf: HealthOf
  /** Puts a fact in the chain outbox (store.ts), inside the caller's write. */
  stage: (body: Published) => void
  kick: () => void
}) {
  const s = d.db.sqlite
  const storeId = s.query<{ id: number }, [string]>('SELECT id FROM stores WHERE code = ?')
  const dropPublished = s.query(
    `DELETE FROM chain_outbox WHERE type = 'store.health'
        AND seq <= COALESCE((SELECT published_seq FROM chain_cursor WHERE id = 1), 0)`,
  )
  let last: { text: string; at: number } | null = null
  let timer: ReturnType<typeof setTimeout> | null = null
  let stopped = false

  /** Stages a report if it changed or is due: true when staged, null while the store is not set up. */
  function check(): boolean | null {
    const id = storeId.get(d.storeCode)?.id
    if (id === undefined) return null
    const health = d.healthOf(id)
    const text = JSON.stringify(health)
    const now = d.clock.now()
    if (last && last.text === text && now - last.at < HEALTH_EVERY_MS) return false
    const fact: Published = {
      type: 'store.health',
      storeCode: d.storeCode,
      orderNumber: null,
      businessDate: businessDate(now),
      hour: taipeiHour(now),
      health,
      committedAt: now,
    }
    d.db.write(() => {
      dropPublished.run()
      d.stage(fact)
    })
    last = { text, at: now }
    d.kick()
    return true
  }

  return {
    check,
    start() {
      const tick = () => {
        let staged: boolean | null = false
        try {
          staged = check()
        } catch (e) {
          d.log.warn(
            'chain.health_failed',
            `taking the store's health report failed (next try soon): ${describeError(e)}`,
          )
        }
        if (!stopped) timer = setTimeout(tick, staged === null ? NO_STORE_YET_MS : HEALTH_CHECK_MS)
      }
      tick()
    },
    stop() {
      stopped = true
      if (timer) clearTimeout(timer)
    },
  }
}
