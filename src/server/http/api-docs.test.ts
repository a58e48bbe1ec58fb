import { afterAll, beforeAll, expect, test } from 'bun:test'
import { createTestContext, type TestContext } from '../testing/harness'

/**
 * /api/docs/json over HTTP, checked against the app's own routes: every API route is in it, every
 * body with the route's `t` model, every operation with its answers.
 */

type Schema = { type?: string; properties?: Record<string, unknown>; required?: string[] }
type Operation = {
  requestBody?: { required: boolean; content: Record<string, { schema?: Schema }> }
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>
}

let ctx: TestContext
let paths: Record<string, Record<string, Operation>>
const routes = () =>
  ctx.app.routes.filter(
    (r) => r.path.startsWith('/api/') && r.method !== 'WS' && !(r.hooks.detail as { hide?: boolean } | undefined)?.hide,
  )
const opOf = (r: { method: string; path: string }) => paths[r.path.replace(/:(\w+)/g, '{$1}')]?.[r.method.toLowerCase()]

beforeAll(async () => {
  ctx = createTestContext()
  const res = await ctx.request('GET', '/api/docs/json')
  expect(res.status).toBe(200)
  paths = res.body.paths
})
afterAll(() => ctx.close())

test('every API route is in the document, the export.csv downloads too, as text/csv', () => {
  expect(
    routes()
      .filter((r) => !opOf(r))
      .map((r) => `${r.method} ${r.path}`),
  ).toEqual([])
  const csv = Object.keys(paths)
    .filter((p) => p.endsWith('/export.csv'))
    .sort()
  expect(csv).toEqual([
    '/api/stores/{storeId}/handover/export.csv',
    '/api/stores/{storeId}/inventory/export.csv',
    '/api/stores/{storeId}/members/export.csv',
    '/api/stores/{storeId}/reports/export.csv',
  ])
  for (const p of csv) expect(Object.keys(paths[p].get.responses?.['200']?.content ?? {})).toEqual(['text/csv'])
})

test("every operation with a body shows the route's t model as its JSON body", () => {
  const withBody = routes().filter((r) => r.hooks.body)
  expect(withBody.length).toBeGreaterThan(60)
  for (const r of withBody) {
    const name = `${r.method} ${r.path}`
    const body = opOf(r).requestBody
    expect([name, Object.keys(body?.content ?? {})]).toEqual([name, ['application/json']])
    const model = r.hooks.body as Schema
    const schema = body!.content['application/json'].schema ?? {}
    if (model.properties) {
      // A model with fields: the same fields, none of them lost on the way.
      expect([name, Object.keys(schema.properties ?? {}).sort()]).toEqual([name, Object.keys(model.properties).sort()])
      expect([name, body!.required]).toEqual([name, !(Symbol.for('TypeBox.Optional') in model)])
    } else {
      // Only "ignored, may be sent" bodies are not objects; the document says it is not required.
      expect([name, schema, body!.required]).toEqual([name, {}, false])
    }
  }
})

test('every operation declares a success and the refusal shape { code, message }', () => {
  for (const r of routes()) {
    const name = `${r.method} ${r.path}`
    const responses = opOf(r).responses ?? {}
    expect([name, Object.keys(responses).some((s) => /^[23]\d\d$/.test(s))]).toEqual([name, true])
    const refusal = responses['4XX']?.content?.['application/json']?.schema
    expect([name, refusal?.required]).toEqual([name, ['code', 'message']])
  }
  const createOrder = opOf({ method: 'POST', path: '/api/stores/:storeId/orders' }).responses!
  expect(Object.keys(createOrder).sort()).toEqual(['200', '201', '4XX'])
})

test('/api/docs is the reference page that reads the document', async () => {
  const res = await ctx.app.handle(new Request('http://localhost/api/docs'))
  expect([res.status, res.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8'])
  expect(await res.text()).toContain('data-url="/api/docs/json"')
})
