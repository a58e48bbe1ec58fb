/** Times on the floor, the check and the phones: a session's time, the kitchen's relative time (spec part 2 §8). */
import { formatClockIn } from '../../../shared/format/date-time.ts'
import { fill } from '../../../shared/i18n/fill.ts'
import { mobileMessages } from '../../../shared/i18n/catalog/mobile.ts'
import { frontOfHouseMessages } from '../../../shared/i18n/catalog/frontOfHouse.ts'
import { storeTimeZone } from '../../format.ts'

const m = mobileMessages
const tm = frontOfHouseMessages.tables

const toMs = (iso: string | null | undefined): number | null => {
  if (!iso) return null
  const ms = Date.parse(iso)
  return Number.isFinite(ms) ? ms : null
}

/** Whole minutes since `iso`, never negative; null when the time cannot be read. */
export function minutesSince(iso: string | null | undefined, now: number): number | null {
  const start = toMs(iso)
  if (start === null) return null
  return Math.max(0, Math.floor((now - start) / 60_000))
}

/**
 * A session's time at the table, the same on the floor, the check and the phone: "剛入座" under a
 * minute (or when the time cannot be read), then "12 分鐘", "1 小時 5 分".
 */
export function formatElapsed(iso: string | null | undefined, now: number): string {
  const total = minutesSince(iso, now) ?? 0
  if (total < 1) return tm.justNow
  if (total < 60) return fill(tm.minutes, { m: total })
  return fill(tm.hoursMinutes, { h: Math.floor(total / 60), m: total % 60 })
}

/** Spec part 2 §8: an invalid time (or under a minute) shows 剛剛. */
export function relativeTime(iso: string | null | undefined, now: number): string {
  const minutes = minutesSince(iso, now)
  if (minutes === null || minutes < 1) return m.kitchen.justNow
  if (minutes < 60) return fill(m.kitchen.minutesAgo, { n: minutes })
  return fill(m.kitchen.hoursAgo, { n: Math.floor(minutes / 60) })
}

export function clockTime(iso: string | null | undefined): string {
  const ms = toMs(iso)
  return ms === null ? '—' : formatClockIn(ms, storeTimeZone())
}
