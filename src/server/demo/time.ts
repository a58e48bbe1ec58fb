import { businessDate, cutoffOffset, dayBounds, taipeiParts, DAY_MS, HOUR_MS } from '../../shared/domain/business-day'
import { DEMO_DAY_CUTOFF } from './catalog-people'

export { businessDate, DAY_MS, HOUR_MS }
export const MINUTE_MS = 60_000

/**
 * Epoch ms of 00:00 Taipei on the date of the demo store's business day containing `ms`: at 00:10
 * the day is still yesterday's (換日時間 05:00), so the week of days ends with it.
 */
export const startOfTaipeiDay = (ms: number) => dayBounds(ms - cutoffOffset(DEMO_DAY_CUTOFF)).start

/** Saturday and Sunday are busier. */
export const isWeekend = (ms: number) => taipeiParts(ms).weekday >= 6

/** "2026-11-22", 7 → "20261122-007" (spec: business date + daily sequence). */
export function orderNumber(date: string, seq: number): string {
  return `${date.replaceAll('-', '')}-${String(seq).padStart(3, '0')}`
}
