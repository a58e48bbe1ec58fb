import { afterEach, expect, test } from 'bun:test'
import { createTestContext } from '../../testing/harness'
import { queryPlan, recordPreparedStatements } from '../../testing/query-plans'
import { JsonText, type Devices } from '../../../devices'
import { deviceFixtures } from './test-fixtures'
import { createKitchenSnapshots, SNAPSHOT_DELAY_MS, SNAPSHOT_INTERVAL_MS, SNAPSHOT_TICKETS } from './kitchen-snapshots'
import { loadOrderForPrint } from './data'

// The retained per-station snapshots must cost the order path little however
// many orders stay open: one rebuild per moment of changes, and never more than a page of tickets.

type Sent = { topic: string; tickets: { orderNumber: string }[] }
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const f of cleanups.splice(0)) f()
})

const statements = recordPreparedStatements()

async function setup() {
  const ctx = createTestContext({ clock: { now: () => Date.now(), set() {}, advance() {} } })
  cleanups.push(() => ctx.close())
  const { store } = await ctx.managerWithStore()
  const sent: Sent[] = []
  // What the broker would send: the message's JSON, parsed as a display would.
  const publish = (topic: string, msg: unknown) =>
    sent.push({ topic, tickets: JSON.parse(msg instanceof JsonText ? msg.text : JSON.stringify(msg)).tickets })
  const hardware = { mqtt: { mode: 'embedded', publish } } as unknown as Devices
  const snapshots = createKitchenSnapshots({ db: ctx.db, clock: { now: () => Date.now() } as never, hardware })
  const fx = deviceFixtures(ctx.db, store.id)
  const allTopic = `pos/${store.id}/kitchen/all/open`
  return { storeId: store.id, sent, snapshots, fx, db: ctx.db, all: () => sent.filter((s) => s.topic === allTopic) }
}

test('a burst of changes is one rebuild, sent once the moment has passed', async () => {
  const { storeId, snapshots, fx, all } = await setup()
  const orders = Array.from({ length: 150 }, () =>
    fx.order({ tableId: null, sessionId: null }, [{ name: '牛肉麵', unitPrice: 18000, quantity: 1 }]),
  )
  for (let i = 0; i < 150; i++) snapshots.schedule(storeId)
  expect(all()).toHaveLength(0)
  await Bun.sleep(SNAPSHOT_DELAY_MS * 3)
  expect(all()).toHaveLength(1)
  expect(all()[0].tickets.map((t) => t.orderNumber)).toEqual(orders.map((o) => o.orderNumber))
})

test('a store that never closes its orders sends only the newest page of open tickets, oldest first', async () => {
  const { storeId, snapshots, fx, all } = await setup()
  const orders = Array.from({ length: SNAPSHOT_TICKETS + 40 }, () =>
    fx.order({ tableId: null, sessionId: null }, [{ name: '紅茶', unitPrice: 3000, quantity: 1 }]),
  )
  fx.order({ tableId: null, sessionId: null }, [{ name: '紅茶', unitPrice: 3000, quantity: 1 }], {
    status: 'completed',
  })
  snapshots.publishStore(storeId)
  expect(all()[0].tickets.map((t) => t.orderNumber)).toEqual(orders.slice(-SNAPSHOT_TICKETS).map((o) => o.orderNumber))
})

test('stopping sends what is due at once', async () => {
  const { storeId, snapshots, fx, all } = await setup()
  fx.order({ tableId: null, sessionId: null }, [{ name: '紅茶', unitPrice: 3000, quantity: 1 }])
  snapshots.schedule(storeId)
  snapshots.flush()
  expect(all()).toHaveLength(1)
  await Bun.sleep(SNAPSHOT_DELAY_MS * 2)
  expect(all()).toHaveLength(1)
})

test('a rebuild reads again only the orders whose row changed', async () => {
  const { storeId, snapshots, fx, all, db } = await setup()
  const [a, b] = [
    fx.order({ tableId: null, sessionId: null }, [{ name: '紅茶', unitPrice: 3000, quantity: 1 }]),
    fx.order({ tableId: null, sessionId: null }, [{ name: '綠茶', unitPrice: 3000, quantity: 1 }]),
  ]
  snapshots.publishStore(storeId)
  const names = () =>
    all()
      .at(-1)!
      .tickets.map((t) => (t as unknown as { lines: { name: string }[] }).lines.map((i) => i.name).join())
  expect(names()).toEqual(['紅茶', '綠茶'])
  // A line renamed behind the server's back is not seen until the order's row is stamped, as every write that changes a
  // ticket does.
  db.sqlite.run('UPDATE order_items SET name = ? WHERE order_id IN (?, ?)', ['奶茶', a.id, b.id])
  snapshots.publishStore(storeId)
  expect(names()).toEqual(['紅茶', '綠茶'])
  db.sqlite.run('UPDATE orders SET updated_at = updated_at + 1 WHERE id = ?', [b.id])
  snapshots.publishStore(storeId)
  expect(names()).toEqual(['紅茶', '奶茶'])
})

test(`a steady stream of changes rebuilds at most once an interval, and the last change is in the last \
rebuild`, async () => {
  const { storeId, snapshots, fx, all } = await setup()
  const started = performance.now()
  let last = ''
  // 20 orders a second for 1.5 intervals: a rebuild per moment would be about 15 of them.
  while (performance.now() - started < SNAPSHOT_INTERVAL_MS * 1.5) {
    last = fx.order({ tableId: null, sessionId: null }, [{ name: '紅茶', unitPrice: 3000, quantity: 1 }]).orderNumber
    snapshots.schedule(storeId)
    await Bun.sleep(50)
  }
  await Bun.sleep(SNAPSHOT_INTERVAL_MS + SNAPSHOT_DELAY_MS)
  expect(all().length).toBeGreaterThanOrEqual(2)
  expect(all().length).toBeLessThanOrEqual(3)
  expect(all().at(-1)!.tickets.at(-1)!.orderNumber).toBe(last)
})

test('a new order handed over after its commit is not read again, and a change of its row is', async () => {
  const { storeId, snapshots, fx, all, db } = await setup()
  const a = fx.order({ tableId: null, sessionId: null }, [{ name: '紅茶', unitPrice: 3000, quantity: 1 }])
  snapshots.remember(loadOrderForPrint(db.db, storeId, a.id)!)
  const names = () =>
    all()
      .at(-1)!
      .tickets.map((t) => (t as unknown as { lines: { name: string }[] }).lines.map((i) => i.name).join())
  db.sqlite.run('UPDATE order_items SET name = ? WHERE order_id = ?', ['奶茶', a.id])
  snapshots.publishStore(storeId)
  expect(names()).toEqual(['紅茶'])
  db.sqlite.run('UPDATE orders SET updated_at = updated_at + 1 WHERE id = ?', [a.id])
  snapshots.publishStore(storeId)
  expect(names()).toEqual(['奶茶'])
})

test("an order's 加點 line follows its session's earlier orders though its own row is unchanged", async () => {
  const { storeId, snapshots, fx, all, db } = await setup()
  const at = fx.table('A1')
  const first = fx.order(at, [{ name: '滷肉飯', unitPrice: 5000, quantity: 1 }])
  fx.order(at, [{ name: '貢丸湯', unitPrice: 3500, quantity: 1 }])
  const earlier = () => (all().at(-1)!.tickets.at(-1) as unknown as { earlierOrders: string[] }).earlierOrders
  snapshots.publishStore(storeId)
  expect(earlier()).toEqual([first.orderNumber])
  // The first order cancelled: its own row changes, the second's does not.
  db.sqlite.run("UPDATE orders SET status = 'cancelled', updated_at = updated_at + 1 WHERE id = ?", [first.id])
  snapshots.publishStore(storeId)
  expect(earlier()).toEqual([])
})

test(`a snapshot is sent as the JSON of { storeId, station, at, tickets }, each ticket a whole kitchen \
message`, async () => {
  const { storeId, fx, db } = await setup()
  const texts: { topic: string; text: string }[] = []
  const hardware = {
    mqtt: {
      mode: 'embedded',
      publish: (topic: string, msg: unknown) =>
        texts.push({ topic, text: msg instanceof JsonText ? msg.text : JSON.stringify(msg) }),
    },
  } as unknown as Devices
  const snapshots = createKitchenSnapshots({ db, clock: { now: () => Date.UTC(2026, 10, 25, 4) } as never, hardware })
  const order = fx.order({ tableId: null, sessionId: null }, [{ name: '紅茶', unitPrice: 3000, quantity: 2 }])
  snapshots.publishStore(storeId)
  const message = JSON.parse(texts.find((t) => t.topic === `pos/${storeId}/kitchen/all/open`)!.text)
  expect(Object.keys(message)).toEqual(['storeId', 'station', 'at', 'tickets'])
  expect(message).toMatchObject({ storeId, station: 'all', at: '2026-11-25T04:00:00.000Z' })
  expect(message.tickets).toEqual([
    expect.objectContaining({
      type: 'new',
      orderId: order.id,
      orderNumber: order.orderNumber,
      lines: [expect.objectContaining({ name: '紅茶', quantity: 2 })],
      earlierOrders: [],
      addOn: false,
    }),
  ])
})

test("a rebuild reads the newest page off the open orders' index, without sorting every open order", async () => {
  const { storeId, snapshots, fx, all, db } = await setup()
  for (let i = 0; i < 3; i++)
    fx.order({ tableId: null, sessionId: null }, [{ name: '牛肉麵', unitPrice: 18000, quantity: 1 }])
  statements.recording = true
  snapshots.schedule(storeId)
  await Bun.sleep(SNAPSHOT_DELAY_MS * 3)
  statements.recording = false
  expect(all()).toHaveLength(1)
  const sql = [...statements.prepared].find((s) => s.startsWith('select "id", "updated_at" from "orders"'))
  expect(sql).toBeDefined()
  const plan = queryPlan(db.sqlite, sql!).join(' | ')
  expect(plan).toContain('orders_active_idx')
  expect(plan).not.toContain('TEMP B-TREE') // a sort reads every open order, 18,000 of them in the bench's rush
})
