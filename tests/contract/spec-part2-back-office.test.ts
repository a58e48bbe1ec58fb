// Spec part 2 §7, the sign-in, table, layout, announcement, handover, activity-log and user rows:
// the spec's payloads sent verbatim over real HTTP to a running server, §3 fields checked, money
// as 2-decimal strings.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import {
  expectCreated,
  expectFields,
  expectList,
  expectMoney,
  expectRefusal,
  startContract,
  type Contract,
} from './harness'

const USER = ['id', 'firstName', 'lastName', 'username', 'email', 'skillLevel']
const TABLE = [
  'id',
  'number',
  'seats',
  'status',
  'sessionId',
  'guestCount',
  'sessionStartTime',
  'sessionTotalAmount',
  'currentOrder',
]
const CONFIGURATION = ['id', 'name', 'description', 'isActive']
const COMBINATION = ['id', 'name', 'tableIds', 'totalSeats', 'storeId']
const ANNOUNCEMENT = ['id', 'storeId', 'title', 'content', 'priority', 'targetRole', 'isActive', 'createdAt']
const HANDOVER = [
  'id',
  'task',
  'description',
  'priority',
  'assignedTo',
  'dueDate',
  'isCompleted',
  'completedBy',
  'completedAt',
  'createdAt',
  'notes',
]
const ACTIVITY = [
  'id',
  'action',
  'entityType',
  'userId',
  'userEmail',
  'userFirstName',
  'userLastName',
  'details',
  'ipAddress',
  'createdAt',
]

let c: Contract
let S: string

beforeAll(async () => {
  c = await startContract()
  S = `/api/stores/${c.storeId}`
}, 60_000)
afterAll(() => c.stop())

describe('spec part 2 §7: the signed-in user and the store', () => {
  test('GET /api/auth/user: the current user with §3 fields', async () => {
    const res = await c.api.get('/api/auth/user')
    expect(res.status).toBe(200)
    expectFields(res.body, USER)
    expect((await c.anon.get('/api/auth/user')).status).toBe(401)
  })

  test('GET /api/stores: the list, first store used (id, name)', async () => {
    const list = expectList(await c.api.get('/api/stores'), 1)
    expectFields(list[0], ['id', 'name'])
    expect(list[0].id).toBe(c.storeId)
  })

  test('PATCH /api/users/{userId}/skill-level {skillLevel}: beginner or expert', async () => {
    const me = (await c.api.get('/api/auth/user')).body
    const res = await c.api.patch(`/api/users/${me.id}/skill-level`, { skillLevel: 'expert' })
    expect(res.status).toBe(200)
    expect(res.body.skillLevel).toBe('expert')
    expect((await c.api.get('/api/auth/user')).body.skillLevel).toBe('expert')
    expectRefusal(await c.api.patch(`/api/users/${me.id}/skill-level`, { skillLevel: 'wizard' }), 422)
  })
})

describe('spec part 2 §7: tables', () => {
  test('POST /api/stores/{storeId}/tables {number, seats} (status as well on the QR screen)', async () => {
    const plain = expectCreated(await c.api.post(`${S}/tables`, { number: 'A-01', seats: 4 }))
    expectFields(plain, TABLE)
    expect(plain).toMatchObject({ number: 'A-01', seats: 4, status: 'available', sessionId: null })
    const qr = expectCreated(await c.api.post(`${S}/tables`, { number: 'A-02', seats: 6, status: 'available' }))
    expect(qr).toMatchObject({ number: 'A-02', seats: 6, status: 'available' })
    expectRefusal(await c.api.post(`${S}/tables`, { number: 'A-01', seats: 4 }), 409)
  })

  test('GET /api/stores/{storeId}/tables: tables with session figures as money strings', async () => {
    const table = await c.api.ok('POST', `${S}/tables`, { number: 'G-01', seats: 2 })
    await c.api.ok('POST', `${S}/tables/${table.id}/open`, { guestCount: 2 })
    const list = expectList(await c.api.get(`${S}/tables`), 1)
    for (const t of list) expectFields(t, TABLE)
    const open = list.find((t) => t.id === table.id)
    expect(open).toMatchObject({ status: 'occupied', guestCount: 2 })
    expectMoney(open, ['sessionTotalAmount'])
  })

  test('PATCH /api/stores/{storeId}/tables/{tableId}: number and seats, or status', async () => {
    const table = await c.api.ok('POST', `${S}/tables`, { number: 'B-01', seats: 4 })
    const edited = await c.api.patch(`${S}/tables/${table.id}`, { number: 'B-02', seats: 8 })
    expect(edited.status).toBe(200)
    expectFields(edited.body, TABLE)
    expect(edited.body).toMatchObject({ number: 'B-02', seats: 8 })
    const reserved = await c.api.patch(`${S}/tables/${table.id}`, { status: 'reserved' })
    expect(reserved.body.status).toBe('reserved')
    expectRefusal(await c.api.patch(`${S}/tables/${table.id}`, { seats: 0 }), 422)
  })

  test('POST /api/stores/{storeId}/tables/{tableId}/open {guestCount}: occupied with a session', async () => {
    const table = await c.api.ok('POST', `${S}/tables`, { number: 'O-01', seats: 4 })
    const res = await c.api.post(`${S}/tables/${table.id}/open`, { guestCount: 3 })
    expect(res.status).toBe(200)
    expectFields(res.body, TABLE)
    expect(res.body).toMatchObject({ status: 'occupied', guestCount: 3 })
    expect(res.body.sessionId).toBeNumber()
    expectRefusal(await c.api.post(`${S}/tables/${table.id}/open`, { guestCount: 2 }), 409)
  })

  test(`POST /api/stores/{storeId}/tables/{tableId}/clear (empty body): ends the paid session and frees the \
table`, async () => {
    const table = await c.api.ok('POST', `${S}/tables`, { number: 'X-01', seats: 2 })
    const opened = await c.api.ok('POST', `${S}/tables/${table.id}/open`, { guestCount: 2 })
    const menu = await c.api.ok('POST', `${S}/menu`, {
      name: '白飯',
      description: '',
      basePrice: '10.00',
      status: 'available',
      isActive: true,
      tags: [],
      sizeOptions: [],
      spiceLevels: [],
      addOns: [],
      costData: {},
    })
    const order = await c.api.ok('POST', `${S}/orders`, {
      storeId: c.storeId,
      tableId: table.id,
      sessionId: opened.sessionId,
      orderType: 'dine_in',
      notes: '',
      items: [{ menuItemId: menu.id, name: '白飯', quantity: 1, basePrice: '10.00', options: {}, subtotal: '10.00' }],
      subtotal: '10.00',
      total: '10.00',
    })
    const owed = await c.api.post(`${S}/tables/${table.id}/clear`, {})
    expectRefusal(owed, 409)
    await c.api.ok('POST', `${S}/payments`, { sessionId: opened.sessionId, amount: order.total, paymentMethod: 'cash' })
    const res = await c.api.post(`${S}/tables/${table.id}/clear`, {})
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ status: 'available', sessionId: null })
  })
})

describe('spec part 2 §7: table configurations and combinations', () => {
  test('POST /api/stores/{storeId}/table-configurations {name, description}', async () => {
    const res = await c.api.post(`${S}/table-configurations`, { name: '平日配置', description: '午餐時段' })
    const conf = expectCreated(res)
    expectFields(conf, CONFIGURATION)
    expect(conf).toMatchObject({ name: '平日配置', description: '午餐時段' })
  })

  test('GET /api/stores/{storeId}/table-configurations: the list', async () => {
    await c.api.ok('POST', `${S}/table-configurations`, { name: '週末配置', description: null })
    const list = expectList(await c.api.get(`${S}/table-configurations`), 1)
    for (const conf of list) expectFields(conf, CONFIGURATION)
  })

  test('POST /api/stores/{storeId}/table-configurations/{id}/activate (empty body)', async () => {
    const conf = await c.api.ok('POST', `${S}/table-configurations`, { name: '宴會配置', description: '' })
    const res = await c.api.post(`${S}/table-configurations/${conf.id}/activate`, {})
    expect(res.status).toBe(200)
    const list = (await c.api.get(`${S}/table-configurations`)).body
    expect(list.find((x: any) => x.id === conf.id).isActive).toBe(true)
  })

  test('DELETE /api/stores/{storeId}/table-configurations/{id}', async () => {
    const conf = await c.api.ok('POST', `${S}/table-configurations`, { name: '暫時配置', description: '' })
    expect((await c.api.del(`${S}/table-configurations/${conf.id}`)).status).toBe(200)
    expect((await c.api.get(`${S}/table-configurations`)).body.some((x: any) => x.id === conf.id)).toBe(false)
  })

  describe('combinations', () => {
    let confId: number
    let tableIds: number[]
    beforeAll(async () => {
      confId = (await c.api.ok('POST', `${S}/table-configurations`, { name: '併桌配置', description: '' })).id
      tableIds = [
        (await c.api.ok('POST', `${S}/tables`, { number: 'M-01', seats: 4 })).id,
        (await c.api.ok('POST', `${S}/tables`, { number: 'M-02', seats: 6 })).id,
      ]
    })

    test('POST /api/table-configurations/{configId}/combinations {name, tableIds, totalSeats, storeId}', async () => {
      const res = await c.api.post(`/api/table-configurations/${confId}/combinations`, {
        name: '大圓桌',
        tableIds,
        totalSeats: 10,
        storeId: c.storeId,
      })
      const combo = expectCreated(res)
      expectFields(combo, COMBINATION)
      expect(combo).toMatchObject({ name: '大圓桌', tableIds, totalSeats: 10, storeId: c.storeId })
    })

    test('GET /api/table-configurations/{configId}/combinations: the list', async () => {
      await c.api.ok('POST', `/api/table-configurations/${confId}/combinations`, {
        name: '雙人併桌',
        tableIds: [tableIds[0]],
        totalSeats: 4,
        storeId: c.storeId,
      })
      const list = expectList(await c.api.get(`/api/table-configurations/${confId}/combinations`), 1)
      for (const combo of list) expectFields(combo, COMBINATION)
    })

    test('DELETE /api/table-combinations/{id}?storeId={storeId}', async () => {
      const combo = await c.api.ok('POST', `/api/table-configurations/${confId}/combinations`, {
        name: '暫時併桌',
        tableIds,
        totalSeats: 10,
        storeId: c.storeId,
      })
      expect((await c.api.del(`/api/table-combinations/${combo.id}?storeId=${c.storeId}`)).status).toBe(200)
      expect(
        (await c.api.get(`/api/table-configurations/${confId}/combinations`)).body.some((x: any) => x.id === combo.id),
      ).toBe(false)
    })
  })
})

describe('spec part 2 §7: announcements, handover and the activity log', () => {
  const announcement = (title: string) => ({
    storeId: c.storeId,
    title,
    content: '今晚九點盤點冷凍庫',
    priority: 'high',
    targetRole: 'staff',
    isActive: true,
  })

  test('POST /api/announcements {storeId, title, content, priority, targetRole (or null), isActive true}', async () => {
    const res = await c.api.post('/api/announcements', announcement('盤點通知'))
    const a = expectCreated(res)
    expectFields(a, ANNOUNCEMENT)
    expect(a).toMatchObject(announcement('盤點通知'))
    const everyone = expectCreated(
      await c.api.post('/api/announcements', { ...announcement('全員公告'), targetRole: null }),
    )
    expect(everyone.targetRole).toBeNull()
  })

  test('GET /api/announcements/{storeId}: the list', async () => {
    await c.api.ok('POST', '/api/announcements', announcement('清潔日'))
    const list = expectList(await c.api.get(`/api/announcements/${c.storeId}`), 1)
    for (const a of list) expectFields(a, ANNOUNCEMENT)
  })

  test('PATCH /api/announcements/{id} {isActive}: paused and resumed', async () => {
    const a = await c.api.ok('POST', '/api/announcements', announcement('暫停測試'))
    const res = await c.api.patch(`/api/announcements/${a.id}`, { isActive: false })
    expect(res.status).toBe(200)
    expect(res.body.isActive).toBe(false)
  })

  const handover = (task: string) => ({
    task,
    description: '冷藏櫃溫度偏高',
    priority: 'high',
    assignedTo: '王小美',
    dueDate: '2026-12-01T10:00:00.000Z',
  })

  test('POST /api/stores/{storeId}/handover {task, description, priority, assignedTo, dueDate}', async () => {
    const res = await c.api.post(`${S}/handover`, handover('聯絡冷氣師傅'))
    const h = expectCreated(res)
    expectFields(h, HANDOVER)
    expect(h).toMatchObject({ ...handover('聯絡冷氣師傅'), isCompleted: false })
    expect(Date.parse(h.dueDate)).toBe(Date.parse('2026-12-01T10:00:00.000Z'))
    const bare = expectCreated(
      await c.api.post(`${S}/handover`, {
        task: '補紙巾',
        description: null,
        priority: 'low',
        assignedTo: null,
        dueDate: null,
      }),
    )
    expect(bare).toMatchObject({ task: '補紙巾', description: null, assignedTo: null, dueDate: null })
  })

  test('GET /api/stores/{storeId}/handover: the list', async () => {
    await c.api.ok('POST', `${S}/handover`, handover('換燈管'))
    const list = expectList(await c.api.get(`${S}/handover`), 1)
    for (const h of list) expectFields(h, HANDOVER)
  })

  test(`PATCH /api/stores/{storeId}/handover/{id} {isCompleted, completedBy, completedAt}; unchecking sends only \
false`, async () => {
    const h = await c.api.ok('POST', `${S}/handover`, handover('倒垃圾'))
    const done = await c.api.patch(`${S}/handover/${h.id}`, {
      isCompleted: true,
      completedBy: '陳志明',
      completedAt: new Date().toISOString(),
    })
    expect(done.status).toBe(200)
    expect(done.body.isCompleted).toBe(true)
    expect(done.body.completedAt).toBeString()
    const undone = await c.api.patch(`${S}/handover/${h.id}`, { isCompleted: false })
    expect(undone.body).toMatchObject({ isCompleted: false, completedAt: null })
  })

  test('POST /api/stores/{storeId}/handover/{id}/notes {content}', async () => {
    const h = await c.api.ok('POST', `${S}/handover`, handover('叫貨'))
    const res = await c.api.post(`${S}/handover/${h.id}/notes`, { content: '已聯絡廠商，明早送達' })
    expectCreated(res)
    const listed = (await c.api.get(`${S}/handover`)).body.find((x: any) => x.id === h.id)
    expect(listed.notes).toMatchObject([{ content: '已聯絡廠商，明早送達' }])
    expectFields(listed.notes[0], ['content', 'createdAt'])
    expectRefusal(await c.api.post(`${S}/handover/${h.id}/notes`, { content: '   ' }), 422)
  })

  test('GET /api/stores/{storeId}/activity-logs: entries with §3 fields', async () => {
    const list = expectList(await c.api.get(`${S}/activity-logs`), 1)
    for (const e of list) expectFields(e, ACTIVITY)
    expect(list.some((e) => e.action === 'create_announcement' && e.entityType === 'announcement')).toBe(true)
  })
})
