// Bulk order generator for the reports benchmark and the large-volume test: raw prepared
// statements in one transaction, because 300,000 orders through the ORM would take minutes.
import type { Database } from 'bun:sqlite'
import { PAYMENT_METHODS } from '../db/schema'
import { serviceFee } from '../../shared/domain/order-totals'
import { businessDate } from '../../shared/domain/business-day'

export type GenMenuItem = { id: number; name: string; price: number; unitCost: number }
export type GenLine = { menuItemId: number; name: string; qty: number; subtotal: number }
export type GenOrder = {
  id: number
  createdAt: number
  cancelled: boolean
  total: number
  totalCost: number
  lines: GenLine[]
  payment: { method: (typeof PAYMENT_METHODS)[number]; amount: number; createdAt: number } | null
}

/** Small fast deterministic PRNG (mulberry32), so a failing run can be repeated. */
export function prng(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function insertMenu(sqlite: Database, storeId: number, count: number, rand = prng(7)): GenMenuItem[] {
  const stmt = sqlite.prepare(
    'INSERT INTO menu_items (store_id, name, base_price, created_at, updated_at) VALUES (?, ?, ?, 0, 0) RETURNING id',
  )
  return Array.from({ length: count }, (_, i) => {
    const price = (80 + Math.floor(rand() * 30) * 10) * 100
    const { id } = stmt.get(storeId, `品項${i + 1}`, price) as { id: number }
    return { id, name: `品項${i + 1}`, price, unitCost: Math.round(price * (0.25 + rand() * 0.2)) }
  })
}

/** Inserts `count` orders spread over [start, end), 5% cancelled, each paid by one method unless cancelled. */
export function generateOrders(
  sqlite: Database,
  opts: {
    storeId: number
    count: number
    start: number
    end: number
    menu: GenMenuItem[]
    seed?: number
    onOrder?: (o: GenOrder) => void
  },
) {
  const rand = prng(opts.seed ?? 1)
  const insOrder =
    sqlite.prepare(`INSERT INTO orders (store_id, order_number, business_date, daily_seq, order_type, status,
    payment_method, payment_status, subtotal, service_fee, discount, total, total_cost, paid_at, created_at, updated_at)
    VALUES (?, ?, ?, ?, 'dine_in', ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?) RETURNING id`)
  const insItem =
    sqlite.prepare(`INSERT INTO order_items (order_id, menu_item_id, name, quantity, base_price, unit_price, subtotal,
      unit_cost)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`)
  const insPay = sqlite.prepare(
    'INSERT INTO payments (store_id, order_id, amount, method, created_at) VALUES (?, ?, ?, ?, ?)',
  )
  const times = Array.from(
    { length: opts.count },
    () => opts.start + Math.floor(rand() * (opts.end - opts.start)),
  ).sort((a, b) => a - b)
  const seqOfDay = new Map<string, number>()

  sqlite.transaction(() => {
    for (const createdAt of times) {
      const date = businessDate(createdAt)
      const seq = (seqOfDay.get(date) ?? 0) + 1
      seqOfDay.set(date, seq)
      const lines: GenLine[] = []
      let totalCost = 0
      for (const item of pickDistinct(opts.menu, 1 + Math.floor(rand() * 3), rand)) {
        const qty = 1 + Math.floor(rand() * 3)
        lines.push({ menuItemId: item.id, name: item.name, qty, subtotal: item.price * qty })
        totalCost += item.unitCost * qty
      }
      const subtotal = lines.reduce((s, l) => s + l.subtotal, 0)
      const fee = serviceFee(subtotal, 0.1)
      const cancelled = rand() < 0.05
      const method = PAYMENT_METHODS[Math.floor(rand() * PAYMENT_METHODS.length)]
      const total = subtotal + fee
      const paidAt = cancelled ? null : createdAt + 20 * 60_000
      const { id } = insOrder.get(
        opts.storeId,
        `${date.replace(/-/g, '')}-${String(seq).padStart(3, '0')}`,
        date,
        seq,
        cancelled ? 'cancelled' : 'completed',
        cancelled ? null : method,
        cancelled ? 'unpaid' : 'paid',
        subtotal,
        fee,
        total,
        totalCost,
        paidAt,
        createdAt,
        createdAt,
      ) as { id: number }
      for (const l of lines) {
        const price = l.subtotal / l.qty
        insItem.run(id, l.menuItemId, l.name, l.qty, price, price, l.subtotal, 0)
      }
      const payment = paidAt === null ? null : { method, amount: total, createdAt: paidAt }
      if (payment) insPay.run(opts.storeId, id, payment.amount, payment.method, payment.createdAt)
      opts.onOrder?.({ id, createdAt, cancelled, total, totalCost, lines, payment })
    }
  })()
}

function pickDistinct<T>(list: T[], n: number, rand: () => number): T[] {
  const picked = new Set<T>()
  while (picked.size < Math.min(n, list.length)) picked.add(list[Math.floor(rand() * list.length)])
  return [...picked]
}
