/**
 * Formatting shared by the back-office screens. Times are always shown on Taipei's clock
 * (spec part 2 §9: yyyy-MM-dd HH:mm:ss), whatever zone the browser is in.
 */
import { businessDate, formatTaipeiDateTime } from '../../../shared/domain/business-day.ts'
import { fill } from '../../../shared/i18n/zh-TW.ts'
import { commonMessages as c } from '../../../shared/i18n/catalog/backoffice/common.ts'

const parse = (iso: string | null | undefined): number | null => {
  if (!iso) return null
  const ms = Date.parse(iso)
  return Number.isNaN(ms) ? null : ms
}

/** "2026-11-22 20:05:09"; '—' for a missing or unreadable time. */
export function formatDateTime(iso: string | null | undefined): string {
  const ms = parse(iso)
  return ms === null ? c.empty : formatTaipeiDateTime(ms)
}

/** "20:05" on Taipei's clock. */
export function formatTime(iso: string | null | undefined): string {
  const ms = parse(iso)
  return ms === null ? c.empty : formatTaipeiDateTime(ms).slice(11, 16)
}

/** "2026-11-22" on Taipei's clock. */
export function formatDate(iso: string | null | undefined): string {
  const ms = parse(iso)
  return ms === null ? c.empty : businessDate(ms)
}

/** Today's Taipei calendar date, "2026-11-22". */
export function todayTaipei(now = Date.now()): string {
  return businessDate(now)
}

/** Cuts text to `max` characters (code points) and adds '…' when anything was cut. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text)
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text
}

/** Percent change against yesterday as a caption; null means there was nothing to compare. */
export function formatChange(change: number | null | undefined): { text: string; tone: 'up' | 'down' | 'flat' } {
  if (change === null || change === undefined || !Number.isFinite(change)) return { text: c.percentNone, tone: 'flat' }
  if (change === 0) return { text: c.percentFlat, tone: 'flat' }
  return change > 0
    ? { text: fill(c.percentUp, { value: change.toFixed(1) }), tone: 'up' }
    : { text: fill(c.percentDown, { value: change.toFixed(1) }), tone: 'down' }
}

/** 12.5 → "12.5%"; null → '—'. */
export function formatPercent(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? c.empty : `${Number(value.toFixed(1))}%`
}

export function paymentMethodLabel(method: string | null | undefined): string {
  if (!method) return c.notSet
  return (c.paymentMethods as Record<string, string>)[method] ?? method
}

/** "122.000" → "122", "10.830" → "10.83" (the API's 3-decimal quantities). */
export function formatQty(text: string | null | undefined): string {
  if (text === null || text === undefined || text === '') return c.empty
  const n = Number(text)
  return Number.isFinite(n) ? String(Number(n.toFixed(3))) : text
}
