import { afterAll, beforeAll, expect, test } from 'bun:test'
import { DRAWER_KICK_NOTE, EVERY_CONTROL } from '../../src/devices/testing/control-chars'
import { createWorld, dbDigest, type World } from './world'

/**
 * Free text that is printed or shown on a kitchen display (notes, reasons, the store's address and
 * discount reasons, a seller name, a handover task) refuses control characters and direction
 * controls, CR/LF included, with a zh-TW 422 and nothing written: a diner's note holding ESC p 0 0 z
 * opened the cash drawer. Text areas read on a screen (announcements, handover notes, descriptions,
 * SOP steps, the receipt footer) keep tab and line breaks and refuse the rest. One rule, checked
 * where JSON bodies are parsed (http/safe-json.ts, shared/domain/text-rules.ts).
 */

let w: World
beforeAll(async () => {
  w = await createWorld()
}, 60_000)
afterAll(() => w.ctx.close())

type Write = {
  label: string
  method: string
  path: string
  field: string
  cookie?: string
  body: Record<string, unknown>
}

const store = () => `/api/stores/${w.a.storeId}`
const diner = (line: string | null, order: string | null): Write['body'] => ({
  tableId: w.a.tableId,
  token: w.a.token,
  items: [{ menuItemId: w.a.menuItemId, quantity: 1, notes: line }],
  notes: order,
})

/** Each route that writes a printed one-line text, with `bad` in `field`. */
function oneLineWrites(bad: string): Write[] {
  const s = store()
  const o = `${s}/orders/${w.a.orderId}`
  const staff = w.staff.cookie
  const manager = w.manager.cookie
  return [
    { label: 'diner line note', method: 'POST', path: `${s}/orders/qr`, field: 'notes', body: diner(bad, null) },
    { label: 'diner order note', method: 'POST', path: `${s}/orders/qr`, field: 'notes', body: diner(null, bad) },
    {
      label: 'staff line note',
      method: 'POST',
      path: `${s}/orders`,
      field: 'notes',
      cookie: staff,
      body: { tableId: w.a.tableId, items: [{ menuItemId: w.a.menuItemId, quantity: 1, notes: bad }] },
    },
    {
      label: 'staff order note',
      method: 'POST',
      path: `${s}/orders`,
      field: 'notes',
      cookie: staff,
      body: { tableId: w.a.tableId, items: [{ menuItemId: w.a.menuItemId, quantity: 1 }], notes: bad },
    },
    {
      label: 'order discount reason',
      method: 'POST',
      path: `${s}/orders`,
      field: 'reason',
      cookie: staff,
      body: {
        tableId: w.a.tableId,
        items: [{ menuItemId: w.a.menuItemId, quantity: 1 }],
        discounts: [{ line: 0, kind: 'percent', value: '10', reason: bad }],
      },
    },
    {
      label: 'cancel reason',
      method: 'POST',
      path: `${o}/cancel`,
      field: 'reason',
      cookie: manager,
      body: { reason: bad },
    },
    {
      label: 'void note',
      method: 'POST',
      path: `${o}/void`,
      field: 'note',
      cookie: manager,
      body: { reason: 'other', note: bad },
    },
    {
      label: 'discount reason',
      method: 'POST',
      path: `${o}/discounts`,
      field: 'reason',
      cookie: manager,
      body: { kind: 'amount', value: '5', reason: bad },
    },
    {
      label: 'discount note',
      method: 'POST',
      path: `${o}/discounts`,
      field: 'note',
      cookie: manager,
      body: { kind: 'comp', reason: '熟客', note: bad },
    },
    {
      label: 'refund reason',
      method: 'POST',
      path: `${o}/refunds`,
      field: 'reason',
      cookie: manager,
      body: { amount: '1', paymentMethod: 'cash', reason: bad },
    },
    {
      label: 'refund note',
      method: 'POST',
      path: `${o}/refunds`,
      field: 'note',
      cookie: manager,
      body: { amount: '1', paymentMethod: 'cash', reason: '客訴', note: bad },
    },
    {
      label: 'points reason',
      method: 'POST',
      path: `${s}/members/${w.a.memberId}/points`,
      field: 'reason',
      cookie: manager,
      body: { delta: 1, reason: bad },
    },
    {
      label: 'day-close notes',
      method: 'POST',
      path: `${s}/day-close`,
      field: 'notes',
      cookie: manager,
      body: { date: '2026-11-22', countedCash: '0', notes: bad },
    },
    { label: 'store address', method: 'PATCH', path: s, field: 'address', cookie: manager, body: { address: bad } },
    {
      label: 'discount reasons',
      method: 'PATCH',
      path: s,
      field: 'discountReasons',
      cookie: manager,
      body: { settings: { discountReasons: ['熟客', bad] } },
    },
    {
      label: 'handover task',
      method: 'POST',
      path: `${s}/handover/`,
      field: 'task',
      cookie: manager,
      body: { task: bad },
    },
    {
      label: 'handover assignee',
      method: 'PATCH',
      path: `${s}/handover/${w.a.handoverId}`,
      field: 'assignedTo',
      cookie: manager,
      body: { assignedTo: bad },
    },
    {
      label: 'e-invoice seller name',
      method: 'PUT',
      path: `${s}/einvoice/settings`,
      field: 'sellerName',
      cookie: manager,
      body: { mode: 'receipt', sellerName: bad },
    },
    {
      label: 'e-invoice buyer name at payment',
      method: 'POST',
      path: `${s}/payments`,
      field: 'buyerName',
      cookie: staff,
      body: {
        orderId: w.a.orderId,
        amount: '1.00',
        paymentMethod: 'cash',
        invoice: { kind: 'buyer', buyerId: '22099131', buyerName: bad },
      },
    },
  ]
}

/** Each route that writes a text area's text, with `bad` in `field`. */
function textAreaWrites(bad: string): Write[] {
  const s = store()
  const manager = w.manager.cookie
  return [
    {
      label: 'announcement',
      method: 'POST',
      path: '/api/announcements/',
      field: 'content',
      cookie: manager,
      body: { storeId: w.a.storeId, title: '公休', content: `週一${bad}公休` },
    },
    {
      label: 'handover note',
      method: 'POST',
      path: `${s}/handover/${w.a.handoverId}/notes`,
      field: 'content',
      cookie: manager,
      body: { content: `冰箱${bad}已清` },
    },
    {
      label: 'handover description',
      method: 'POST',
      path: `${s}/handover/`,
      field: 'description',
      cookie: manager,
      body: { task: '補貨', description: `醬油${bad}兩瓶` },
    },
    {
      label: 'receipt footer',
      method: 'PATCH',
      path: s,
      field: 'receiptFooter',
      cookie: manager,
      body: { receiptFooter: `謝謝光臨${bad}歡迎再來` },
    },
    {
      label: 'menu description',
      method: 'PATCH',
      path: `${s}/menu/${w.a.menuItemId}`,
      field: 'description',
      cookie: manager,
      body: { description: `古早味${bad}滷肉` },
    },
    {
      label: 'SOP step',
      method: 'PATCH',
      path: `/api/recipe-sops/${w.a.sopId}`,
      field: 'text',
      cookie: manager,
      body: { steps: [{ text: `盛飯${bad}淋肉` }] },
    },
  ]
}

const send = (c: Write) => w.send(c.method, c.path, { cookie: c.cookie, body: c.body })

function expectRefused(c: Write, res: Awaited<ReturnType<typeof send>>, code: string, what: string) {
  expect([c.label, what, res.status, res.body?.code]).toEqual([c.label, what, 422, code])
  expect(res.body.message).toContain(`「${c.field}」`)
  expect(res.body.message).toContain('控制字元')
}

test(`a diner's QR order whose line note holds ESC p 0 0 z is refused with a zh-TW 422, and nothing is \
written`, async () => {
  const before = dbDigest(w.ctx)
  const res = await w.send('POST', `${store()}/orders/qr`, { body: diner(DRAWER_KICK_NOTE, null) })
  expect([res.status, res.body.code]).toEqual([422, 'TEXT_CHARACTERS'])
  expect(res.body.message).toBe(
    '欄位「notes」會印在單據或顯示在廚房螢幕上，請寫成一行，不可包含控制字元（換行、定位字元、ESC、NUL 等）或隱藏的文字方向符號',
  )
  expect(dbDigest(w.ctx)).toBe(before)
})

test("CR/LF in a printed note is refused too: a diner's, a staff order's and a line's", async () => {
  const before = dbDigest(w.ctx)
  for (const c of oneLineWrites('不要香菜\r\n少辣').slice(0, 4))
    expectRefused(c, await send(c), 'TEXT_CHARACTERS', 'CR/LF')
  expect(dbDigest(w.ctx)).toBe(before)
})

test('every printed one-line text refuses every control character and direction control, writing nothing', async () => {
  const before = dbDigest(w.ctx)
  let cases = 0
  for (const bad of EVERY_CONTROL) {
    for (const c of oneLineWrites(`少${bad}辣`)) {
      expectRefused(c, await send(c), 'TEXT_CHARACTERS', `U+${bad.charCodeAt(0).toString(16)}`)
      cases++
    }
  }
  expect(cases).toBe(EVERY_CONTROL.length * oneLineWrites('').length)
  expect(dbDigest(w.ctx)).toBe(before)
})

test('text areas refuse every control character but tab and line breaks, writing nothing', async () => {
  const before = dbDigest(w.ctx)
  const refused = [...EVERY_CONTROL].filter((c) => !'\t\n\r'.includes(c))
  expect(refused).toHaveLength(EVERY_CONTROL.length - 3)
  for (const bad of refused) {
    for (const c of textAreaWrites(bad))
      expectRefused(c, await send(c), 'MULTILINE_TEXT_CHARACTERS', `U+${bad.charCodeAt(0).toString(16)}`)
  }
  expect(dbDigest(w.ctx)).toBe(before)
})

test('the refusal is the character, not the request: the same writes with clean text go through', async () => {
  const clean = oneLineWrites('不要香菜 少辣')
  for (const label of [
    'diner line note',
    'diner order note',
    'staff line note',
    'staff order note',
    'store address',
    'discount reasons',
    'handover task',
    'handover assignee',
  ]) {
    const res = await send(clean.find((c) => c.label === label)!)
    expect([label, res.status < 300 ? 'ok' : `${res.status} ${res.text}`]).toEqual([label, 'ok'])
  }
  for (const c of textAreaWrites('\r\n\t')) {
    const res = await send(c)
    expect([c.label, res.status < 300 ? 'ok' : `${res.status} ${res.text}`]).toEqual([c.label, 'ok'])
  }
  const order = await w.send('GET', `${store()}/orders?limit=1`, { cookie: w.manager.cookie })
  expect(JSON.stringify(order.body)).toContain('不要香菜 少辣')
})
