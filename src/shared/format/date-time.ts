/** Stores without their own setting keep time on Taipei's clock (spec: a Taiwan POS). */
export const DEFAULT_TIME_ZONE = 'Asia/Taipei'

// Building an Intl.DateTimeFormat costs about half a millisecond; a table of times needs one per zone.
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone)
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      })
    } catch {
      // An unknown zone in a store's settings must not blank every screen: show Taipei's clock.
      return formatterFor(DEFAULT_TIME_ZONE)
    }
    formatters.set(timeZone, f)
  }
  return f
}

/**
 * "2026-11-22 20:05:09": an instant on the clock of `timeZone` (the store's), never the
 * device's own zone (spec part 2 §9 time format).
 */
export function formatDateTimeIn(ms: number, timeZone: string = DEFAULT_TIME_ZONE): string {
  const p = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(new Date(ms))
      .map((x) => [x.type, x.value]),
  )
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`
}

/** "20:05" on the clock of `timeZone`. */
export const formatClockIn = (ms: number, timeZone: string = DEFAULT_TIME_ZONE): string =>
  formatDateTimeIn(ms, timeZone).slice(11, 16)

/** "2026-11-22" on the calendar of `timeZone`. */
export const formatDateIn = (ms: number, timeZone: string = DEFAULT_TIME_ZONE): string =>
  formatDateTimeIn(ms, timeZone).slice(0, 10)

/**
 * Orders two ISO-8601 instants written alike (the API's `…Z` strings) by their characters, which is
 * their order in time; `localeCompare` would build a collator for every pair.
 */
export const compareIsoTimes = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)
