import { afterAll, beforeAll, expect, test } from 'bun:test'
import { PASSWORDS, createWorld, dbDigest, type World } from './world'

/**
 * Names people read (on screens, receipts, kitchen tickets, reports) refuse control characters,
 * NUL and the invisible direction overrides, on every route that writes one: a clear zh-TW 422
 * and nothing written. One rule, checked where JSON bodies are parsed (http/safe-json.ts).
 */

let w: World
beforeAll(async () => {
  w = await createWorld()
}, 60_000)
afterAll(() => w.ctx.close())

const BAD = [
  '\u0000',
  '\n',
  '\t',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200f',
]

/** Each route that writes a name, with a body that is valid but for the name `bad` put in `field`. */
function writes(
  bad: string,
): { label: string; method: string; path: string; field: string; body: Record<string, unknown> }[] {
  const s = `/api/stores/${w.a.storeId}`
  const n = (x: string) => `${x}${bad}名`
  return [
    {
      label: 'store create',
      method: 'POST',
      path: '/api/stores',
      field: 'name',
      body: { name: n('丙店'), code: 'C01' },
    },
    { label: 'store code', method: 'POST', path: '/api/stores', field: 'code', body: { name: '丙店', code: n('C') } },
    { label: 'store update', method: 'PATCH', path: s, field: 'name', body: { name: n('甲店') } },
    {
      label: 'user create',
      method: 'POST',
      path: '/api/users/',
      field: 'username',
      body: { username: n('cook'), password: PASSWORDS.reset, storeIds: [w.a.storeId] },
    },
    {
      label: 'user update',
      method: 'PATCH',
      path: `/api/users/${w.staff.id}`,
      field: 'firstName',
      body: { firstName: n('志明') },
    },
    { label: 'own profile', method: 'PATCH', path: '/api/users/me', field: 'lastName', body: { lastName: n('陳') } },
    { label: 'menu category', method: 'POST', path: `${s}/menu-categories`, field: 'name', body: { name: n('麵類') } },
    {
      label: 'menu category rename',
      method: 'PATCH',
      path: `${s}/menu-categories/${w.a.menuCategoryId}`,
      field: 'name',
      body: { name: n('湯類') },
    },
    {
      label: 'menu item',
      method: 'POST',
      path: `${s}/menu`,
      field: 'name',
      body: { name: n('牛肉麵'), basePrice: '120.00', categoryId: w.a.menuCategoryId },
    },
    {
      label: 'menu item rename',
      method: 'PATCH',
      path: `${s}/menu/${w.a.menuItemId}`,
      field: 'name',
      body: { name: n('滷肉飯') },
    },
    {
      label: 'menu option',
      method: 'PATCH',
      path: `${s}/menu/${w.a.menuItemId}`,
      field: 'name',
      body: { options: { sizes: [{ name: n('大'), price: '10.00' }] } },
    },
    {
      label: 'menu spice level',
      method: 'PATCH',
      path: `${s}/menu/${w.a.menuItemId}`,
      field: 'spiceLevels',
      body: { spiceLevels: ['小辣', n('大辣')] },
    },
    {
      label: 'member',
      method: 'POST',
      path: `${s}/members/`,
      field: 'name',
      body: { name: n('林小姐'), phone: '0933000111' },
    },
    {
      label: 'member rename',
      method: 'PATCH',
      path: `${s}/members/${w.a.memberId}`,
      field: 'name',
      body: { name: n('林小姐') },
    },
    { label: 'table', method: 'POST', path: `${s}/tables`, field: 'number', body: { number: n('A-09'), seats: 2 } },
    {
      label: 'table renumber',
      method: 'PATCH',
      path: `${s}/tables/${w.a.otherTableId}`,
      field: 'number',
      body: { number: n('A-10') },
    },
    {
      label: 'inventory',
      method: 'POST',
      path: `${s}/inventory`,
      field: 'name',
      body: {
        name: n('醬油'),
        categoryId: w.a.inventoryCategoryId,
        unit: '瓶',
        currentStock: '1',
        safetyStock: '0',
        unitCost: '50.00',
      },
    },
    {
      label: 'inventory rename',
      method: 'PATCH',
      path: `${s}/inventory/${w.a.inventoryItemId}`,
      field: 'name',
      body: { name: n('米') },
    },
    {
      label: 'inventory category',
      method: 'POST',
      path: `${s}/inventory-categories`,
      field: 'name',
      body: { name: n('調味') },
    },
    {
      label: 'display device',
      method: 'POST',
      path: `${s}/mqtt-devices`,
      field: 'name',
      body: { name: n('出菜螢幕') },
    },
    {
      label: 'table layout',
      method: 'POST',
      path: `${s}/table-configurations`,
      field: 'name',
      body: { name: n('假日') },
    },
    {
      label: 'printer',
      method: 'POST',
      path: `${s}/printers`,
      field: 'name',
      body: { name: n('吧台'), role: 'receipt', connection: 'network', address: '192.168.1.50:9100' },
    },
    {
      label: 'announcement title',
      method: 'POST',
      path: '/api/announcements/',
      field: 'title',
      body: { storeId: w.a.storeId, title: n('公休'), content: '週一公休' },
    },
  ]
}

test(`every name field refuses control characters, NUL and direction overrides with a zh-TW 422, writing \
nothing`, async () => {
  const before = dbDigest(w.ctx)
  let cases = 0
  for (const bad of BAD) {
    for (const c of writes(bad)) {
      const res = await w.send(c.method, c.path, { cookie: w.manager.cookie, body: c.body })
      expect([c.label, bad.codePointAt(0), res.status, res.body?.code]).toEqual([
        c.label,
        bad.codePointAt(0),
        422,
        'NAME_CHARACTERS',
      ])
      expect(res.body.message).toContain(`「${c.field}」`)
      expect(res.body.message).toContain('控制字元')
      cases++
    }
  }
  expect(cases).toBe(BAD.length * writes('').length)
  expect(dbDigest(w.ctx)).toBe(before)
})

test('the same requests with a clean name go through (the refusal is the name, not the request)', async () => {
  for (const c of writes('')) {
    const res = await w.send(c.method, c.path, { cookie: w.manager.cookie, body: c.body })
    expect([c.label, res.status < 300 ? 'ok' : `${res.status} ${res.text}`]).toEqual([c.label, 'ok'])
  }
})

test(`text areas keep their line breaks: announcements and handover notes are not names (printed notes are: \
control-chars.test.ts)`, async () => {
  const note = await w.send('POST', '/api/announcements/', {
    cookie: w.manager.cookie,
    body: { storeId: w.a.storeId, title: '公休', content: '週一公休\n週二照常' },
  })
  expect(note.status).toBe(201)
  const handover = await w.send('POST', `/api/stores/${w.a.storeId}/handover/${w.a.handoverId}/notes`, {
    cookie: w.manager.cookie,
    body: { content: '冰箱已清\r\n\t明早補貨' },
  })
  expect(handover.status).toBeLessThan(300)
})
