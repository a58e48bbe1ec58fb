import { businessDate, dayBounds, taipeiParts, DAY_MS, HOUR_MS } from '../../shared/domain/business-day'

export { businessDate, DAY_MS, HOUR_MS }
export const MINUTE_MS = 60_000

/** Epoch ms of 00:00 Taipei on the business day containing `ms`. */
export const startOfTaipeiDay = (ms: number) => dayBounds(ms).start

/** Saturday and Sunday are busier. */
export const isWeekend = (ms: number) => taipeiParts(ms).weekday >= 6

/** "2026-11-22", 7 → "20261122-007" (spec: business date + daily sequence). */
export function orderNumber(date: string, seq: number): string {
  return `${date.replaceAll('-', '')}-${String(seq).padStart(3, '0')}`
}
