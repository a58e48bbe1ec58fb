/**
 * The invoice period: two calendar months (1-2, 3-4, … 11-12) in the store's time zone, named by
 * the ROC year (Gregorian − 1911). Its code is yyyMM with the even month (114年11-12月 → 11412),
 * as on the 證明聯 barcode and in the platform's number assignment.
 */

export type InvoicePeriod = { rocYear: number; startMonth: number; endMonth: number; code: string }

/** Year, month, day, hour, minute, second of an instant in a time zone (Intl, no library). */
export function zonedParts(at: Date | number, timeZone: string) {
  const f = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  })
  const p = Object.fromEntries(
    f.formatToParts(typeof at === 'number' ? new Date(at) : at).map((x) => [x.type, x.value]),
  )
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    hour: Number(p.hour),
    minute: Number(p.minute),
    second: Number(p.second),
  }
}

export const rocYearOf = (gregorianYear: number) => gregorianYear - 1911

export function periodOfYearMonth(year: number, month: number): InvoicePeriod {
  const endMonth = month % 2 === 0 ? month : month + 1
  const rocYear = rocYearOf(year)
  return {
    rocYear,
    startMonth: endMonth - 1,
    endMonth,
    code: `${String(rocYear).padStart(3, '0')}${String(endMonth).padStart(2, '0')}`,
  }
}

export function periodOf(at: Date | number, timeZone: string): InvoicePeriod {
  const { year, month } = zonedParts(at, timeZone)
  return periodOfYearMonth(year, month)
}

/** A period code as staff type it: yyyMM (ROC year, even month 02–12). */
export function parsePeriodCode(code: string): InvoicePeriod | null {
  const m = /^(\d{3})(\d{2})$/.exec(code)
  if (!m) return null
  const month = Number(m[2])
  if (month < 2 || month > 12 || month % 2 !== 0 || Number(m[1]) < 1) return null
  return periodOfYearMonth(Number(m[1]) + 1911, month)
}

/** 114年11-12月 */
export const periodLabel = (p: InvoicePeriod) =>
  `${p.rocYear}年${String(p.startMonth).padStart(2, '0')}-${String(p.endMonth).padStart(2, '0')}月`

/** yyyyMMdd and HH:mm:ss in the store's zone, as the MIG messages write dates and times. */
export function migDateTime(at: number, timeZone: string) {
  const p = zonedParts(at, timeZone)
  const two = (n: number) => String(n).padStart(2, '0')
  return { date: `${p.year}${two(p.month)}${two(p.day)}`, time: `${two(p.hour)}:${two(p.minute)}:${two(p.second)}` }
}

/** The instant a local date starts (midnight) in a time zone: the UTC guess moved by the zone's offset then. */
function zonedMidnight(year: number, month: number, day: number, timeZone: string): number {
  const guess = Date.UTC(year, month - 1, day)
  const p = zonedParts(guess, timeZone)
  const offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - guess
  return guess - offset
}

/**
 * When a period is over (the next one's first midnight, store time), and the last day its blank
 * numbers may reach the platform: 次期開始後十日內, the 10th of the month after.
 */
export function periodClose(p: InvoicePeriod, timeZone: string) {
  const year = p.rocYear + 1911 + (p.endMonth === 12 ? 1 : 0)
  const month = p.endMonth === 12 ? 1 : p.endMonth + 1
  return {
    endsAt: zonedMidnight(year, month, 1, timeZone),
    blankDueBy: `${year}-${String(month).padStart(2, '0')}-10`,
  }
}
