import { afterEach, describe, expect, test } from 'bun:test'
import mqtt from 'mqtt'
import { escposToText } from '../../../devices/testing/escpos-text'
import { createTestContext, type TestContext } from '../../testing/harness'
import { addMenuItem } from '../orders/testing'
import { devicesContext, until, type DevicesContext } from './test-context'

/**
 * The outbox of the money pipeline: an order's kitchen tickets, a payment's
 * receipt and drawer pulse, a void's 作廢 ticket are written inside the money write's own
 * transaction. The devices are not started here: jobs are counted in print_jobs, not printed.
 */

let ctx: TestContext
let t: DevicesContext | undefined
let stopExtra: (() => unknown)[] = []
afterEach(async () => {
  for (const s of stopExtra.reverse()) await s()
  stopExtra = []
  ctx?.close()
  await t?.close()
  t = undefined
})

type Res = { status: number; body: any; headers: Headers }

async function counter() {
  ctx = createTestContext()
  const { manager, store } = await ctx.managerWithStore()
  const tea = addMenuItem(ctx, store.id, { name: '紅茶', basePrice: 60_00 })
  const cake = addMenuItem(ctx, store.id, { name: '蛋糕', basePrice: 80_00 })
  const api = (method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Res> =>
    ctx.request(method, `/api/stores/${store.id}${path}`, { body, cookie: manager.cookie, headers })
  const printer = async (body: Record<string, unknown>) => {
    const r = await api('POST', '/printers', { connection: 'network', address: '127.0.0.1:9', ...body })
    expect(r.status).toBe(201)
    return r.body.id as number
  }
  const rows = <T>(sql: string, ...args: (string | number)[]) => ctx.db.sqlite.query(sql).all(...args) as T[]
  const n = (sql: string, ...args: (string | number)[]) => (ctx.db.sqlite.query(sql).get(...args) as { n: number }).n
  return { api, printer, rows, n, tea, cake, storeId: store.id as number }
}

describe('print jobs commit with the money write, exactly once', () => {
  test(`a burst of 120 orders with 40 double taps, 40 cash payments and 20 line voids each tapped twice at \
once`, async () => {
    const c = await counter()
    const stations = [
      await c.printer({ name: '熱炒', role: 'kitchen' }),
      await c.printer({ name: '出餐口', role: 'kitchen' }),
    ]
    const counterPrinter = await c.printer({ name: '櫃台', role: 'receipt', drawer: true })

    // 160 requests at once: 120 keys, the first 40 sent twice.
    const keys = Array.from({ length: 120 }, (_, i) => `burst-${i}`)
    const body = {
      orderType: 'takeout',
      items: [
        { menuItemId: c.tea.id, quantity: 1 },
        { menuItemId: c.cake.id, quantity: 1 },
      ],
    }
    const answers = await Promise.all(
      [...keys, ...keys.slice(0, 40)].map((k) => c.api('POST', '/orders', body, { 'idempotency-key': k })),
    )
    expect(answers.filter((r) => r.status === 201)).toHaveLength(120)
    expect(answers.filter((r) => r.status === 200)).toHaveLength(40)
    const orders = [...new Map(answers.map((r) => [r.body.id as number, r.body])).values()]
    expect(orders).toHaveLength(120)

    const kitchenJobs = () =>
      c.rows<{ o: number; p: number; n: number }>(
        'SELECT order_id AS o, printer_id AS p, count(*) AS n FROM print_jobs ' +
          "WHERE kind = 'kitchen' GROUP BY order_id, printer_id",
      )
    expect(kitchenJobs()).toHaveLength(120 * stations.length)
    expect(kitchenJobs().every((j) => j.n === 1)).toBe(true)
    // A lost answer retried later is a replay: no second ticket.
    const again = await c.api('POST', '/orders', body, { 'idempotency-key': keys[7] })
    expect(again.status).toBe(200)
    expect(c.n("SELECT count(*) AS n FROM print_jobs WHERE kind = 'kitchen'")).toBe(120 * stations.length)

    // 40 cash payments, each tapped twice at once: one receipt, one queued pulse (generic model) and one drawer log
    // each.
    const paid = orders.slice(0, 40)
    const pays = await Promise.all(
      [...paid, ...paid].map((o) =>
        c.api('POST', '/payments', {
          orderId: o.id,
          amount: o.total,
          paymentMethod: 'cash',
          clientPaymentId: `pay-${o.id}`,
        }),
      ),
    )
    expect(pays.filter((r) => r.status === 201)).toHaveLength(40)
    expect(pays.filter((r) => r.status === 200)).toHaveLength(40)
    expect(
      c.n(
        `SELECT count(DISTINCT order_id) AS n FROM print_jobs ` +
          `WHERE printer_id = ${counterPrinter} AND kind = 'receipt'`,
      ),
    ).toBe(40)
    expect(c.n(`SELECT count(*) AS n FROM print_jobs WHERE printer_id = ${counterPrinter} AND kind = 'receipt'`)).toBe(
      40,
    )
    expect(c.n(`SELECT count(*) AS n FROM print_jobs WHERE printer_id = ${counterPrinter} AND kind = 'drawer'`)).toBe(
      40,
    )
    expect(c.n("SELECT count(*) AS n FROM activity_logs WHERE action = 'open_cash_drawer'")).toBe(40)

    // 20 line voids on unpaid orders, each tapped twice at once: one 作廢 ticket per station each.
    const voided = orders.slice(40, 60)
    const voids = await Promise.all(
      [...voided, ...voided].map((o) =>
        c.api('POST', `/orders/${o.id}/void`, {
          lineId: o.items[1].id,
          reason: 'wrong_order',
          clientVoidId: `void-${o.id}`,
        }),
      ),
    )
    expect(voids.filter((r) => r.status === 201)).toHaveLength(20)
    const voidJobs = c.rows<{ o: number; n: number }>(
      "SELECT order_id AS o, count(*) AS n FROM print_jobs WHERE kind = 'void' GROUP BY order_id",
    )
    expect(voidJobs).toHaveLength(20)
    expect(voidJobs.every((j) => j.n === stations.length)).toBe(true)
  }, 60_000)
})

describe("the outbox rows are inside the money write's transaction", () => {
  test(`a statement failing after the job insert rolls back the order and its tickets, the payment and its \
receipt`, async () => {
    const c = await counter()
    await c.printer({ name: '廚房', role: 'kitchen' })
    await c.printer({ name: '櫃台', role: 'receipt' })
    const ok = await c.api('POST', '/orders', { orderType: 'takeout', items: [{ menuItemId: c.tea.id, quantity: 1 }] })
    expect(ok.status).toBe(201)
    const jobs = () => c.n('SELECT count(*) AS n FROM print_jobs')
    expect(jobs()).toBe(1)

    // A writer after the devices' ones: it sees their job in the still open transaction, then fails.
    const seenInside: number[] = []
    const refuse = (orderId: number) => {
      seenInside.push(c.n('SELECT count(*) AS n FROM print_jobs WHERE order_id = ?', orderId))
      expect(ctx.db.sqlite.inTransaction).toBe(true)
      throw new Error('refused after the job insert')
    }
    const off = [
      ctx.services.events.onWrite('order.created', (e) => refuse(e.orderId)),
      ctx.services.events.onWrite('payment.recorded', (e) => refuse(e.orderId!)),
    ]
    const failed = await c.api('POST', '/orders', {
      orderType: 'takeout',
      items: [{ menuItemId: c.cake.id, quantity: 1 }],
    })
    expect(failed.status).toBeGreaterThanOrEqual(500)
    const pay = await c.api('POST', '/payments', { orderId: ok.body.id, amount: ok.body.total, paymentMethod: 'cash' })
    expect(pay.status).toBeGreaterThanOrEqual(500)
    for (const f of off) f()

    expect(seenInside).toEqual([1, 2]) // the order's ticket; the first order's ticket and the receipt
    expect(c.n('SELECT count(*) AS n FROM orders')).toBe(1)
    expect(c.n('SELECT count(*) AS n FROM payments')).toBe(0)
    expect(jobs()).toBe(1)
    expect(c.n("SELECT count(*) AS n FROM activity_logs WHERE action IN ('create_payment')")).toBe(0)
  })
})

describe('a reprint and its log line', () => {
  test('commit together: when the log cannot be written, no 補印 job is left', async () => {
    const c = await counter()
    await c.printer({ name: '廚房', role: 'kitchen' })
    const o = await c.api('POST', '/orders', { orderType: 'takeout', items: [{ menuItemId: c.tea.id, quantity: 1 }] })
    const jobs = () => c.n('SELECT count(*) AS n FROM print_jobs')
    expect(jobs()).toBe(1)
    ctx.db.sqlite.run(
      'CREATE TEMP TRIGGER no_reprint_log BEFORE INSERT ON activity_logs ' +
        "WHEN NEW.action = 'reprint' BEGIN SELECT RAISE(ABORT, 'log refused'); END",
    )
    expect((await c.api('POST', `/orders/${o.body.id}/reprint`, { kind: 'kitchen' })).status).toBeGreaterThanOrEqual(
      500,
    )
    expect(jobs()).toBe(1)
    ctx.db.sqlite.run('DROP TRIGGER no_reprint_log')
    expect((await c.api('POST', `/orders/${o.body.id}/reprint`, { kind: 'kitchen' })).status).toBe(202)
    expect([jobs(), c.n("SELECT count(*) AS n FROM activity_logs WHERE action = 'reprint'")]).toEqual([2, 1])
  })
})

describe('a void says whether it takes back one line or the whole order', () => {
  test('the ticket text and the MQTT message carry the scope and the voided lines', async () => {
    t = await devicesContext('embedded')
    const tea = addMenuItem(t.ctx, t.storeId, { name: '紅茶', basePrice: 60_00 })
    const cake = addMenuItem(t.ctx, t.storeId, { name: '蛋糕', basePrice: 80_00 })
    const kitchen = await t.printer({ name: '廚房', role: 'kitchen' })
    const server = t.ctx.app.listen({ port: 0, hostname: '127.0.0.1' })
    stopExtra.push(() => server.stop(true))
    const cred = await t.api('POST', '/mqtt-devices', { name: '廚房螢幕' })
    const display = mqtt.connect(`ws://127.0.0.1:${server.server!.port}/mqtt`, {
      clientId: cred.body.username,
      username: cred.body.username,
      password: cred.body.password,
      reconnectPeriod: 0,
    })
    stopExtra.push(() => display.endAsync(true))
    await Promise.race([
      new Promise((r) => display.once('connect', r)),
      Bun.sleep(5000).then(() => {
        throw new Error('ws connect timeout')
      }),
    ])
    await display.subscribeAsync(cred.body.topics.tickets, { qos: 1 })
    const messages: any[] = []
    display.on('message', (_topic, p) => messages.push(JSON.parse(p.toString())))

    const o = await t.api('POST', '/orders', {
      orderType: 'takeout',
      items: [
        { menuItemId: tea.id, quantity: 2 },
        { menuItemId: cake.id, quantity: 1 },
      ],
    })
    expect(o.status).toBe(201)
    await until(() => messages.length === 1, 5000, 'new ticket over MQTT')
    expect(messages[0]).toMatchObject({ type: 'new', scope: null })

    const line = await t.api('POST', `/orders/${o.body.id}/void`, { lineId: o.body.items[1].id, reason: 'wrong_order' })
    expect(line.status).toBe(201)
    await until(() => messages.length === 2, 5000, 'line void over MQTT')
    expect(messages[1]).toMatchObject({
      type: 'void',
      scope: 'line',
      orderId: o.body.id,
      lines: [{ name: '蛋糕', quantity: 1 }],
    })
    expect(messages[1].lines).toHaveLength(1)

    const whole = await t.api('POST', `/orders/${o.body.id}/void`, { reason: 'wrong_order' })
    expect(whole.status).toBe(201)
    await until(() => messages.length === 3, 5000, 'order void over MQTT')
    expect(messages[2]).toMatchObject({
      type: 'void',
      scope: 'order',
      orderId: o.body.id,
      lines: [{ name: '紅茶', quantity: 2 }],
    })

    const [, lineTicket, orderTicket] = (await kitchen.fake.waitForJobs(3)).map((b) => escposToText(b))
    expect(lineTicket).toContain('*** 作廢品項 ***')
    expect(lineTicket).toContain('1 x 蛋糕')
    expect(lineTicket).not.toContain('紅茶')
    expect(orderTicket).toContain('*** 作廢 ***')
    expect(orderTicket).toContain('此單已取消，請停止製作')
  }, 30_000)
})
