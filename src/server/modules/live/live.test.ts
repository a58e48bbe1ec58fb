import { afterEach, expect, test } from 'bun:test'
import { createTestContext, type TestContext } from '../../testing/harness'

let ctx: TestContext
afterEach(() => ctx?.close())

/** Any stream reader of bytes (a Response body's, whichever lib types it). */
async function readUntil(
  reader: { read(): Promise<{ done: boolean; value?: Uint8Array }> },
  needle: string,
  ms = 2000,
) {
  const decoder = new TextDecoder()
  let text = ''
  const deadline = Date.now() + ms
  while (!text.includes(needle) && Date.now() < deadline) {
    const r = await Promise.race([reader.read(), Bun.sleep(deadline - Date.now()).then(() => null)])
    if (!r || r.done) break
    text += decoder.decode(r.value)
  }
  return text
}

test('a staff screen receives its store events and not another store’s', async () => {
  ctx = createTestContext()
  const { manager, store } = await ctx.managerWithStore()
  const other = await ctx.request('POST', '/api/stores', {
    cookie: manager.cookie,
    body: { name: '別店', code: 'OTHER' },
  })
  const res = await ctx.app.handle(
    new Request(`http://localhost/api/stores/${store.id}/events`, { headers: { cookie: manager.cookie } }),
  )
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toContain('text/event-stream')
  const reader = res.body!.getReader()
  expect(await readUntil(reader, 'connected')).toContain('retry:')

  ctx.services.events.emit('table.opened', { storeId: other.body.id, tableId: 99, sessionId: 1 })
  ctx.services.events.emit('order.created', { storeId: store.id, orderId: 42 })
  const text = await readUntil(reader, 'order.created')
  expect(text).toContain('event: order.created')
  expect(text).toContain('"orderId":42')
  expect(text).not.toContain('"tableId":99')
  await reader.cancel()
})

test('the event stream needs a signed-in member of the store', async () => {
  ctx = createTestContext()
  const { store } = await ctx.managerWithStore()
  expect((await ctx.request('GET', `/api/stores/${store.id}/events`)).status).toBe(401)
})
