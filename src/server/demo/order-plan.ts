/**
 * A week of trade as plain data (no database): when parties come, what they order, how their
 * orders move through the kitchen and how they pay. Deterministic for a given seed and clock.
 */
import type { MemberTier, PricingSettings } from '../../shared/domain/order-totals'
import { createFloor, type PlanTable } from './floor'
import { createLinePicker, type PlanMenuItem, type PricedOrder } from './order-lines'
import { planLiveState } from './order-live'
import { createRng, type Rng } from './random'
import { DAY_MS, HOUR_MS, isWeekend, MINUTE_MS, orderNumber, startOfTaipeiDay } from './time'
import { businessDayAt } from '../../shared/domain/business-day'
import { DEMO_DAY_CUTOFF } from './catalog-people'

export type OrderType = 'dine_in' | 'takeout' | 'qr_order'
export type PaymentMethod = 'cash' | 'credit_card' | 'taiwan_pay' | 'apple_pay' | 'line_pay'
export type PlanStatus = 'pending' | 'confirmed' | 'preparing' | 'ready' | 'completed' | 'cancelled'
type Times = Partial<
  Record<'confirmedAt' | 'preparingAt' | 'readyAt' | 'servedAt' | 'completedAt' | 'cancelledAt', number>
>

export type PlannedSession = {
  tableId: number
  guests: number
  startedAt: number
  endedAt: number | null
  staffId: number
}

export type PlannedOrder = PricedOrder & {
  createdAt: number
  orderType: OrderType
  status: PlanStatus
  session: PlannedSession | null
  memberId: number | null
  staffId: number | null
  notes: string | null
  cancelReason: string | null
  times: Times
  payment: { method: PaymentMethod; tendered: number | null; at: number; receivedBy: number } | null
  businessDate: string
  dailySeq: number
  orderNumber: string
}

export type PlanMember = { id: number; tier: MemberTier; createdAt: number }
export type PlanInput = {
  now: number
  menu: PlanMenuItem[]
  tables: PlanTable[]
  members: PlanMember[]
  staff: { managerId: number; staffId: number }
  /** The store's settings: fee rate, fee on takeout, rounding. */
  pricing: PricingSettings
  seed?: number
}

const DAYS = 7
const TIER_VISITS: Record<MemberTier, number> = { vip: 5, gold: 3.5, silver: 2, regular: 1 }
const NOTES = ['不要香菜', '少冰半糖', '餐具兩副', '小孩用碗', '醬料分開放', '去冰', '湯多一點']
const PAYMENT_MIX: [PaymentMethod, number][] = [
  ['cash', 40],
  ['credit_card', 20],
  ['line_pay', 15],
  ['apple_pay', 13],
  ['taiwan_pay', 12],
]
const CANCEL_REASONS = ['客人臨時取消', '久候未取餐', '點錯餐點，重新下單']

export function planWeek(input: PlanInput): { orders: PlannedOrder[]; liveTables: Map<number, PlannedSession> } {
  const rng = createRng(input.seed ?? 20_261_122)
  const floor = createFloor(input.tables)
  const pick = createLinePicker(rng, input.menu)
  const today = startOfTaipeiDay(input.now)
  const ctx = { input, rng, floor, pick, today }

  const live = planLiveState(ctx)
  const orders = [...live.orders]
  for (let d = DAYS - 1; d >= 0; d--) {
    const dayStart = today - d * DAY_MS
    const count = isWeekend(dayStart + 12 * HOUR_MS) ? rng.int(48, 60) : rng.int(30, 44)
    for (const t of arrivalTimes(rng, dayStart, count)) {
      const order = pastOrder(ctx, t)
      if (order && latestTime(order) < input.now - 2 * MINUTE_MS) orders.push(order)
    }
  }
  return { orders: numberByDay(orders), liveTables: live.sessions }
}

export type PlanContext = {
  input: PlanInput
  rng: Rng
  floor: ReturnType<typeof createFloor>
  pick: ReturnType<typeof createLinePicker>
  today: number
}

/** Lunch and dinner peaks with a thin afternoon, between 11:00 and 21:00 Taipei. */
function arrivalTimes(rng: Rng, dayStart: number, count: number): number[] {
  const times: number[] = []
  for (let i = 0; i < count; i++) {
    const hour = rng.weighted([
      [() => rng.normal(12.3, 0.6), 45],
      [() => rng.normal(18.6, 0.8), 45],
      [() => rng.int(145, 170) / 10, 10],
    ] as const)()
    times.push(dayStart + Math.round(Math.min(20.9, Math.max(11, hour)) * HOUR_MS))
  }
  return times.sort((a, b) => a - b)
}

function pastOrder(ctx: PlanContext, createdAt: number): PlannedOrder | null {
  const { rng, floor } = ctx
  let orderType = rng.weighted<OrderType>([
    ['dine_in', 55],
    ['takeout', 25],
    ['qr_order', 20],
  ])
  const guests =
    orderType === 'takeout'
      ? rng.int(1, 3)
      : rng.weighted([
          [1, 15],
          [2, 35],
          [3, 15],
          [4, 20],
          [5, 5],
          [6, 6],
          [8, 3],
          [10, 1],
        ])
  let session: PlannedSession | null = null
  const staffId = pickStaff(ctx)
  if (orderType !== 'takeout') {
    const seatedAt = createdAt - 2 * MINUTE_MS
    const leaves = createdAt + rng.int(35, 50 + guests * 4) * MINUTE_MS
    const table = floor.seat(guests, seatedAt, leaves)
    if (table) {
      floor.reserve(table.id, seatedAt, leaves)
      session = { tableId: table.id, guests, startedAt: seatedAt, endedAt: leaves, staffId }
    } else orderType = 'takeout'
  }
  const order = newOrder(ctx, { createdAt, orderType, guests, session, staffId, member: pickMember(ctx, createdAt) })
  if (orderType === 'takeout' && rng.chance(0.02)) {
    order.status = 'cancelled'
    order.times = { cancelledAt: createdAt + rng.int(2, 6) * MINUTE_MS }
    order.cancelReason = rng.pick(CANCEL_REASONS)
    return order
  }
  advance(ctx, order, 'completed')
  const paidAt = session ? session.endedAt! : createdAt + MINUTE_MS
  order.payment = payment(ctx, order.totals.total, paidAt, staffId)
  return order
}

export function newOrder(
  ctx: PlanContext,
  o: {
    createdAt: number
    orderType: OrderType
    guests: number
    session: PlannedSession | null
    staffId: number
    member: PlanMember | null
  },
): PlannedOrder {
  const priced = ctx.pick(o.guests, o.createdAt >= ctx.today, {
    settings: ctx.input.pricing,
    orderType: o.orderType,
    tier: o.member?.tier ?? null,
  })
  return {
    ...priced,
    createdAt: o.createdAt,
    orderType: o.orderType,
    status: 'pending',
    session: o.session,
    memberId: o.member?.id ?? null,
    staffId: o.orderType === 'qr_order' ? null : o.staffId,
    notes: ctx.rng.chance(0.12) ? ctx.rng.pick(NOTES) : null,
    cancelReason: null,
    times: {},
    payment: null,
    businessDate: businessDayAt(o.createdAt, DEMO_DAY_CUTOFF).date,
    dailySeq: 0,
    orderNumber: '',
  }
}

/** Walks the order through the kitchen a few minutes per step (they feed the average wait). */
export function advance(ctx: PlanContext, order: PlannedOrder, to: PlanStatus, readyAfterMin?: number) {
  const { rng } = ctx
  const t: Times = {}
  const steps: PlanStatus[] = ['confirmed', 'preparing', 'ready', 'completed']
  let at = order.createdAt
  for (const step of steps.slice(0, steps.indexOf(to) + 1)) {
    if (step === 'confirmed') at = t.confirmedAt = at + rng.int(1, 2) * MINUTE_MS
    if (step === 'preparing') at = t.preparingAt = at + rng.int(1, 3) * MINUTE_MS
    if (step === 'ready')
      at = t.readyAt = readyAfterMin ? order.createdAt + readyAfterMin * MINUTE_MS : at + rng.int(6, 15) * MINUTE_MS
    if (step === 'completed') {
      if (order.orderType !== 'takeout') at = t.servedAt = at + rng.int(1, 3) * MINUTE_MS
      t.completedAt = at + rng.int(1, 4) * MINUTE_MS
    }
  }
  order.status = to
  order.times = t
}

export function payment(ctx: PlanContext, amount: number, at: number, receivedBy: number): PlannedOrder['payment'] {
  const method = ctx.rng.weighted(PAYMENT_MIX)
  const note = (n: number) => Math.ceil(amount / n) * n
  const tendered = method === 'cash' ? ctx.rng.pick([amount, note(10_000), note(50_000), note(100_000)]) : null
  return { method, tendered, at, receivedBy }
}

export function pickStaff(ctx: PlanContext): number {
  const { managerId, staffId } = ctx.input.staff
  return ctx.rng.weighted([
    [managerId, 30],
    [staffId, 70],
  ])
}

export function pickMember(ctx: PlanContext, at: number): PlanMember | null {
  const known = ctx.input.members.filter((m) => m.createdAt < at)
  if (!known.length || !ctx.rng.chance(0.22)) return null
  return ctx.rng.weighted(known.map((m) => [m, TIER_VISITS[m.tier]] as const))
}

function latestTime(o: PlannedOrder): number {
  return Math.max(o.createdAt, ...Object.values(o.times), o.payment?.at ?? 0, o.session?.endedAt ?? 0)
}

/** Spec: order numbers are the Taipei business date plus a daily sequence, in order of arrival. */
function numberByDay(orders: PlannedOrder[]): PlannedOrder[] {
  const sorted = orders.sort((a, b) => a.createdAt - b.createdAt)
  const seq = new Map<string, number>()
  for (const o of sorted) {
    o.dailySeq = (seq.get(o.businessDate) ?? 0) + 1
    seq.set(o.businessDate, o.dailySeq)
    o.orderNumber = orderNumber(o.businessDate, o.dailySeq)
  }
  return sorted
}
