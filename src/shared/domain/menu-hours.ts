/**
 * Menus by time: an item or a whole category sold only in its windows (早餐 06:00–10:30 on weekdays),
 * on the store's clock (Taipei, like its business days). No window means sold all day.
 */
import { fill } from '../i18n/fill'
import { menuHoursMessages as msg } from '../i18n/catalog/menuHours'
import { taipeiParts } from './business-day'

/**
 * `days`: ISO weekdays (1 Monday … 7 Sunday) the window opens on; `from` inclusive, `to` exclusive,
 * "HH:MM". A `to` at or before `from` runs past midnight into the next day (宵夜 22:00–02:00).
 */
export type TimeWindow = { days: number[]; from: string; to: string }

const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/
export const MAX_WINDOWS = 7

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))

/** Minutes since midnight and the ISO weekday on Taipei's clock at `ms`. */
function clockAt(ms: number) {
  const { weekday, hour, minute } = taipeiParts(ms)
  return { weekday, minute: hour * 60 + minute }
}

function windowOpen(w: TimeWindow, weekday: number, minute: number): boolean {
  const from = minutesOf(w.from)
  const to = minutesOf(w.to)
  if (from < to) return w.days.includes(weekday) && minute >= from && minute < to
  const yesterday = weekday === 1 ? 7 : weekday - 1
  return (w.days.includes(weekday) && minute >= from) || (w.days.includes(yesterday) && minute < to)
}

/** Sold at `ms`: no windows, or one of them open then. */
export function withinHours(windows: readonly TimeWindow[], ms: number): boolean {
  if (windows.length === 0) return true
  const { weekday, minute } = clockAt(ms)
  return windows.some((w) => windowOpen(w, weekday, minute))
}

/**
 * An item is sold when both its own windows and its category's are open: the windows keeping it
 * off the order at `ms` (to name them), or null when it is sold.
 */
export function closedHours(
  item: { hours: readonly TimeWindow[]; categoryHours: readonly TimeWindow[] },
  ms: number,
): readonly TimeWindow[] | null {
  if (!withinHours(item.hours, ms)) return item.hours
  if (!withinHours(item.categoryHours, ms)) return item.categoryHours
  return null
}

/** Why a window cannot be saved (zh-TW), or null. */
export function windowProblem(w: TimeWindow): string | null {
  if (!TIME_RE.test(w.from) || !TIME_RE.test(w.to)) return msg.windowInvalid
  if (w.from === w.to || w.days.length === 0) return msg.windowInvalid
  if (w.days.some((d) => !Number.isInteger(d) || d < 1 || d > 7)) return msg.windowInvalid
  return null
}

/** A window as stored: its days sorted, each once. */
export const cleanWindow = (w: TimeWindow): TimeWindow => ({
  days: [...new Set(w.days)].sort((a, b) => a - b),
  from: w.from,
  to: w.to,
})

/** "平日", "週末", "每天", "週一至週三", "週一、三、五". */
export function daysLabel(days: readonly number[]): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b)
  const key = sorted.join('')
  if (key === '1234567') return msg.everyDay
  if (key === '12345') return msg.weekdaysOnly
  if (key === '67') return msg.weekends
  const name = (d: number) => msg.weekdays[d - 1]
  const run = sorted.length > 2 && sorted.every((d, i) => i === 0 || d === sorted[i - 1] + 1)
  if (run) return fill(msg.dayRun, { from: name(sorted[0]), to: name(sorted.at(-1)!) })
  return fill(msg.dayList, { days: sorted.map(name).join('、') })
}

/** "平日 06:00–10:30、週末 07:00–11:00". */
export const hoursLabel = (windows: readonly TimeWindow[]) =>
  windows.map((w) => fill(msg.window, { days: daysLabel(w.days), from: w.from, to: w.to })).join('、')
