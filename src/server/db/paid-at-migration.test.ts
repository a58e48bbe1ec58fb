import { Database } from 'bun:sqlite'
import { expect, test } from 'bun:test'
import { migrations } from './migrations'

// The Z counts a sale on the day its settling payment was taken (orders.paid_at): the migration
// that adds the column fills it for the history already there, from the last payment of the order
// or of its table's session, or the order's own time when none is found.
test('orders paid before paid_at existed get the time of their last payment', () => {
  const db = new Database(':memory:')
  db.exec('PRAGMA foreign_keys = OFF')
  const run = (sql: string) => {
    for (const stmt of sql.split('--> statement-breakpoint')) if (stmt.trim()) db.exec(stmt)
  }
  const index = migrations.findIndex((m) => m.tag === '0029_orders_paid_at')
  for (const m of migrations.slice(0, index)) run(m.sql)
  db.exec(`INSERT INTO orders (id, store_id, order_number, business_date, daily_seq, session_id, order_type,
    payment_status, subtotal, service_fee, total, created_at, updated_at) VALUES
    (1, 1, 'a', '2026-11-28', 1, NULL, 'takeout', 'paid', 100, 0, 100, 1000, 1000),
    (2, 1, 'b', '2026-11-28', 2, 7, 'dine_in', 'paid', 100, 0, 100, 2000, 2000),
    (3, 1, 'c', '2026-11-28', 3, NULL, 'takeout', 'unpaid', 100, 0, 100, 3000, 3000),
    (4, 1, 'd', '2026-11-28', 4, NULL, 'takeout', 'paid', 100, 0, 100, 4000, 4000)`)
  // The takeout paid at 1500; table session 7 paid half at 2500, the rest the next day.
  db.exec(`INSERT INTO payments (store_id, session_id, order_id, amount, method, created_at) VALUES
    (1, NULL, 1, 100, 'cash', 1500), (1, 7, NULL, 50, 'cash', 2500), (1, 7, NULL, 50, 'cash', 90000000)`)
  run(migrations[index].sql)
  expect(db.query('SELECT id, paid_at FROM orders ORDER BY id').all()).toEqual([
    { id: 1, paid_at: 1500 },
    { id: 2, paid_at: 90000000 },
    { id: 3, paid_at: null },
    { id: 4, paid_at: 4000 },
  ])
})
