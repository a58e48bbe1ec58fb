import { compactChoices, type ChosenGroup } from '../../shared/domain/option-groups'
import { partsText, type ChosenPart } from '../../shared/domain/set-meals'

/** What receipts and kitchen tickets print, as plain data; the server fills it from the database. */
export type LineOptions = {
  size?: { name: string; price: number } | null
  spice?: string | null
  addOns?: { name: string; price: number }[]
  groups?: ChosenGroup[]
  /** A 套餐's parts: the receipt lists them under the set ("香酥雞腿飯／紅茶 微糖去冰／玉米濃湯"). */
  parts?: Pick<ChosenPart, 'name' | 'groups'>[]
}

export type PrintLine = {
  name: string
  quantity: number
  options: LineOptions
  notes: string | null
  /** Cents; kitchen tickets ignore it. */
  subtotal: number
}

/**
 * "大碗、小辣、加蛋", then option group picks "半糖少冰 加珍珠", then a set's parts: the chosen options
 * in the order a cook reads them.
 */
export function describeOptions(o: LineOptions): string {
  const builtIn = [o.size?.name, o.spice, ...(o.addOns ?? []).map((a) => a.name)].filter(Boolean).join('、')
  return [builtIn, compactChoices(o.groups ?? []), partsText(o.parts)].filter(Boolean).join(' ')
}

// Building an Intl.DateTimeFormat costs about half a millisecond; every ticket needs one.
const formatters = new Map<string, Intl.DateTimeFormat>()
const lastMinute = new Map<string, { minute: number; text: string }>()

/**
 * "2026-11-22 12:00" in the store's time zone. Every ticket of a minute shows the same text, so the
 * last one is kept per zone (formatToParts was about 1% of the server's CPU under the order load).
 */
export function formatPrintTime(ms: number, timeZone: string): string {
  const minute = Math.floor(ms / 60_000)
  const last = lastMinute.get(timeZone)
  if (last?.minute === minute) return last.text
  let format = formatters.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    formatters.set(timeZone, format)
  }
  const parts = format.formatToParts(new Date(ms))
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  const text = `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`
  lastMinute.set(timeZone, { minute, text })
  return text
}
