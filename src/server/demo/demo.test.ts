import { afterEach, describe, expect, test } from 'bun:test'
import { createTestContext, testClock, type TestContext } from '../testing/harness'
import { businessDayAt, taipeiMidnight } from '../../shared/domain/business-day'
import { formatMoney } from '../../shared/domain/money'
import { stockStatus } from '../../shared/domain/stock-status'
import { loadDemoData } from '.'

const contexts: TestContext[] = []
afterEach(() => {
  while (contexts.length) contexts.pop()!.close()
})

/** A fresh server with the demo loaded at the given instant (default: the harness clock, 12:00 Taipei). */
function loaded(at?: number) {
  const ctx = createTestContext(at === undefined ? {} : { clock: testClock(at) })
  contexts.push(ctx)
  const started = performance.now()
  expect(loadDemoData(ctx.services)).toBe(true)
  return { ctx, ms: performance.now() - started, q: (sql: string) => ctx.db.sqlite.query(sql).all() as any[] }
}

/** Percent off per tier (×0.90 / ×0.92 / ×0.95). */
const PERCENT_OFF = { regular: 0, silver: 10, gold: 8, vip: 5 } as Record<string, number>
/** cents × percent / 100, half up to whole dollars, in integers: computed apart from the domain code. */
const percentWhole = (cents: number, percent: number) => Math.floor((cents * percent + 5000) / 10000) * 100
const DAY = 86_400_000

describe('demo data', () => {
  test('loads once into an empty database; a second call changes nothing', () => {
    const { ctx, q, ms } = loaded()
    console.log(`demo loaded in ${ms.toFixed(0)} ms (incl. 3 argon2id hashes)`)
    const counts = () =>
      q(
        `SELECT (SELECT count(*) FROM orders) o, (SELECT count(*) FROM users) u, ` +
          `(SELECT count(*) FROM stock_movements) m`,
      )[0]
    const before = counts()
    expect(loadDemoData(ctx.services)).toBe(false)
    expect(counts()).toEqual(before)
    expect(q(`SELECT count(*) n FROM stores`)[0].n).toBe(1)
    expect(q(`SELECT count(*) n FROM dining_tables`)[0].n).toBe(12)
    expect(q(`SELECT count(*) n FROM menu_items`)[0].n).toBeGreaterThanOrEqual(20)
    expect(q(`SELECT count(*) n FROM inventory_items`)[0].n).toBeGreaterThanOrEqual(20)
  })

  test('one dish is marked 剩 3 份 for today (估清), as the diners and the POS read it', async () => {
    const { ctx } = loaded()
    const storeId = (ctx.db.sqlite.query(`SELECT id FROM stores`).get() as { id: number }).id
    const menu = (await ctx.request('GET', `/api/public/stores/${storeId}/menu`)).body as {
      name: string
      remaining: number | null
    }[]
    expect(menu.filter((i) => i.remaining !== null).map((i) => [i.name, i.remaining])).toEqual([['香酥雞腿飯', 3]])
  })

  test('does nothing when a user already exists', async () => {
    const ctx = createTestContext()
    contexts.push(ctx)
    await ctx.register('owner')
    expect(loadDemoData(ctx.services)).toBe(false)
    expect(ctx.db.sqlite.query(`SELECT count(*) n FROM orders`).get()).toEqual({ n: 0 })
  })

  test('admin/admin123 (the owner) and staff/staff123 sign in and see the store; registration is closed', async () => {
    const { ctx } = loaded()
    for (const [username, password, role, isOwner] of [
      ['admin', 'admin123', 'manager', true],
      ['staff', 'staff123', 'staff', false],
    ] as const) {
      const res = await ctx.request('POST', '/api/auth/local/login', { body: { username, password } })
      expect(res.status).toBe(200)
      const stores = await ctx.request('GET', '/api/stores', { cookie: ctx.cookieOf(res) })
      expect(stores.body).toHaveLength(1)
      expect(stores.body[0]).toMatchObject({ name: '好味小館 台北信義店', code: 'XINYI01', status: 'active' })
      expect((await ctx.request('GET', '/api/auth/user', { cookie: ctx.cookieOf(res) })).body).toMatchObject({
        role,
        isOwner,
      })
    }
    expect((await ctx.request('GET', '/api/auth/config')).body.registrationOpen).toBe(false)
    // staff sign in on a phone with 1234; the owner's 8888 approves a staff refund on the spot
    for (const [username, code] of [
      ['staff', '1234'],
      ['admin', '8888'],
    ]) {
      const pin = ctx.db.sqlite.query(`SELECT pin_hash FROM users WHERE username = ?`).get(username) as {
        pin_hash: string
      }
      expect(await Bun.password.verify(code, pin.pin_hash)).toBe(true)
    }
  })

  test('the drinks ask 甜度 and 冰塊 (珍珠奶茶 also 加料); a drink ordered at the counter must name them', async () => {
    const { ctx, q } = loaded()
    const login = await ctx.request('POST', '/api/auth/local/login', {
      body: { username: 'staff', password: 'staff123' },
    })
    const cookie = ctx.cookieOf(login)
    const storeId = q(`SELECT id FROM stores`)[0].id
    const menu = (await ctx.request('GET', `/api/stores/${storeId}/menu`, { cookie })).body as {
      id: number
      name: string
      category: string
      optionGroups: { id: number; name: string; options: { name: string; price: string }[]; required: boolean }[]
    }[]
    const groupsOf = (name: string) => menu.find((i) => i.name === name)!.optionGroups
    for (const drink of menu.filter((i) => i.category === '飲品'))
      expect(drink.optionGroups.slice(0, 2).map((g) => [g.name, g.required])).toEqual([
        ['甜度', true],
        ['冰塊', true],
      ])
    const [sugar, ice, toppings] = groupsOf('珍珠奶茶')
    expect(sugar.options.map((o) => o.name)).toEqual(['正常', '少糖', '半糖', '微糖', '無糖'])
    expect(ice.options.map((o) => o.name)).toEqual(['正常冰', '少冰', '微冰', '去冰', '溫', '熱'])
    expect(toppings).toMatchObject({
      name: '加料',
      required: false,
      minChoices: 0,
      maxChoices: 3,
      options: [
        { name: '珍珠', price: '10.00' },
        { name: '椰果', price: '10.00' },
      ],
    })
    expect(groupsOf('滷肉飯')).toEqual([])
    // The week's drinks were ordered with their picks.
    const picked = q(`SELECT options FROM order_items WHERE name = '珍珠奶茶'`).map((r) => JSON.parse(r.options))
    expect(picked.length).toBeGreaterThan(0)
    expect(picked.every((o) => o.groups?.[0]?.name === '甜度' && o.groups?.[1]?.name === '冰塊')).toBe(true)

    const tea = menu.find((i) => i.name === '珍珠奶茶')!
    const order = (groups: unknown) =>
      ctx.request('POST', `/api/stores/${storeId}/orders`, {
        cookie,
        body: {
          tableId: null,
          orderType: 'takeout',
          items: [{ menuItemId: tea.id, quantity: 1, options: { size: '中杯', groups } }],
        },
      })
    const missing = await order([{ groupId: sugar.id, choices: ['半糖'] }])
    expect([missing.status, missing.body.message]).toEqual([422, '「珍珠奶茶」請選擇「冰塊」'])
    const ok = await order([
      { groupId: sugar.id, choices: ['半糖'] },
      { groupId: ice.id, choices: ['少冰'] },
      { groupId: toppings.id, choices: ['珍珠'] },
    ])
    expect([ok.status, ok.body.total]).toEqual([201, '65.00'])
  })

  test('two 套餐: 雞腿飯套餐 (a drink of six, two at +15, and a soup) and 早餐套餐; its 紅茶 asks 甜度 and 冰塊', async () => {
    const { ctx, q } = loaded()
    const login = await ctx.request('POST', '/api/auth/local/login', {
      body: { username: 'staff', password: 'staff123' },
    })
    const cookie = ctx.cookieOf(login)
    const storeId = q(`SELECT id FROM stores`)[0].id
    type Slot = {
      name: string
      choices: { menuItemId: number; name: string; price: string; optionGroups: { id: number; name: string }[] }[]
    }
    const menu = (await ctx.request('GET', `/api/stores/${storeId}/menu`, { cookie })).body as {
      id: number
      name: string
      category: string
      setSlots: Slot[]
    }[]
    const sets = menu.filter((i) => i.setSlots.length)
    expect(sets.map((i) => [i.name, i.category])).toEqual([
      ['雞腿飯套餐', '套餐'],
      ['早餐套餐', '早餐'],
    ])
    const [main, drink, soup] = sets[0].setSlots
    expect(main.choices.map((c) => c.name)).toEqual(['香酥雞腿飯'])
    expect(drink.choices.map((c) => `${c.name} ${c.price}`)).toEqual([
      '紅茶 0.00',
      '綠茶 0.00',
      '古早味紅茶 0.00',
      '冬瓜檸檬 0.00',
      '珍珠奶茶 15.00',
      '鮮奶茶 15.00',
    ])
    expect(soup.choices.map((c) => c.name)).toEqual(['貢丸湯', '酸辣湯'])
    const tea = drink.choices[0]
    const [sugar, ice] = tea.optionGroups
    const res = await ctx.request('POST', `/api/stores/${storeId}/orders`, {
      cookie,
      body: {
        tableId: null,
        orderType: 'takeout',
        items: [
          {
            menuItemId: sets[0].id,
            quantity: 1,
            options: {
              parts: [
                {
                  slot: '飲料',
                  menuItemId: tea.menuItemId,
                  groups: [
                    { groupId: sugar.id, choices: ['微糖'] },
                    { groupId: ice.id, choices: ['去冰'] },
                  ],
                },
                { slot: '湯', menuItemId: soup.choices[0].menuItemId },
              ],
            },
          },
        ],
      },
    })
    expect([res.status, res.body.total]).toEqual([201, '170.00'])
  })

  test('every order follows the shared money rules', () => {
    const { q } = loaded()
    const lines = q(
      `SELECT i.*, m.base_price menu_base, m.size_options, m.add_ons FROM order_items i ` +
        `JOIN menu_items m ON m.id = i.menu_item_id`,
    )
    for (const l of lines) {
      const o = JSON.parse(l.options)
      const sizes = JSON.parse(l.size_options) as { name: string; price: number }[]
      if (o.size) expect(sizes).toContainEqual(o.size)
      const addOns = (o.addOns as { price: number }[]).reduce((s, a) => s + a.price, 0)
      const picks = ((o.groups ?? []) as { choices: { price: number }[] }[])
        .flatMap((g) => g.choices)
        .reduce((s, c) => s + c.price, 0)
      expect(l.base_price).toBe(l.menu_base)
      expect(l.unit_price).toBe((o.size ? o.size.price : l.base_price) + addOns + picks)
      expect(l.subtotal).toBe(l.unit_price * l.quantity)
    }
    const orders = q(`SELECT o.*, (SELECT sum(subtotal) FROM order_items WHERE order_id = o.id) lines,
      (SELECT sum(unit_cost * quantity) FROM order_items WHERE order_id = o.id) cost, m.tier
      FROM orders o LEFT JOIN members m ON m.id = o.member_id`)
    expect(orders.length).toBeGreaterThan(7 * 25)
    for (const o of orders) {
      expect(o.subtotal).toBe(o.lines)
      // whole dollars, half up; no service fee on takeout (the store default)
      expect(o.service_fee).toBe(o.order_type === 'takeout' ? 0 : percentWhole(o.subtotal, 10))
      expect(o.discount).toBe(o.tier ? percentWhole(o.subtotal, PERCENT_OFF[o.tier]!) : 0)
      expect(o.total).toBe(o.subtotal + o.service_fee - o.discount)
      expect(o.total_cost).toBe(o.cost)
    }
    expect(orders.some((o) => o.discount > 0)).toBe(true)
    expect(orders.some((o) => o.order_type === 'takeout')).toBe(true)
    expect(orders.some((o) => o.order_type !== 'takeout' && o.service_fee > 0)).toBe(true)
    const payments = q(
      `SELECT p.amount, o.total, p.method, p.tendered FROM payments p JOIN orders o ON o.id = p.order_id`,
    )
    expect(payments.length).toBe(orders.filter((o) => o.payment_status === 'paid').length)
    for (const p of payments) {
      expect(p.amount).toBe(p.total)
      if (p.method === 'cash') expect(p.tendered).toBeGreaterThanOrEqual(p.amount)
    }
    expect(new Set(payments.map((p) => p.method))).toEqual(
      new Set(['cash', 'credit_card', 'taiwan_pay', 'apple_pay', 'line_pay']),
    )
  })

  test('stock movements explain the stock: recipes × quantities, deliveries, one write-off', () => {
    const { q } = loaded()
    const items = q(`SELECT i.id, i.name, i.current_stock_milli cur, i.safety_stock_milli safety,
      (SELECT sum(delta_milli) FROM stock_movements WHERE inventory_item_id = i.id) moved,
      (SELECT coalesce(sum(delta_milli), 0) FROM stock_movements WHERE inventory_item_id = i.id AND reason = 'order')
      sold
      FROM inventory_items i`)
    const needed = new Map<number, number>()
    const lines = q(`SELECT l.quantity, m.cost_data FROM order_items l JOIN orders o ON o.id = l.order_id
      JOIN menu_items m ON m.id = l.menu_item_id WHERE o.status != 'cancelled'`)
    for (const l of lines) {
      for (const part of Object.values(JSON.parse(l.cost_data)) as { inventoryId: number; quantity: number }[]) {
        needed.set(part.inventoryId, (needed.get(part.inventoryId) ?? 0) + part.quantity * l.quantity)
      }
    }
    for (const i of items) {
      expect(i.cur).toBe(i.moved)
      expect(i.sold + (needed.get(i.id) ?? 0)).toBe(0)
    }
    const statuses = items.map((i) => stockStatus(i.cur, i.safety))
    expect(statuses.filter((s) => s === 'out')).toHaveLength(1)
    expect(statuses.filter((s) => s === 'low').length).toBeGreaterThanOrEqual(2)
    expect(q(`SELECT count(*) n FROM stock_movements WHERE reason = 'order' AND delta_milli >= 0`)[0].n).toBe(0)
    expect(
      q(`SELECT count(*) n FROM stock_movements s JOIN orders o ON o.id = s.order_id WHERE o.status = 'cancelled'`)[0]
        .n,
    ).toBe(0)
  })

  test('members of every tier, their totals and visits match their orders', () => {
    const { q } = loaded()
    const members =
      q(`SELECT m.*, (SELECT coalesce(sum(total), 0) FROM orders WHERE member_id = m.id AND payment_status = 'paid')
        spent,
      (SELECT coalesce(sum(total / 10000), 0) FROM orders WHERE member_id = m.id AND payment_status = 'paid') pts,
      (SELECT max(created_at) FROM orders WHERE member_id = m.id AND status != 'cancelled') visit FROM members m`)
    expect(members.length).toBeGreaterThanOrEqual(10)
    expect(new Set(members.map((m) => m.tier))).toEqual(new Set(['regular', 'silver', 'gold', 'vip']))
    for (const m of members) {
      expect(m.phone).toMatch(/^09\d{8}$/)
      expect(m.total_spent).toBe(m.spent)
      expect(m.points).toBe(m.pts)
      expect(m.last_visit).toBe(m.visit)
    }
  })

  test('a week of numbered orders, completed in the past and in the kitchen today', () => {
    const { q, ctx } = loaded()
    const now = ctx.clock.now()
    const orders = q(`SELECT * FROM orders ORDER BY created_at`)
    // The demo store's day turns at 05:00 (換日時間).
    const dayOf = (ms: number) => businessDayAt(ms, '05:00').date
    const days = [...Array(7)].map((_, i) => dayOf(now - i * DAY))
    for (const day of days) expect(orders.filter((o) => o.business_date === day).length).toBeGreaterThan(0)
    for (const o of orders) {
      expect(o.business_date).toBe(dayOf(o.created_at))
      expect(o.order_number).toBe(`${o.business_date.replaceAll('-', '')}-${String(o.daily_seq).padStart(3, '0')}`)
      expect(o.created_at).toBeLessThan(now)
      const steps = [o.created_at, o.confirmed_at, o.preparing_at, o.ready_at, o.served_at, o.completed_at].filter(
        (t) => t !== null,
      )
      expect(steps).toEqual([...steps].sort((a, b) => a - b))
      expect(Math.max(...steps)).toBeLessThan(now)
      if (o.business_date !== days[0]) expect(['completed', 'cancelled']).toContain(o.status)
    }
    const todays = new Set(orders.filter((o) => o.business_date === days[0]).map((o) => o.status))
    for (const s of ['pending', 'preparing', 'ready']) expect(todays).toContain(s)
    expect(new Set(orders.map((o) => o.order_type))).toEqual(new Set(['dine_in', 'takeout', 'qr_order']))
    expect(orders.filter((o) => o.order_type === 'qr_order').every((o) => o.staff_id === null)).toBe(true)
  })

  test('occupied tables have an open session with unpaid orders; no other session is open', () => {
    const { q } = loaded()
    const tables = q(`SELECT t.number, t.status, s.id session, (SELECT count(*) FROM orders WHERE session_id = s.id AND
        payment_status = 'unpaid') unpaid
      FROM dining_tables t LEFT JOIN table_sessions s ON s.table_id = t.id AND s.status = 'open'`)
    const occupied = tables.filter((t) => t.status === 'occupied')
    expect(occupied.length).toBeGreaterThanOrEqual(2)
    for (const t of occupied) expect(t.unpaid).toBeGreaterThan(0)
    expect(tables.filter((t) => t.status !== 'occupied').every((t) => t.session === null)).toBe(true)
    expect(q(`SELECT count(*) n FROM table_configurations WHERE is_active = 1`)[0].n).toBe(1)
    expect(q(`SELECT total_seats FROM table_combinations`).length).toBeGreaterThanOrEqual(1)
  })

  test('announcements, handover and activity are there', () => {
    const { q, ctx } = loaded()
    const now = ctx.clock.now()
    expect(
      q(`SELECT count(*) n FROM announcements WHERE priority = 'urgent' AND is_active = 1`)[0].n,
    ).toBeGreaterThanOrEqual(1)
    expect(q(`SELECT count(*) n FROM announcements WHERE target_role = 'manager'`)[0].n).toBeGreaterThanOrEqual(1)
    expect(q(`SELECT count(*) n FROM handover_items WHERE is_completed = 1`)[0].n).toBeGreaterThanOrEqual(1)
    expect(
      q(`SELECT count(*) n FROM handover_items WHERE is_completed = 0 AND due_date < ${now}`)[0].n,
    ).toBeGreaterThanOrEqual(1)
    expect(q(`SELECT count(*) n FROM handover_notes`)[0].n).toBeGreaterThanOrEqual(1)
    const actions = new Set(q(`SELECT DISTINCT action FROM activity_logs`).map((r) => r.action))
    for (const a of [
      'create_store',
      'create_table',
      'create_menu_item',
      'create_inventory_item',
      'create_member',
      'create_order',
      'create_qr_order',
      'create_announcement',
      'create_handover_item',
    ]) {
      expect(actions).toContain(a)
    }
    // Logged as the live server logs them: money as "550.00", a payment as the payment.
    const payment = q(
      `SELECT entity_type, entity_id, details FROM activity_logs WHERE action = 'create_payment' LIMIT 1`,
    )[0]
    expect(payment.entity_type).toBe('payment')
    const paid = q(`SELECT amount FROM payments WHERE id = ${payment.entity_id}`)[0]
    expect(JSON.parse(payment.details).amount).toBe(formatMoney(paid.amount))
    for (const [action, field] of [
      ['create_order', 'total'],
      ['create_menu_item', 'basePrice'],
    ]) {
      for (const r of q(`SELECT details FROM activity_logs WHERE action = '${action}'`)) {
        expect(JSON.parse(r.details)[field]).toMatch(/^\d+\.\d{2}$/)
      }
    }
  })

  test('is deterministic and keeps a week of days whatever the hour it loads', () => {
    const noon = Date.UTC(2026, 10, 22, 4, 0, 0)
    const summary = (q: (s: string) => any[]) => q(`SELECT order_number, total FROM orders ORDER BY id`)
    expect(summary(loaded(noon).q)).toEqual(summary(loaded(noon).q))
    // Just after midnight and late at night in Taipei
    for (const at of [taipeiMidnight(2026, 11, 23) + 10 * 60_000, taipeiMidnight(2026, 11, 23) - 30 * 60_000]) {
      const { q } = loaded(at)
      const dates = new Set(q(`SELECT DISTINCT business_date d FROM orders`).map((r) => r.d))
      for (let i = 0; i < 7; i++) expect(dates).toContain(businessDayAt(at - i * DAY, '05:00').date)
      expect(
        q(`SELECT max(max(created_at, coalesce(completed_at, 0), coalesce(ready_at, 0))) t FROM orders`)[0].t,
      ).toBeLessThan(at)
      expect(q(`SELECT count(*) n FROM table_sessions WHERE status = 'open'`)[0].n).toBe(3)
    }
  })
})
