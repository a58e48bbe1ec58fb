import { afterEach, describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import mqtt from 'mqtt'
import { orders, printJobs } from '../../db/schema'
import { escposToText } from '../../../devices/testing/escpos-text'
import { devicesContext, until, type DevicesContext } from './test-context'

let t: DevicesContext
let stopExtra: (() => unknown)[] = []
afterEach(async () => {
  for (const s of stopExtra.reverse()) await s()
  stopExtra = []
  await t?.close()
})

const emit = (name: 'order.created', storeId: number, orderId: number) => t.write(name, { storeId, orderId })

describe('kitchen tickets from order events', () => {
  test("routed by category, only the new order's lines for a second order, a void on cancel, never twice", async () => {
    t = await devicesContext()
    const food = t.fx.category('熱食')
    const drinks = t.fx.category('飲料')
    const hot = await t.printer({ name: '熱炒區', role: 'kitchen', categoryIds: [food] })
    const bar = await t.printer({ name: '吧台', role: 'kitchen', categoryIds: [drinks], paperWidth: 58 })
    const all = await t.printer({ name: '出餐口', role: 'kitchen' })
    const at = t.fx.table('A-01')

    const first = t.fx.order(at, [
      {
        name: '牛肉麵',
        quantity: 2,
        unitPrice: 18000,
        categoryId: food,
        options: { size: { name: '大碗', price: 3000 }, spice: '小辣', addOns: [{ name: '加蛋', price: 1500 }] },
        notes: '不要蔥',
      },
      { name: '珍珠奶茶', quantity: 1, unitPrice: 6000, categoryId: drinks },
    ])
    const sentAt = performance.now()
    emit('order.created', t.storeId, first.id)
    const [hotTicket] = await hot.fake.waitForJobs(1)
    console.log(`order event → kitchen bytes at TCP listener: ${(hot.fake.received[0].at - sentAt).toFixed(1)} ms`)
    expect(escposToText(hotTicket)).toBe(`廚房單 - 熱炒區
桌 A-01
訂單：20261122-001
時間：${escposToText(hotTicket).split('\n')[3].slice(3)}
================================================
2 x 牛肉麵
   大碗、小辣、加蛋
   ※ 不要蔥
================================================
[切紙]`)
    const barText = escposToText((await bar.fake.waitForJobs(1))[0])
    expect(barText).toContain('1 x 珍珠奶茶')
    expect(barText).not.toContain('牛肉麵')
    expect(escposToText((await all.fake.waitForJobs(1))[0])).toContain('1 x 珍珠奶茶')

    // Same table, another order: its own ticket with only its lines; a repeated event prints nothing more.
    const second = t.fx.order(at, [{ name: '炒飯', quantity: 1, unitPrice: 12000, categoryId: food }])
    emit('order.created', t.storeId, second.id)
    emit('order.created', t.storeId, second.id)
    emit('order.created', t.storeId, first.id)
    const hotJobs = await hot.fake.waitForJobs(2)
    expect(escposToText(hotJobs[1])).toContain('1 x 炒飯')
    expect(escposToText(hotJobs[1])).not.toContain('牛肉麵')

    // Lines added to an order later print on their own, titled 加點.
    const extra = t.ctx.db.sqlite
      .query(
        'INSERT INTO order_items (order_id, name, category_id, quantity, base_price, unit_price, subtotal, ' +
          'options) VALUES (?, ?, ?, 1, 100, 100, 100, ?) RETURNING id',
      )
      .get(first.id, '滷蛋', food, '{}') as { id: number }
    t.write('order.items_added', { storeId: t.storeId, orderId: first.id, itemIds: [extra.id] })
    const added = escposToText((await hot.fake.waitForJobs(3))[2])
    expect(added).toContain('廚房單（加點） - 熱炒區')
    expect(added).toContain('1 x 滷蛋')
    expect(added).not.toContain('牛肉麵')

    // Cancel: a void ticket to the stations that had the order (the bar never saw 炒飯).
    t.write('order.status_changed', { storeId: t.storeId, orderId: second.id, from: 'pending', to: 'cancelled' })
    const voids = await hot.fake.waitForJobs(4)
    expect(escposToText(voids[3])).toContain('*** 作廢 ***')
    expect(escposToText(voids[3])).toContain('1 x 炒飯')
    await all.fake.waitForJobs(4)
    await Bun.sleep(200)
    expect(bar.fake.jobs).toHaveLength(1)
    expect(hot.fake.jobs).toHaveLength(4)
    expect(all.fake.jobs).toHaveLength(4)
  })

  test(`加點: a table session's later order names its earlier orders (cancelled ones and other tables \
aside)`, async () => {
    t = await devicesContext()
    const kitchen = await t.printer({ name: '熱炒區', role: 'kitchen' })
    const at = t.fx.table('A-05')
    const first = t.fx.order(at, [{ name: '牛肉麵', quantity: 1, unitPrice: 18000 }])
    t.fx.order(t.fx.table('B-01'), [{ name: '別桌的菜', quantity: 1, unitPrice: 5000 }])
    const cancelled = t.fx.order(at, [{ name: '點錯的菜', quantity: 1, unitPrice: 5000 }], { status: 'cancelled' })
    const second = t.fx.order(at, [{ name: '燙青菜', quantity: 1, unitPrice: 6000 }])
    const third = t.fx.order(at, [{ name: '滷肉飯', quantity: 2, unitPrice: 4000 }])
    for (const o of [first, second, third]) emit('order.created', t.storeId, o.id)
    const tickets = (await kitchen.fake.waitForJobs(3)).map((b) => escposToText(b).split('\n'))
    expect(tickets[0].slice(0, 3)).toEqual(['廚房單 - 熱炒區', '桌 A-05', '訂單：20261122-001'])
    expect(tickets[1].slice(0, 4)).toEqual([
      '廚房單（加點） - 熱炒區',
      '桌 A-05',
      '加點（前單 #001）',
      '訂單：20261122-004',
    ])
    expect(tickets[2].slice(0, 4)).toEqual([
      '廚房單（加點） - 熱炒區',
      '桌 A-05',
      '加點（前單 #001、#004）',
      '訂單：20261122-005',
    ])
    expect(tickets[2]).toContain('2 x 滷肉飯')
    expect(cancelled.orderNumber).toBe('20261122-003')
  })

  test(`printer away while orders come in: the sale is not held up and every ticket arrives once \
afterwards`, async () => {
    t = await devicesContext()
    const kitchen = await t.printer({ name: '廚房', role: 'kitchen' })
    await kitchen.fake.stop()
    const jobs = () => t.ctx.db.db.select().from(printJobs).all()
    for (let i = 1; i <= 5; i++) {
      const o = t.fx.order(t.fx.table(`T${i}`), [{ name: `餐點${i}`, quantity: 1, unitPrice: 10000 }])
      emit('order.created', t.storeId, o.id)
      // The subscriber only queues the ticket: it is waiting when the sale's event returns.
      expect(jobs().filter((j) => j.orderId === o.id)).toHaveLength(1)
    }
    await until(() => jobs().some((j) => j.attempts > 0), 5000, 'a print tried while the printer is away')
    expect(kitchen.fake.jobs).toHaveLength(0)
    await kitchen.fake.start()
    const printed = await kitchen.fake.waitForJobs(5, 8000)
    await Bun.sleep(300)
    expect(kitchen.fake.jobs).toHaveLength(5)
    expect(printed.map((j) => escposToText(j).match(/餐點\d/)![0])).toEqual([
      '餐點1',
      '餐點2',
      '餐點3',
      '餐點4',
      '餐點5',
    ])
  })
})

describe('receipts and the drawer from payment events', () => {
  test('a cash payment prints the receipt with change and kicks the drawer; a card payment does not kick', async () => {
    t = await devicesContext()
    const counter = await t.printer({ name: '櫃台', role: 'receipt', drawer: true })
    const at = t.fx.table('B-02')
    const o1 = t.fx.order(at, [{ name: '排骨飯', quantity: 1, unitPrice: 15000 }])
    const o2 = t.fx.order(at, [{ name: '貢丸湯', quantity: 2, unitPrice: 4000 }])
    const pay = t.fx.payment({
      sessionId: at.sessionId,
      amount: o1.total + o2.total,
      method: 'cash',
      tendered: 30000,
      receivedBy: 1,
    })
    t.write('payment.recorded', { storeId: t.storeId, paymentId: pay.id, sessionId: at.sessionId, orderId: null })
    const [receipt, pulse] = await counter.fake.waitForJobs(2)
    const text = escposToText(receipt)
    expect(text).toContain('訂單：20261122-001, 20261122-002')
    expect(text).toContain('桌號：B-02')
    expect(text).toMatch(/總計\s+NT\$253$/m)
    expect(text).toMatch(/實收\s+NT\$300$/m)
    expect(text).toMatch(/找零\s+NT\$47$/m)
    expect(escposToText(pulse)).toBe('[錢櫃]')
    const log = t.ctx.db.sqlite
      .query("SELECT user_id AS userId, details FROM activity_logs WHERE action = 'open_cash_drawer'")
      .all() as any[]
    expect(log).toHaveLength(1)
    expect(log[0].userId).toBe(1)

    const card = t.fx.payment({ orderId: o1.id, amount: 100, method: 'credit_card' })
    t.write('payment.recorded', { storeId: t.storeId, paymentId: card.id, sessionId: null, orderId: o1.id })
    const jobs = await counter.fake.waitForJobs(3)
    expect(escposToText(jobs[2])).toContain('信用卡')
    await Bun.sleep(200)
    expect(counter.fake.jobs).toHaveLength(3)
  })
})

describe('kitchen displays over MQTT (embedded broker, WebSocket on the HTTP port)', () => {
  test('a display receives tickets and bumps an order to ready; it cannot touch another store', async () => {
    t = await devicesContext('embedded')
    const server = t.ctx.app.listen({ port: 0, hostname: '127.0.0.1' })
    stopExtra.push(() => server.stop(true))
    const cred = await t.api('POST', '/mqtt-devices', { name: '廚房螢幕' })
    expect(cred.status).toBe(201)
    expect(cred.body.password).toBeString()
    expect((await t.api('GET', '/mqtt-devices')).body[0]).not.toHaveProperty('password')

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
    const c03 = t.fx.table('C-03')
    const order = t.fx.order(c03, [{ name: '蚵仔煎', quantity: 1, unitPrice: 8000, options: { spice: '不辣' } }])
    const message = new Promise<{ at: number; body: any }>((resolve) =>
      display.once('message', (_topic, p) => resolve({ at: performance.now(), body: JSON.parse(p.toString()) })),
    )
    const sentAt = performance.now()
    emit('order.created', t.storeId, order.id)
    const got = await Promise.race([
      message,
      Bun.sleep(5000).then(() => {
        throw new Error('no ticket over MQTT')
      }),
    ])
    console.log(`order event → MQTT subscriber (WebSocket): ${(got.at - sentAt).toFixed(1)} ms`)
    expect(got.body).toMatchObject({
      type: 'new',
      orderId: order.id,
      table: 'C-03',
      lines: [{ name: '蚵仔煎', quantity: 1, spice: '不辣', addOns: [] }],
    })
    expect(got.body).toMatchObject({ addOn: false, earlierOrders: [] })
    // A later order of the same table session: the display is told it is a 加點, and after which orders.
    const later = t.fx.order(c03, [{ name: '魚丸湯', quantity: 1, unitPrice: 4000 }])
    const addOn = new Promise<any>((resolve) =>
      display.on('message', (_topic, p) => {
        const body = JSON.parse(p.toString())
        if (body.orderId === later.id && body.type === 'new') resolve(body)
      }),
    )
    emit('order.created', t.storeId, later.id)
    const laterMessage = await Promise.race([
      addOn,
      Bun.sleep(5000).then(() => {
        throw new Error('no 加點 ticket over MQTT')
      }),
    ])
    expect(laterMessage).toMatchObject({
      addOn: true,
      earlierOrders: [order.orderNumber],
      lines: [{ name: '魚丸湯', quantity: 1 }],
    })

    const statusOf = () => t.ctx.db.db.select().from(orders).where(eq(orders.id, order.id)).get()!.status
    // A bump only moves preparing → ready, through the orders module's kitchen rules.
    await display.publishAsync(cred.body.topics.bump, JSON.stringify({ orderId: order.id }), { qos: 1 })
    await Bun.sleep(200)
    expect(statusOf()).toBe('pending')
    t.ctx.db.db.update(orders).set({ status: 'preparing' }).where(eq(orders.id, order.id)).run()
    await display.publishAsync(cred.body.topics.bump, JSON.stringify({ orderId: order.id }), { qos: 1 })
    await until(() => statusOf() === 'ready', 3000, 'bumped to ready')

    // Bumping another store's topic is refused by the broker.
    t.ctx.db.db.update(orders).set({ status: 'preparing' }).where(eq(orders.id, order.id)).run()
    display.publish(`pos/${t.storeId + 1}/kitchen/all/bump`, JSON.stringify({ orderId: order.id }), { qos: 1 })
    await Bun.sleep(300)
    expect(statusOf()).toBe('preparing')

    const status = await t.api('GET', '/devices/status')
    expect(status.body.mqtt).toMatchObject({ mode: 'embedded', connected: true, webSocketPath: '/mqtt' })
  })
})
