// Spec part 1 §7, one test per row: the spec's payload sent verbatim over real HTTP to a running
// server, the §3 fields checked on the answer, money as 2-decimal strings. The rows of the menu
// categories, inventory items and inventory-category creation live in menu-inventory.test.ts.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import {
  OWNER,
  expectCreated,
  expectFields,
  expectList,
  expectMoney,
  expectRefusal,
  makeClient,
  startContract,
  type Contract,
} from './harness'

// §3 field lists, as the spec names them.
const USER = ['username', 'email', 'firstName', 'lastName', 'role']
const STORE = ['id', 'name', 'code', 'address', 'phone', 'status', 'settings', 'createdAt', 'updatedAt']
const STORE_SETTINGS = ['timezone', 'currency', 'taxRate', 'serviceFee']
const STORE_STATS = ['todayRevenue', 'todayOrders', 'staffCount']
const TABLE = ['id', 'number', 'seats']
const MENU_ITEM = [
  'id',
  'name',
  'description',
  'basePrice',
  'categoryId',
  'sizeOptions',
  'spiceLevels',
  'addOns',
  'costData',
  'status',
  'primaryImage',
]
const ORDER = [
  'id',
  'orderNumber',
  'tableId',
  'memberId',
  'items',
  'subtotal',
  'serviceFee',
  'total',
  'paymentMethod',
  'status',
  'createdAt',
  'costData',
]
const ORDER_MONEY = ['subtotal', 'serviceFee', 'total']
const ORDER_ITEM = ['menuItemId', 'name', 'quantity', 'basePrice', 'options', 'subtotal']
const MEMBER = ['id', 'name', 'phone', 'email', 'tier', 'points', 'totalSpent', 'lastVisit']
const INVENTORY_CATEGORY = ['id', 'name', 'displayOrder']
const SOP = ['id', 'menuItemId', 'storeId', 'title', 'description', 'estimatedTime', 'difficultyLevel', 'servingSize']
const ANNOUNCEMENT = ['id', 'title', 'content', 'priority', 'createdAt']
const HANDOVER = ['id', 'task', 'isCompleted', 'assignedTo', 'priority']
const DASHBOARD = [
  'todayRevenue',
  'revenueChange',
  'todayOrderCount',
  'orderChange',
  'activeOrderCount',
  'avgWaitMinutes',
]

let c: Contract
let S: string
let rice: any
let tea: any

/** The spec's menu-item payload (part 1 §7), as the basic menu form sends it. */
const menuPayload = (name: string, basePrice: string) => ({
  name,
  description: '古早味',
  basePrice,
  sizeOptions: [
    { name: '小碗', price: basePrice },
    { name: '大碗', price: '60.00' },
  ],
  spiceLevels: ['不辣', '小辣'],
  addOns: [{ name: '加蛋', price: '15.00' }],
  costData: {},
  status: 'available',
})

/**
 * The POS's order payload (part 1 §7): one bowl of rice and one tea. The 10% service fee is for
 * diners at a table, in whole dollars (NT$7.50 → NT$8); takeout (tableId null) pays none.
 */
const posOrder = (tableId: number | null, memberId: number | null = null) => ({
  tableId,
  memberId,
  items: [
    {
      menuItemId: rice.id,
      name: rice.name,
      quantity: 1,
      basePrice: '45.00',
      options: { size: { name: '小碗', price: '45.00' }, spice: '不辣', addOns: [] },
      subtotal: '45.00',
    },
    {
      menuItemId: tea.id,
      name: tea.name,
      quantity: 1,
      basePrice: '30.00',
      options: { size: { name: '小碗', price: '30.00' }, spice: '不辣', addOns: [] },
      subtotal: '30.00',
    },
  ],
  subtotal: '75.00',
  serviceFee: tableId === null ? '0.00' : '8.00',
  total: tableId === null ? '75.00' : '83.00',
  paymentMethod: 'cash',
  status: 'pending',
})

beforeAll(async () => {
  c = await startContract()
  S = `/api/stores/${c.storeId}`
  rice = await c.api.ok('POST', `${S}/menu`, menuPayload('滷肉飯', '45.00'))
  tea = await c.api.ok('POST', `${S}/menu`, menuPayload('紅茶', '30.00'))
}, 60_000)
afterAll(() => c.stop())

describe('spec part 1 §7', () => {
  test('GET /api/auth/user: the signed-in user; 401 means not signed in', async () => {
    const me = await c.api.get('/api/auth/user')
    expect(me.status).toBe(200)
    expectFields(me.body, USER)
    expect(me.body).toMatchObject({
      username: OWNER.username,
      email: OWNER.email,
      firstName: OWNER.firstName,
      lastName: OWNER.lastName,
      role: 'manager',
    })
    expect((await c.anon.get('/api/auth/user')).status).toBe(401)
  })

  test('POST /api/auth/local/login {username, password}: signs in; a wrong password is refused in zh-TW', async () => {
    const browser = makeClient(c.url)
    const res = await browser.post('/api/auth/local/login', { username: OWNER.username, password: OWNER.password })
    expect(res.status).toBe(200)
    expectFields(res.body, USER)
    expect(browser.cookie()).not.toBe('')
    expect((await browser.get('/api/auth/user')).body.username).toBe(OWNER.username)
    const wrong = await makeClient(c.url).post('/api/auth/local/login', {
      username: OWNER.username,
      password: 'not-the-password',
    })
    expectRefusal(wrong, 401)
  })

  test(`POST /api/auth/local/register, the first account: the spec's payload alone is refused, the owner needs the \
setup code the server printed (README deviations)`, () => {
    expectRefusal(c.firstRegistrationWithoutCode, 403, 'SETUP_CODE_REQUIRED')
    expect(c.firstRegistrationWithoutCode.headers.get('set-cookie')).toBeNull()
  })

  test(`POST /api/auth/local/register {username, password, email, firstName, lastName}: closed after the first \
account until a manager opens it, and no store until one is assigned (README deviations)`, async () => {
    const payload = {
      username: 'meimei',
      password: 'secret123',
      email: 'meimei@example.com',
      firstName: '美美',
      lastName: '林',
    }
    const closed = await makeClient(c.url).post('/api/auth/local/register', payload)
    expectRefusal(closed, 403, 'REGISTRATION_CLOSED')
    await c.api.ok('PATCH', '/api/settings/system', { registrationOpen: true })
    try {
      const browser = makeClient(c.url)
      const open = await browser.post('/api/auth/local/register', payload)
      expectFields(expectCreated(open), USER)
      expect(open.body).toMatchObject({
        username: 'meimei',
        email: 'meimei@example.com',
        firstName: '美美',
        lastName: '林',
        role: 'staff',
      })
      expect((await browser.get('/api/auth/user')).body.username).toBe('meimei')
      expect((await browser.get('/api/stores')).body).toEqual([])
    } finally {
      await c.api.ok('PATCH', '/api/settings/system', { registrationOpen: false })
    }
  })

  test('GET /api/stores: the stores, first one used, with §3 store fields and settings', async () => {
    const stores = expectList(await c.api.get('/api/stores'), 1)
    expect(stores[0].id).toBe(c.storeId)
    expectFields(stores[0], STORE)
    expectFields(stores[0].settings, STORE_SETTINGS)
    expect(stores[0].settings).toMatchObject({
      timezone: 'Asia/Taipei',
      currency: 'TWD',
      taxRate: 0.05,
      serviceFee: 0.1,
    })
  })

  test(`GET /api/stores/{storeId}/orders, /inventory, /handover, /dashboard-stats, /tables, /menu, /members, \
/inventory-categories, /stats`, async () => {
    const table = await c.api.ok('POST', `${S}/tables`, { number: 'R-01', seats: 2 })
    const order = await c.api.ok('POST', `${S}/orders`, posOrder(table.id))
    await c.api.ok('POST', `${S}/members`, {
      name: '張大同',
      phone: '0911000111',
      email: 'tong@example.com',
      tier: 'gold',
      points: 10,
    })
    await c.api.ok('POST', `${S}/handover`, {
      task: '補貨：紅茶',
      description: null,
      priority: 'high',
      assignedTo: '小王',
      dueDate: null,
    })

    const orders = expectList(await c.api.get(`${S}/orders`), 1)
    const listed = orders.find((o) => o.id === order.id)
    expectFields(listed, ORDER)
    expectMoney(listed, ORDER_MONEY)
    expectMoney(listed.costData, ['totalCost'])
    expectFields(listed.items[0], ORDER_ITEM)

    expectList(await c.api.get(`${S}/inventory`))
    const handover = expectList(await c.api.get(`${S}/handover`), 1)
    expectFields(handover[0], HANDOVER)
    const dash = await c.api.get(`${S}/dashboard-stats`)
    expect(dash.status).toBe(200)
    expectFields(dash.body, DASHBOARD)
    expectMoney(dash.body, ['todayRevenue'])
    expect(dash.body.todayOrderCount).toBeGreaterThanOrEqual(1)
    const tables = expectList(await c.api.get(`${S}/tables`), 1)
    expectFields(tables[0], TABLE)
    const menu = expectList(await c.api.get(`${S}/menu`), 2)
    expectFields(menu[0], MENU_ITEM)
    expectMoney(menu[0], ['basePrice'])
    const members = expectList(await c.api.get(`${S}/members`), 1)
    expectFields(members[0], MEMBER)
    expectMoney(members[0], ['totalSpent'])
    const categories = expectList(await c.api.get(`${S}/inventory-categories`))
    for (const cat of categories) expectFields(cat, INVENTORY_CATEGORY)
    const stats = await c.api.get(`${S}/stats`)
    expect(stats.status).toBe(200)
    expectFields(stats.body, STORE_STATS)
    expectMoney(stats.body, ['todayRevenue'])
  })

  test("GET /api/announcements/{storeId}: the store's announcements with §3 fields", async () => {
    await c.api.ok('POST', '/api/announcements', {
      storeId: c.storeId,
      title: '今日公告',
      content: '冷氣維修，下午兩點停電',
      priority: 'urgent',
      targetRole: null,
      isActive: true,
    })
    const list = expectList(await c.api.get(`/api/announcements/${c.storeId}`), 1)
    expectFields(list[0], ANNOUNCEMENT)
  })

  test(`POST /api/stores/{storeId}/orders {tableId, memberId, items, subtotal, serviceFee, total, paymentMethod, \
status}: takeout with tableId null; an available table is seated`, async () => {
    const member = await c.api.ok('POST', `${S}/members`, {
      name: '李阿花',
      phone: '0922333444',
      email: 'hua@example.com',
      tier: 'regular',
      points: 0,
    })
    const takeout = await c.api.post(`${S}/orders`, posOrder(null, member.id))
    const t = expectCreated(takeout)
    expectFields(t, ORDER)
    expectMoney(t, ORDER_MONEY)
    expect(t).toMatchObject({
      tableId: null,
      memberId: member.id,
      subtotal: '75.00',
      serviceFee: '0.00',
      total: '75.00',
      paymentMethod: 'cash',
      status: 'pending',
    })
    for (const line of t.items) {
      expectFields(line, ORDER_ITEM)
      expectMoney(line, ['basePrice', 'subtotal'])
    }

    // The POS never opens a table first: an order at an available table seats it for its seats.
    const table = await c.api.ok('POST', `${S}/tables`, { number: 'P-01', seats: 4 })
    const first = expectCreated(await c.api.post(`${S}/orders`, posOrder(table.id)))
    expect(first).toMatchObject({ tableId: table.id, serviceFee: '8.00', total: '83.00', status: 'pending' })
    const seated = (await c.api.get(`${S}/tables`)).body.find((x: any) => x.id === table.id)
    expect(seated).toMatchObject({ status: 'occupied', guestCount: 4, sessionId: first.sessionId })
    const second = expectCreated(await c.api.post(`${S}/orders`, posOrder(table.id)))
    expect(second.sessionId).toBe(first.sessionId)

    // A tampered total is refused with the server's figures.
    const tampered = await c.api.post(`${S}/orders`, { ...posOrder(null), total: '1.00' })
    expectRefusal(tampered, 422, 'TOTALS_MISMATCH')
  })

  test(`POST /api/stores/{storeId}/orders, one NT$335 dish: dine-in serviceFee "34.00" total "369.00"; takeout \
serviceFee "0.00" total "335.00"`, async () => {
    const noodles = await c.api.ok('POST', `${S}/menu`, menuPayload('紅燒牛肉麵', '335.00'))
    // Each dine-in order at a table of its own: at one table the fee is the check's, rounded once.
    let tables = 0
    const table = async () => (await c.api.ok('POST', `${S}/tables`, { number: `W-0${++tables}`, seats: 2 })).id
    const payload = (tableId: number | null, serviceFee: string, total: string) => ({
      tableId,
      memberId: null,
      items: [
        {
          menuItemId: noodles.id,
          name: noodles.name,
          quantity: 1,
          basePrice: '335.00',
          options: { size: { name: '小碗', price: '335.00' }, spice: '不辣', addOns: [] },
          subtotal: '335.00',
        },
      ],
      subtotal: '335.00',
      serviceFee,
      total,
      paymentMethod: 'cash',
      status: 'pending',
    })

    // 10% of NT$335 is NT$33.50, charged as NT$34: a client that computed the spec's rule to the
    // cent is answered the store's whole-dollar figures, as is one that already rounded
    for (const [fee, total] of [
      ['33.50', '368.50'],
      ['34.00', '369.00'],
    ]) {
      const dineIn = expectCreated(await c.api.post(`${S}/orders`, payload(await table(), fee, total)))
      expectMoney(dineIn, ORDER_MONEY)
      expect(dineIn).toMatchObject({
        orderType: 'dine_in',
        subtotal: '335.00',
        serviceFee: '34.00',
        total: '369.00',
      })
    }
    // a figure by neither rule is refused with the server's own
    const odd = await c.api.post(`${S}/orders`, payload(await table(), '35.00', '370.00'))
    expectRefusal(odd, 422, 'TOTALS_MISMATCH')
    expect(odd.body.expected).toEqual({ subtotal: '335.00', serviceFee: '34.00', discount: '0.00', total: '369.00' })

    const charged = await c.api.post(`${S}/orders`, payload(null, '34.00', '369.00'))
    expectRefusal(charged, 422, 'TOTALS_MISMATCH')
    expect(charged.body.expected).toMatchObject({ serviceFee: '0.00', total: '335.00' })
    // takeout pays no fee: the store's figures, or the spec's 10% to the cent, both answered 0.00
    for (const [fee, total] of [
      ['0.00', '335.00'],
      ['33.50', '368.50'],
    ]) {
      const takeout = expectCreated(await c.api.post(`${S}/orders`, payload(null, fee, total)))
      expectMoney(takeout, ORDER_MONEY)
      expect(takeout).toMatchObject({
        orderType: 'takeout',
        tableId: null,
        subtotal: '335.00',
        serviceFee: '0.00',
        total: '335.00',
      })
    }

    // the store settings 外帶收服務費 and 金額進位方式 change it
    await c.api.ok('PATCH', S, { settings: { feeOnTakeout: true, rounding: 'down' } })
    try {
      const feeTakeout = expectCreated(await c.api.post(`${S}/orders`, payload(null, '33.00', '368.00')))
      expect(feeTakeout).toMatchObject({ orderType: 'takeout', serviceFee: '33.00', total: '368.00' })
    } finally {
      await c.api.ok('PATCH', S, { settings: { feeOnTakeout: false, rounding: 'half-up' } })
    }
    expect((await c.api.get(S)).body.settings).toMatchObject({
      feeOnTakeout: false,
      rounding: 'half-up',
      allowCentPrices: false,
    })
  })

  test(`POST /api/stores {name, code, address, phone, status, settings}: a new store (preparing, default settings); \
an unknown status is refused`, async () => {
    const payload = {
      name: '信義店',
      code: 'XY01',
      address: '台北市信義區松仁路 100 號',
      phone: '02-8765-4321',
      status: 'preparing',
      settings: { timezone: 'Asia/Taipei', currency: 'TWD', taxRate: 0.05, serviceFee: 0.1 },
    }
    const store = expectCreated(await c.api.post('/api/stores', payload))
    expectFields(store, STORE)
    expectFields(store.settings, STORE_SETTINGS)
    expect(store).toMatchObject({
      name: '信義店',
      code: 'XY01',
      address: payload.address,
      phone: payload.phone,
      status: 'preparing',
      settings: payload.settings,
    })
    const bogus = await c.api.post('/api/stores', { ...payload, code: 'XY02', status: 'bogus' })
    expectRefusal(bogus, 422)
    expect((await c.api.get('/api/stores')).body.some((s: any) => s.code === 'XY02')).toBe(false)
  })

  test('PATCH /api/stores/{storeId}/inventory-categories/{categoryId} {name}: renames', async () => {
    const cat = await c.api.ok('POST', `${S}/inventory-categories`, { name: '乾貨', displayOrder: 5 })
    const res = await c.api.patch(`${S}/inventory-categories/${cat.id}`, { name: '乾貨雜糧' })
    expect(res.status).toBe(200)
    expectFields(res.body, INVENTORY_CATEGORY)
    expect(res.body.name).toBe('乾貨雜糧')
    expectRefusal(await c.api.patch(`${S}/inventory-categories/${cat.id}`, { name: '   ' }), 422)
  })

  test('DELETE /api/stores/{storeId}/inventory-categories/{categoryId}: an unused category goes', async () => {
    const cat = await c.api.ok('POST', `${S}/inventory-categories`, { name: '暫存分類', displayOrder: 9 })
    const res = await c.api.del(`${S}/inventory-categories/${cat.id}`)
    expect(res.status).toBe(200)
    expect((await c.api.get(`${S}/inventory-categories`)).body.some((x: any) => x.id === cat.id)).toBe(false)
  })

  test('POST /api/stores/{storeId}/members {name, phone, email, tier, points}: a member with §3 fields', async () => {
    const res = await c.api.post(`${S}/members`, {
      name: '陳美玲',
      phone: '0933444555',
      email: 'mei@example.com',
      tier: 'silver',
      points: 120,
    })
    const m = expectCreated(res)
    expectFields(m, MEMBER)
    expectMoney(m, ['totalSpent'])
    expect(m).toMatchObject({
      name: '陳美玲',
      phone: '0933444555',
      email: 'mei@example.com',
      tier: 'silver',
      points: 120,
      totalSpent: '0.00',
    })
  })

  test(`POST /api/stores/{storeId}/menu {name, description, basePrice, sizeOptions, spiceLevels, addOns, costData, \
status}`, async () => {
    const item = expectCreated(await c.api.post(`${S}/menu`, menuPayload('牛肉麵', '180.00')))
    expectFields(item, MENU_ITEM)
    expectMoney(item, ['basePrice'])
    expect(item).toMatchObject({
      name: '牛肉麵',
      description: '古早味',
      basePrice: '180.00',
      spiceLevels: ['不辣', '小辣'],
      status: 'available',
      costData: {},
    })
    expect(item.sizeOptions).toEqual([
      { name: '小碗', price: '180.00' },
      { name: '大碗', price: '60.00' },
    ])
    expect(item.addOns).toMatchObject([{ name: '加蛋', price: '15.00' }])
  })

  test('PATCH /api/stores/{storeId}/menu/{itemId} {name, description, basePrice}', async () => {
    const item = await c.api.ok('POST', `${S}/menu`, menuPayload('乾麵', '50.00'))
    const res = await c.api.patch(`${S}/menu/${item.id}`, {
      name: '麻醬乾麵',
      description: '芝麻醬',
      basePrice: '55.00',
    })
    expect(res.status).toBe(200)
    expectFields(res.body, MENU_ITEM)
    expect(res.body).toMatchObject({ name: '麻醬乾麵', description: '芝麻醬', basePrice: '55.00' })
  })

  test('DELETE /api/stores/{storeId}/menu/{itemId}', async () => {
    const item = await c.api.ok('POST', `${S}/menu`, menuPayload('季節限定', '99.00'))
    expect((await c.api.del(`${S}/menu/${item.id}`)).status).toBe(200)
    expect((await c.api.get(`${S}/menu`)).body.some((x: any) => x.id === item.id)).toBe(false)
  })

  describe('recipe SOPs', () => {
    const sopPayload = (menuItemId: number, title: string) => ({
      title,
      description: '滷汁先煮滾，再放入肉燥',
      estimatedTime: 15,
      difficultyLevel: 'medium',
      servingSize: 2,
      menuItemId,
      storeId: c.storeId,
    })

    test('GET /api/menu-items/{id}/sop: 404 means no SOP, then the SOP', async () => {
      const item = await c.api.ok('POST', `${S}/menu`, menuPayload('肉燥飯', '40.00'))
      expect((await c.api.get(`/api/menu-items/${item.id}/sop`)).status).toBe(404)
      await c.api.ok('POST', `/api/menu-items/${item.id}/sop`, sopPayload(item.id, '肉燥飯 SOP'))
      const res = await c.api.get(`/api/menu-items/${item.id}/sop`)
      expect(res.status).toBe(200)
      expectFields(res.body, SOP)
    })

    test(`POST /api/menu-items/{id}/sop {title, description, estimatedTime, difficultyLevel, servingSize, menuItemId, \
storeId}`, async () => {
      const res = await c.api.post(`/api/menu-items/${rice.id}/sop`, sopPayload(rice.id, '滷肉飯 SOP'))
      const sop = expectCreated(res)
      expectFields(sop, SOP)
      expect(sop).toMatchObject(sopPayload(rice.id, '滷肉飯 SOP'))
    })

    test('PATCH /api/recipe-sops/{sopId}: same fields as create', async () => {
      const sop = await c.api.ok('POST', `/api/menu-items/${tea.id}/sop`, sopPayload(tea.id, '紅茶 SOP'))
      const res = await c.api.patch(`/api/recipe-sops/${sop.id}`, {
        ...sopPayload(tea.id, '紅茶 SOP（新版）'),
        estimatedTime: 5,
        difficultyLevel: 'easy',
      })
      expect(res.status).toBe(200)
      expectFields(res.body, SOP)
      expect(res.body).toMatchObject({ title: '紅茶 SOP（新版）', estimatedTime: 5, difficultyLevel: 'easy' })
    })

    test('DELETE /api/recipe-sops/{sopId}', async () => {
      const item = await c.api.ok('POST', `${S}/menu`, menuPayload('豆花', '35.00'))
      const sop = await c.api.ok('POST', `/api/menu-items/${item.id}/sop`, sopPayload(item.id, '豆花 SOP'))
      expect((await c.api.del(`/api/recipe-sops/${sop.id}`)).status).toBe(200)
      expect((await c.api.get(`/api/menu-items/${item.id}/sop`)).status).toBe(404)
    })
  })

  test(`browser navigations /api/login, /api/auth/line, /api/logout redirect (no single sign-on configured \
here)`, async () => {
    for (const path of ['/api/login', '/api/auth/line']) {
      const res = await c.anon.get(path)
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).toStartWith('/')
    }
    const browser = makeClient(c.url)
    await browser.ok('POST', '/api/auth/local/login', { username: OWNER.username, password: OWNER.password })
    const out = await browser.get('/api/logout')
    expect(out.status).toBe(302)
    expect((await browser.get('/api/auth/user')).status).toBe(401)
  })
})
