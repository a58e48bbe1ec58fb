import { Elysia, t, type AnyElysia } from 'elysia'
import { toOpenAPISchema } from '@elysiajs/openapi'
import { errorCatalog, type ErrorCode } from '../../shared/errors'
import { zhTW } from '../../shared/i18n/zh-TW'
import { SESSION_COOKIE } from './client'

type Route = AnyElysia['routes'][number]
type Responses = Record<
  string,
  { description: string; content?: Record<string, object>; headers?: Record<string, object> }
>
type Operation = { requestBody?: { required: boolean }; responses?: Responses }
type Document = { paths: Record<string, Record<string, Operation>>; components: Record<string, unknown> }
/** What the document is made from: the whole app's routes and models (Elysia gives every plugin these two). */
type AppView = { getGlobalRoutes(): Route[]; getGlobalDefinitions(): unknown }

const text = zhTW.apiDocs

/** Every refusal's body (error-handler.ts): a code from the catalog and its zh-TW message, sometimes more fields. */
const ErrorBody = t.Object(
  {
    code: t.String({
      enum: (Object.keys(errorCatalog) as ErrorCode[]).filter((code) => errorCatalog[code].status < 500),
    }),
    message: t.String(),
  },
  { additionalProperties: true },
)

const json = (description: string) => ({ description, content: { 'application/json': {} } })
const file = (type: string) => ({
  description: text.file,
  content: { [type]: { schema: { type: 'string', format: 'binary' } } },
})

const CREATED: Responses = { 201: json(text.created) }
/** The money pipeline's writes: a retry with the same Idempotency-Key answers the first result again. */
const REPLAYABLE: Responses = { 201: json(text.created), 200: json(text.replayed) }
const ACCEPTED: Responses = { 202: json(text.accepted) }
const NO_CONTENT: Responses = { 204: { description: text.noContent } }
const CSV: Responses = { 200: file('text/csv') }
const EVENTS: Responses = {
  200: { description: text.events, content: { 'text/event-stream': { schema: { type: 'string' } } } },
}
const REDIRECT: Responses = {
  302: { description: text.redirect, headers: { location: { schema: { type: 'string' } } } },
}

/** What a route answers when it succeeds, where that is not 200 with JSON (the routes' `set.status` and Responses). */
const SUCCESS: Record<string, Responses> = {
  'GET /api/logout': REDIRECT,
  'GET /api/login': REDIRECT,
  'GET /api/auth/line': REDIRECT,
  'GET /api/auth/callback/:provider': REDIRECT,
  'POST /api/auth/local/register': CREATED,
  'POST /api/stores': CREATED,
  'POST /api/hq/menu/publish': CREATED,
  'POST /api/stores/:storeId/menu': CREATED,
  'POST /api/stores/:storeId/menu/:itemId/duplicate': CREATED,
  'POST /api/stores/:storeId/menu/:itemId/images': CREATED,
  'POST /api/stores/:storeId/menu-categories': CREATED,
  'POST /api/stores/:storeId/option-groups': CREATED,
  'GET /api/menu-images/:imageId': { 200: file('image/*'), 304: { description: text.notModified } },
  'GET /api/stores/:storeId/inventory/export.csv': CSV,
  'POST /api/stores/:storeId/inventory': CREATED,
  'POST /api/stores/:storeId/inventory/:itemId/stock': CREATED,
  'POST /api/stores/:storeId/inventory-categories': CREATED,
  'POST /api/menu-items/:id/sop': CREATED,
  'GET /api/stores/:storeId/reports/export.csv': CSV,
  'GET /api/stores/:storeId/members/export.csv': CSV,
  'POST /api/stores/:storeId/members/': CREATED,
  'POST /api/announcements/': CREATED,
  'DELETE /api/announcements/:id': NO_CONTENT,
  'GET /api/stores/:storeId/handover/export.csv': CSV,
  'POST /api/stores/:storeId/handover/': CREATED,
  'POST /api/stores/:storeId/handover/:id/notes': CREATED,
  'POST /api/users/': CREATED,
  'POST /api/stores/:storeId/day-close/print': ACCEPTED,
  'POST /api/stores/:storeId/day-close': CREATED,
  'POST /api/stores/:storeId/shifts/': CREATED,
  'POST /api/stores/:storeId/shifts/:id/movements': REPLAYABLE,
  'POST /api/stores/:storeId/shifts/:id/print': ACCEPTED,
  'GET /api/stores/:storeId/events': EVENTS,
  'POST /api/stores/:storeId/orders': REPLAYABLE,
  'POST /api/stores/:storeId/orders/qr': REPLAYABLE,
  'POST /api/stores/:storeId/orders/kiosk': REPLAYABLE,
  'POST /api/stores/:storeId/kiosks': CREATED,
  'POST /api/stores/:storeId/tables': CREATED,
  'POST /api/stores/:storeId/table-configurations': CREATED,
  'POST /api/table-configurations/:id/combinations': CREATED,
  'POST /api/stores/:storeId/payments': REPLAYABLE,
  'POST /api/stores/:storeId/sessions/:sessionId/split': CREATED,
  'POST /api/stores/:storeId/sessions/:sessionId/split/parts/:partId/pay': REPLAYABLE,
  'POST /api/stores/:storeId/orders/:orderId/refunds': REPLAYABLE,
  'POST /api/stores/:storeId/orders/:orderId/discounts': REPLAYABLE,
  'POST /api/stores/:storeId/orders/:orderId/void': REPLAYABLE,
  'POST /api/stores/:storeId/printers': CREATED,
  'DELETE /api/stores/:storeId/printers/:id': NO_CONTENT,
  'POST /api/stores/:storeId/printers/:id/test': ACCEPTED,
  'POST /api/stores/:storeId/orders/:orderId/reprint': ACCEPTED,
  'POST /api/stores/:storeId/mqtt-devices': CREATED,
  'DELETE /api/stores/:storeId/mqtt-devices/:id': NO_CONTENT,
  'POST /api/backups': CREATED,
  'GET /api/backups/:name': { 200: file('application/vnd.sqlite3') },
  'POST /api/stores/:storeId/einvoice/ranges': CREATED,
  'GET /api/public/stores/:storeId/tables/:tableId/events': EVENTS,
}

/** TypeBox's mark on `t.Optional(...)`: a body the route takes but does not need. */
const OPTIONAL = Symbol.for('TypeBox.Optional')
const routeKey = (r: { method: string; path: string }) => `${r.method} ${r.path}`
const isApi = (r: Route) =>
  r.path.startsWith('/api/') && r.method !== 'WS' && !(r.hooks.detail as { hide?: boolean } | undefined)?.hide

/**
 * The OpenAPI document of every /api route, from the routes' own `t` models. Built here rather
 * than by @elysiajs/openapi's plugin, whose generator lists a body's media types from the route's
 * parse hooks: ours is a function (request-guard.ts, safe JSON), which it cannot name, so every
 * body came out empty. It is handed the routes with that hook named for what it parses (JSON);
 * the answers are added after: the success from SUCCESS (else 200 with JSON), and any 4xx as
 * `{ code, message }`.
 */
function buildApiDocument(app: AppView): Document {
  const api = app.getGlobalRoutes().filter(isApi)
  const known = new Set(api.map(routeKey))
  const stale = Object.keys(SUCCESS).filter((key) => !known.has(key))
  if (stale.length) throw new Error(`api-docs: answers declared for routes that do not exist: ${stale.join(', ')}`)
  const view = {
    getGlobalRoutes: () => api.map((r) => ({ ...r, hooks: { ...r.hooks, parse: [{ fn: 'json' }] } })),
    getGlobalDefinitions: () => app.getGlobalDefinitions(),
  } as unknown as AnyElysia
  // staticFile off: the export.csv routes are API routes with a dot in their path, not files.
  const { paths, components } = toOpenAPISchema(view, { staticFile: false }) as Document
  for (const r of api) {
    const operation = paths[r.path.replace(/:(\w+)/g, '{$1}')]?.[r.method.toLowerCase()]
    if (!operation) throw new Error(`api-docs: ${routeKey(r)} is missing from the document`)
    if (operation.requestBody && OPTIONAL in (r.hooks.body as object)) operation.requestBody.required = false
    operation.responses = {
      ...(SUCCESS[routeKey(r)] ?? { 200: json(text.ok) }),
      '4XX': { description: text.refused, content: { 'application/json': { schema: ErrorBody } } },
    }
  }
  return {
    paths,
    components: { ...components, securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } } },
  }
}

const VIEWPORT = '<meta name="viewport" content="width=device-width, initial-scale=1">'
const SCALAR = '<script src="https://cdn.jsdelivr.net/npm/@scalar/api-reference" crossorigin></script>'
const page = (title: string) => `<!doctype html>
<html lang="zh-TW">
<head><meta charset="utf-8">${VIEWPORT}<title>${title}</title></head>
<body><script id="api-reference" data-url="/api/docs/json"></script>${SCALAR}</body>
</html>`

/** `/api/docs` (the Scalar reference page) and `/api/docs/json` (the document, built once at the first request). */
export function apiDocs(version: string) {
  let doc: object | null = null
  const plugin = new Elysia()
  const hidden = { detail: { hide: true } }
  return plugin
    .get(
      '/api/docs',
      () => new Response(page(text.title), { headers: { 'content-type': 'text/html; charset=utf-8' } }),
      hidden,
    )
    .get(
      '/api/docs/json',
      () =>
        (doc ??= {
          openapi: '3.1.2',
          info: { title: text.title, version },
          ...buildApiDocument(plugin as unknown as AppView),
        }),
      hidden,
    )
}
