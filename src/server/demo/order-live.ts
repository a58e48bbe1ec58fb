/**
 * What is happening right now: seated tables with unpaid orders for the counter to settle,
 * a kitchen queue in every state, and takeout bags paid at the counter and waiting.
 */
import {
  advance,
  newOrder,
  payment,
  pickStaff,
  type OrderType,
  type PlanContext,
  type PlannedOrder,
  type PlannedSession,
  type PlanStatus,
} from './order-plan'
import { MINUTE_MS } from './time'

type LiveOrder = { ago: number; type: OrderType; status: PlanStatus; readyAfter?: number }
type LiveParty = { table: string | null; guests: number; seatedAgo: number; member?: 'gold'; orders: LiveOrder[] }

const LIVE: LiveParty[] = [
  {
    table: 'A-03',
    guests: 3,
    seatedAgo: 38,
    orders: [
      { ago: 35, type: 'dine_in', status: 'ready', readyAfter: 22 },
      { ago: 9, type: 'qr_order', status: 'pending' },
    ],
  },
  {
    table: 'B-01',
    guests: 5,
    seatedAgo: 22,
    member: 'gold',
    orders: [{ ago: 20, type: 'dine_in', status: 'preparing' }],
  },
  { table: 'A-06', guests: 2, seatedAgo: 7, orders: [{ ago: 5, type: 'qr_order', status: 'pending' }] },
  {
    table: null,
    guests: 1,
    seatedAgo: 0,
    orders: [
      { ago: 27, type: 'takeout', status: 'ready', readyAfter: 18 },
      { ago: 16, type: 'takeout', status: 'preparing' },
      { ago: 11, type: 'takeout', status: 'confirmed' },
      { ago: 3, type: 'takeout', status: 'pending' },
    ],
  },
]
const LONGEST_AGO_MIN = 40

export function planLiveState(ctx: PlanContext): { orders: PlannedOrder[]; sessions: Map<number, PlannedSession> } {
  const { input, today, floor } = ctx
  // Just after midnight the party times are squeezed into today so they stay on today's business date.
  const scale = Math.min(1, (input.now - today - MINUTE_MS) / (LONGEST_AGO_MIN * MINUTE_MS))
  const at = (agoMin: number) => Math.round(input.now - agoMin * MINUTE_MS * scale)
  const orders: PlannedOrder[] = []
  const sessions = new Map<number, PlannedSession>()

  for (const party of LIVE) {
    const staffId = pickStaff(ctx)
    let session: PlannedSession | null = null
    if (party.table) {
      const table = input.tables.find((t) => t.number === party.table)!
      session = { tableId: table.id, guests: party.guests, startedAt: at(party.seatedAgo), endedAt: null, staffId }
      floor.reserve(table.id, session.startedAt, Number.MAX_SAFE_INTEGER)
      sessions.set(table.id, session)
    }
    const member = party.member ? (input.members.find((m) => m.tier === party.member) ?? null) : null
    for (const o of party.orders) {
      const createdAt = at(o.ago)
      const guests = o.type === 'qr_order' ? 1 : party.guests
      const order = newOrder(ctx, { createdAt, orderType: o.type, guests, session, staffId, member })
      if (o.status !== 'pending') advance(ctx, order, o.status, o.readyAfter && o.readyAfter * scale)
      for (const [k, v] of Object.entries(order.times))
        order.times[k as keyof typeof order.times] = Math.min(v, input.now - 1000)
      // Takeout is paid when ordered; seated tables settle at the counter when they leave.
      if (o.type === 'takeout')
        order.payment = payment(ctx, order.totals.total, createdAt + (MINUTE_MS * scale) / 2, staffId)
      orders.push(order)
    }
  }
  return { orders, sessions }
}
