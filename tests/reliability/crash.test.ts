// Pull the plug on the process: SIGKILL the real server at random moments while terminals keep
// submitting orders with idempotency keys and retrying until acknowledged. Afterwards every
// acknowledged order is there exactly once, stock matches the orders, the file is intact and
// the kitchen printer got a ticket for every order.
import { afterAll, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startFakeNetworkPrinter, type FakeNetworkPrinter } from '../../src/devices/testing/fake-network-printer'
import {
  client,
  expectedStock,
  freePort,
  INITIAL_STOCK_MILLI,
  inspectDatabase,
  killAll,
  orderBody,
  orderNumberOnTicket,
  setupShop,
  startServer,
  submitUntilAck,
  type PosServer,
  type Shop,
} from './server-process'

const ROUNDS = Number(process.env.POS_RELIABILITY_ROUNDS ?? 20)
const TERMINALS = 4
const dataDir = mkdtempSync(join(tmpdir(), 'pos-crash-'))
let printer: FakeNetworkPrinter | undefined

afterAll(async () => {
  await killAll()
  await printer?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

type Ack = Awaited<ReturnType<typeof submitUntilAck>>

/** Tickets received per order number (each job's bytes decoded once). */
function ticketCounter(p: FakeNetworkPrinter) {
  const counts = new Map<string, number>()
  let decoded = 0
  return {
    count(orderNumber: string) {
      for (; decoded < p.jobs.length; decoded++) {
        const n = orderNumberOnTicket(p.jobs[decoded])
        if (n) counts.set(n, (counts.get(n) ?? 0) + 1)
      }
      return counts.get(orderNumber) ?? 0
    },
  }
}

/** One terminal: order after order, each retried with its key until acknowledged, until told to stop. */
async function terminal(
  id: number,
  shop: Shop,
  cookie: string,
  url: string,
  state: { stop: boolean; deadline: number },
  acks: Ack[],
  sent: Set<string>,
) {
  const c = client(url, cookie)
  for (let n = 0; !state.stop; n++) {
    const key = `t${id}-${n}`
    sent.add(key)
    acks.push(await submitUntilAck(c, shop, key, orderBody(shop, n), state.deadline))
  }
}

test(
  `SIGKILL ${ROUNDS} times under order load: acknowledged orders exactly once, stock matches, file intact`,
  async () => {
    const t0 = performance.now()
    const port = await freePort()
    let server: PosServer = await startServer({ dataDir, port })
    const shop = await setupShop(server)
    printer = await startFakeNetworkPrinter()
    await shop.c.ok('POST', `${shop.base}/printers`, {
      name: '廚房',
      role: 'kitchen',
      connection: 'network',
      address: printer.address,
    })

    const state = { stop: false, deadline: Date.now() + 40_000 + ROUNDS * 3000 }
    const acks: Ack[] = []
    const sent = new Set<string>()
    const terminals = Array.from({ length: TERMINALS }, (_, i) =>
      terminal(i, shop, shop.c.cookie(), server.url, state, acks, sent),
    )
    const failed = Promise.all(terminals).then(
      () => null,
      (e) => e as Error,
    )

    const restarts: number[] = []
    for (let round = 1; round <= ROUNDS; round++) {
      await Bun.sleep(50 + Math.random() * 450)
      await server.crash()
      const r0 = performance.now()
      server = await startServer({ dataDir, port })
      restarts.push(performance.now() - r0)
    }
    await Bun.sleep(300)
    state.stop = true // each terminal finishes (gets acknowledged) the order it is on
    const error = await failed
    if (error) throw error

    // Every kitchen ticket is printed (a ticket caught mid-send by a kill may print twice: by design).
    const tickets = ticketCounter(printer)
    const until = Date.now() + 20_000
    while (acks.some((a) => tickets.count(a.orderNumber) === 0) && Date.now() < until) await Bun.sleep(100)
    await server.stop()

    const db = inspectDatabase(dataDir)
    expect(db.integrity).toEqual(['ok'])
    expect(db.foreignKeyProblems).toBe(0)

    // every acknowledged key → its order; every order has exactly one key, and every key was sent
    const byKey = new Map(db.keys.map((k) => [k.key, k.order_id]))
    expect(acks.filter((a) => byKey.get(a.key) !== a.orderId).map((a) => a.key)).toEqual([])
    expect(new Set(acks.map((a) => a.orderId)).size).toBe(acks.length)
    expect(new Set(db.keys.map((k) => k.order_id)).size).toBe(db.orders.length)
    expect(db.orders.length).toBe(db.keys.length)
    expect(db.keys.filter((k) => !sent.has(k.key))).toEqual([])
    expect(db.keys.length).toBe(sent.size)

    // each order holds exactly the lines its key asked for; stock and its movements agree with them
    const linesOf = new Map<number, { menu_item_id: number; quantity: number }[]>()
    for (const { order_id, ...l } of db.items) linesOf.set(order_id, [...(linesOf.get(order_id) ?? []), l])
    const asked = (key: string) =>
      orderBody(shop, Number(key.split('-')[1])).items.map((i) => ({
        menu_item_id: i.menuItemId,
        quantity: i.quantity,
      }))
    expect(acks.filter((a) => !Bun.deepEquals(linesOf.get(a.orderId), asked(a.key))).map((a) => a.key)).toEqual([])
    const stock = Object.fromEntries(db.stock.map((s) => [s.id, s.current_stock_milli]))
    expect(stock).toEqual(expectedStock(shop, db.items))
    expect(Object.fromEntries(db.movements.map((m) => [m.inventory_item_id, INITIAL_STOCK_MILLI + m.total]))).toEqual(
      stock,
    )

    // the kitchen: a durable job per order and at least one printed ticket each
    const kitchenJobs = new Set(db.printJobs.filter((j) => j.kind === 'kitchen').map((j) => j.order_id))
    expect(acks.filter((a) => !kitchenJobs.has(a.orderId)).map((a) => a.key)).toEqual([])
    expect(acks.filter((a) => tickets.count(a.orderNumber) === 0).map((a) => a.key)).toEqual([])

    const twice = acks.filter((a) => tickets.count(a.orderNumber) > 1).length
    const retried = acks.filter((a) => a.attempts > 1).length
    console.log(
      `crash test: ${ROUNDS} SIGKILLs, ${acks.length} orders acknowledged (${retried} only after a retry), ` +
        `${twice} tickets printed twice, restart ` +
        `${Math.min(...restarts).toFixed(0)}–${Math.max(...restarts).toFixed(0)} ms, ` +
        `${((performance.now() - t0) / 1000).toFixed(1)} s in all`,
    )
  },
  60_000 + ROUNDS * 3000,
)
