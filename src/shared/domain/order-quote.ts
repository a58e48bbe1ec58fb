/**
 * The one pricing of a new order: everything the server gathered (the menu rows of its lines, the
 * store's rules, the member's tier, the table's check so far) and what was asked (lines, cart
 * discounts) in, the order's figures and per-line prices out, or the first reason it is refused.
 * Pure, called once per order after the reads and before any write; the server turns a problem
 * into its error. The order's type picks a channel's price (外帶); a 套餐's parts come with the
 * line's menu row (`partItem`), priced by the set's slots.
 */
import { parseMoney, type Cents } from './money'
import {
  discountThreshold,
  needsApproval,
  type DiscountCheck,
  type DiscountKind,
  type DiscountSettings,
  type DiscountSpec,
  type DiscountThreshold,
} from './discounts'
import {
  isValidQuantity,
  priceLine,
  type LineChoice,
  type MemberTier,
  type MenuPricing,
  type OptionKind,
  type OrderTotals,
  type OrderType,
  type PricedLine,
} from './order-totals'
import { figuresOf, indexedLines, priceOrder, type CheckSoFar, type OrderPricing } from './order-pricing'
import type { GroupProblem } from './option-groups'
import type { PartProblem } from './set-meals'
import { closedHours, type TimeWindow } from './menu-hours'
import { channelPricing, type ChannelPrices } from './channel-price'

/**
 * A menu row as a line needs it: its prices (a channel's where it has one) and options, and
 * whether it is on sale: its status and its 供應時段 and its category's.
 */
export type QuoteItem = MenuPricing & {
  status: string
  isActive: boolean
  hours: readonly TimeWindow[]
  categoryHours: readonly TimeWindow[]
  channelPrices?: ChannelPrices | null
}

export type QuoteLine = { item: QuoteItem; quantity: number; choice: LineChoice }

/** A discount as asked: `line` an index into the lines (null: the whole order), value as sent. */
export type QuoteDiscount = {
  line: number | null
  kind: DiscountKind
  value: string | number | null
  reason: string
  note: string | null
}

export type QuoteInput = {
  settings: DiscountSettings | null | undefined
  /** The reasons the store accepts (its list, or the default one). */
  reasons: readonly string[]
  orderType: OrderType
  /** When the order is placed: an item outside its 供應時段 then is refused. */
  now: number
  tier: MemberTier | null
  lines: QuoteLine[]
  discounts: QuoteDiscount[]
  /** The table's check without this order; null: priced alone (takeout). */
  check: CheckSoFar | null
  /** A staff member (not a manager) needs an approving manager for a discount above the threshold. */
  staff: boolean
  approved: boolean
}

/** What a discount took, with what was asked of it. */
export type QuotedDiscount = {
  line: number | null
  spec: DiscountSpec
  amount: Cents
  reason: string
  note: string | null
}

export type QuoteProblem =
  | { kind: 'unavailable'; item: string }
  | { kind: 'hours'; item: string; closed: readonly TimeWindow[] }
  | { kind: 'quantity'; item: string }
  | { kind: 'option'; item: string; option: OptionKind; value: string }
  | { kind: 'group'; item: string; problem: GroupProblem }
  | { kind: 'set'; item: string; problem: PartProblem }
  | { kind: 'discountLine' }
  | { kind: 'reason'; reasons: readonly string[] }
  | { kind: 'discount'; check: Extract<DiscountCheck, { ok: false }>; spec: DiscountSpec }
  | { kind: 'approval'; threshold: DiscountThreshold }

export type OrderQuote =
  | {
      ok: true
      lines: PricedLine[]
      /** The four figures the order stores and the API shows, on its table's check. */
      figures: OrderTotals
      /** The same order priced alone: what a client that cannot see the check would claim. */
      alone: OrderTotals
      discounts: QuotedDiscount[]
      pricing: OrderPricing
    }
  | { ok: false; problem: QuoteProblem }

type Read<T> = { ok: true; value: T } | { ok: false; problem: QuoteProblem }

function readLine(l: QuoteLine, at: Pick<QuoteInput, 'orderType' | 'now'>): Read<PricedLine> {
  const item = l.item.name
  if (l.item.status !== 'available' || !l.item.isActive) return { ok: false, problem: { kind: 'unavailable', item } }
  const closed = closedHours(l.item, at.now)
  if (closed) return { ok: false, problem: { kind: 'hours', item, closed } }
  if (!isValidQuantity(l.quantity)) return { ok: false, problem: { kind: 'quantity', item } }
  // The order's channel picks the prices the line starts from (外帶 cheaper without the bowl).
  const priced = priceLine(channelPricing(l.item, at.orderType), l.choice, l.quantity)
  if (priced.ok) return partsServed(l.item, priced.line, at.now)
  if (priced.kind === 'group') return { ok: false, problem: { kind: 'group', item, problem: priced.problem } }
  if (priced.kind === 'set') return { ok: false, problem: { kind: 'set', item, problem: priced.problem } }
  return { ok: false, problem: { kind: 'option', item, option: priced.kind, value: priced.value } }
}

/** A 套餐's part is cooked like the dish alone: outside its own 供應時段 the set cannot take it. */
function partsServed(item: QuoteItem, line: PricedLine, now: number): Read<PricedLine> {
  for (const part of line.options.parts) {
    const found = item.partItem?.(part.menuItemId)
    const closed = found && closedHours({ hours: found.hours ?? [], categoryHours: found.categoryHours ?? [] }, now)
    if (closed) return { ok: false, problem: { kind: 'hours', item: part.name, closed } }
  }
  return { ok: true, value: line }
}

const badValue = (reason: 'percent_invalid' | 'amount_invalid', kind: DiscountKind): QuoteProblem => ({
  kind: 'discount',
  check: { ok: false, reason, base: 0 },
  spec: { kind, value: 0 },
})

/** A discount's value as sent: percent a whole 1–100, amount a positive NT$ figure, comp none. */
export function readDiscountSpec(kind: DiscountKind, value: string | number | null | undefined): Read<DiscountSpec> {
  if (kind === 'comp') return { ok: true, value: { kind, value: 0 } }
  if (kind === 'percent') {
    const n = typeof value === 'number' ? value : Number(String(value ?? '').trim() || Number.NaN)
    if (!Number.isInteger(n) || n < 1 || n > 100) return { ok: false, problem: badValue('percent_invalid', kind) }
    return { ok: true, value: { kind, value: n } }
  }
  const cents = parseMoney(value)
  if (cents === null || cents <= 0) return { ok: false, problem: badValue('amount_invalid', kind) }
  return { ok: true, value: { kind, value: cents } }
}

/** The reason from the store's list and the value read, or why the discount cannot be read. */
export function readDiscount(d: Omit<QuoteDiscount, 'line'>, reasons: readonly string[]): Read<DiscountSpec> {
  if (!reasons.includes(d.reason)) return { ok: false, problem: { kind: 'reason', reasons } }
  return readDiscountSpec(d.kind, d.value)
}

const refused = (problem: QuoteProblem): OrderQuote => ({ ok: false, problem })

export function quoteOrder(input: QuoteInput): OrderQuote {
  const lines: PricedLine[] = []
  for (const l of input.lines) {
    const read = readLine(l, input)
    if (!read.ok) return refused(read.problem)
    lines.push(read.value)
  }
  const specs: DiscountSpec[] = []
  for (const d of input.discounts) {
    if (d.line !== null && !(d.line >= 0 && d.line < lines.length)) return refused({ kind: 'discountLine' })
    const read = readDiscount(d, input.reasons)
    if (!read.ok) return refused(read.problem)
    specs.push(read.value)
  }
  const pricing = {
    lines: indexedLines(lines),
    discounts: input.discounts.map((d, i) => ({ lineId: d.line, ...specs[i] })),
    settings: input.settings,
    orderType: input.orderType,
    tier: input.tier,
  }
  const priced = priceOrder({ ...pricing, check: input.check })
  const threshold = discountThreshold(input.settings)
  const discounts: QuotedDiscount[] = []
  for (const [i, d] of input.discounts.entries()) {
    const { check, base, amount } = priced.verdicts[i]
    if (!check.ok) return refused({ kind: 'discount', check, spec: specs[i] })
    if (input.staff && !input.approved && needsApproval(amount, base, threshold))
      return refused({ kind: 'approval', threshold })
    discounts.push({ line: d.line, spec: specs[i], amount, reason: d.reason, note: d.note })
  }
  const figures = figuresOf(priced)
  const alone = input.check ? figuresOf(priceOrder(pricing)) : figures
  return { ok: true, lines, figures, alone, discounts, pricing: priced }
}
