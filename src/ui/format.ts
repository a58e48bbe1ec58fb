/**
 * Formatting shared by the screens. Times are shown on the current store's clock (its timezone
 * setting, Asia/Taipei by default; spec part 2 §9: yyyy-MM-dd HH:mm:ss), whatever zone the
 * device is in.
 */
import { DEFAULT_TIME_ZONE, formatClockIn, formatDateIn, formatDateTimeIn } from '../shared/format/date-time.ts'
import { currentStore } from './state/stores.ts'
import { fill } from '../shared/i18n/fill.ts'
import { commonMessages as officeText } from '../shared/i18n/catalog/backoffice/common.ts'

const parse = (iso: string | null | undefined): number | null => {
  if (!iso) return null
  const ms = Date.parse(iso)
  return Number.isNaN(ms) ? null : ms
}

/** The zone of the store being worked on; Taipei before the stores load (diner pages never load them). */
export const storeTimeZone = (): string => currentStore.peek()?.settings?.timezone || DEFAULT_TIME_ZONE

/** "2026-11-22 20:05:09" on the store's clock; '—' for a missing or unreadable time. */
export function formatDateTime(iso: string | null | undefined, timeZone = storeTimeZone()): string {
  const ms = parse(iso)
  return ms === null ? officeText.empty : formatDateTimeIn(ms, timeZone)
}

/** "20:05" on the store's clock. */
export function formatTime(iso: string | null | undefined, timeZone = storeTimeZone()): string {
  const ms = parse(iso)
  return ms === null ? officeText.empty : formatClockIn(ms, timeZone)
}

/**
 * Builds the store clock's formatter ahead of the first time shown: on a counter tablet the first
 * Intl.DateTimeFormat of a page costs about 40 ms (it loads the zone data), which a check opened by a
 * tap should not wait for.
 */
export const warmStoreClock = (): void => void formatClockIn(Date.now(), storeTimeZone())

/** "2026-11-22" on the store's calendar. */
export function formatDate(iso: string | null | undefined, timeZone = storeTimeZone()): string {
  const ms = parse(iso)
  return ms === null ? officeText.empty : formatDateIn(ms, timeZone)
}

/** Cuts text to `max` characters (code points) and adds '…' when anything was cut. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text)
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text
}

/** Percent change against yesterday as a caption; null means there was nothing to compare. */
export function formatChange(change: number | null | undefined): { text: string; tone: 'up' | 'down' | 'flat' } {
  if (change === null || change === undefined || !Number.isFinite(change))
    return { text: officeText.percentNone, tone: 'flat' }
  if (change === 0) return { text: officeText.percentFlat, tone: 'flat' }
  return change > 0
    ? { text: fill(officeText.percentUp, { value: change.toFixed(1) }), tone: 'up' }
    : { text: fill(officeText.percentDown, { value: change.toFixed(1) }), tone: 'down' }
}

/** 12.5 → "12.5%"; null → '—'. */
export function formatPercent(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value)
    ? officeText.empty
    : `${Number(value.toFixed(1))}%`
}

export function paymentMethodLabel(method: string | null | undefined): string {
  if (!method) return officeText.notSet
  return (officeText.paymentMethods as Record<string, string>)[method] ?? method
}

/** "122.000" → "122", "10.830" → "10.83" (the API's 3-decimal quantities). */
export function formatQty(text: string | null | undefined): string {
  if (text === null || text === undefined || text === '') return officeText.empty
  const n = Number(text)
  return Number.isFinite(n) ? String(Number(n.toFixed(3))) : text
}
