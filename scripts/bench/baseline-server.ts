// Same-run baselines for scripts/bench/run.ts: an Elysia hello-world, and an endpoint that
// validates a small body and inserts one row into SQLite with the server's pragmas
// (src/server/db/client.ts: WAL, synchronous=FULL), and the same at synchronous=NORMAL.
// Usage: bun scripts/bench/baseline-server.ts <port> <dataDir>
import { Database } from 'bun:sqlite'
import { join } from 'node:path'
import { mkdirSync } from 'node:fs'
import { Elysia, t } from 'elysia'

const [port, dataDir] = [Number(process.argv[2]), process.argv[3]]
if (!port || !dataDir) throw new Error('usage: baseline-server.ts <port> <dataDir>')
mkdirSync(dataDir, { recursive: true })
const db = new Database(join(dataDir, 'baseline.db'), { create: true, strict: true })
db.exec('PRAGMA journal_mode = WAL')
db.exec('PRAGMA synchronous = FULL')
db.exec('PRAGMA foreign_keys = ON')
db.exec('PRAGMA busy_timeout = 5000')
db.exec(`CREATE TABLE IF NOT EXISTS orders (id INTEGER PRIMARY KEY, menu_item_id INTEGER NOT NULL,
  quantity INTEGER NOT NULL, note TEXT, created_at INTEGER NOT NULL)`)
const insert = db.prepare(
  'INSERT INTO orders (menu_item_id, quantity, note, created_at) VALUES (?, ?, ?, ?) RETURNING id',
)
// The same insert without waiting for the disk (synchronous=NORMAL, its own file): a baseline the
// order path cannot match by only having a fast fsync.
const lax = new Database(join(dataDir, 'baseline-normal.db'), { create: true, strict: true })
lax.exec('PRAGMA journal_mode = WAL')
lax.exec('PRAGMA synchronous = NORMAL')
lax.exec(`CREATE TABLE IF NOT EXISTS orders (id INTEGER PRIMARY KEY, menu_item_id INTEGER NOT NULL,
  quantity INTEGER NOT NULL, note TEXT, created_at INTEGER NOT NULL)`)
const insertLax = lax.prepare(
  'INSERT INTO orders (menu_item_id, quantity, note, created_at) VALUES (?, ?, ?, ?) RETURNING id',
)
const OrderBody = t.Object({
  menuItemId: t.Integer({ minimum: 1 }),
  quantity: t.Integer({ minimum: 1, maximum: 99 }),
  note: t.Optional(t.String({ maxLength: 200 })),
})

const app = new Elysia()
  .get('/api/health', () => ({ status: 'ok' }))
  .get('/hello', () => 'Hello World')
  .post(
    '/orders',
    ({ body, set }) => {
      set.status = 201
      return insert.get(body.menuItemId, body.quantity, body.note ?? null, Date.now())
    },
    { body: OrderBody },
  )
  .post(
    '/orders-normal',
    ({ body, set }) => {
      set.status = 201
      return insertLax.get(body.menuItemId, body.quantity, body.note ?? null, Date.now())
    },
    { body: OrderBody },
  )
  .listen({ port, hostname: '127.0.0.1' })

process.on('SIGTERM', () => {
  app.stop()
  db.close()
  lax.close()
  process.exit(0)
})
