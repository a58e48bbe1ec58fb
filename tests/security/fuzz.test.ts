import { afterAll, beforeAll, expect, test } from 'bun:test'
import fc from 'fast-check'
import { createTestContext } from '../../src/server/testing/harness'
import {
  junkPathSegment,
  junkValue,
  mutation,
  mutate,
  queryStrings,
  rawBodies,
  validish,
  type Hints,
  type JsonSchema,
} from './arbitraries'
import { apiRoutes, concrete, createWorld, dbDigest, routeName, type ApiRoute, type World } from './world'

/**
 * Property-based fuzzing of every API route from the OpenAPI document, as a signed-in manager:
 * malformed bodies, raw JSON-ish text, query strings and path ids. Whatever comes in, the answer
 * is never a 5xx, a refused request (4xx) leaves every row of the database as it was, and a
 * success is one of the answers the document declares.
 * `POS_FUZZ_RUNS` sets the cases per route (default 24; e.g. 500 for a long run), `POS_FUZZ_SEED`
 * replays a run.
 */

const RUNS = Number(process.env.POS_FUZZ_RUNS) || 24
const SEED = process.env.POS_FUZZ_SEED ? Number(process.env.POS_FUZZ_SEED) : undefined

// The route list is known before the world is built, so each route is its own test.
const listing = createTestContext()
const METHOD_ORDER = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE']
const ROUTES = apiRoutes(listing).sort((x, y) => METHOD_ORDER.indexOf(x.method) - METHOD_ORDER.indexOf(y.method))
listing.close()

type Op = {
  parameters?: { name: string; in: string; schema: JsonSchema }[]
  requestBody?: { content: Record<string, { schema: JsonSchema }> }
  responses?: Record<string, unknown>
}
type Case = { path: string; query: string; body?: string; headers: Record<string, string> }

let w: World
let ops: Record<string, Record<string, Op>>
let hints: Hints
let cookie = ''
let known: string | null = null
const stats = { cases: 0, byClass: {} as Record<string, number>, started: 0 }

beforeAll(async () => {
  // Behind a "proxy", so each case can come from its own address and the public rate limits
  // (tested elsewhere) do not turn the whole run into 429s.
  w = await createWorld({ config: { trustProxy: true } })
  cookie = w.manager.cookie
  ops = (await w.send('GET', '/api/docs/json')).body.paths
  const values = [...Object.values(w.a), ...Object.values(w.b)]
  hints = {
    ids: [...values.filter((v): v is number => typeof v === 'number'), w.staff.id, w.manager.id],
    strings: [w.a.token, '40.00', '2026-11-22', 'cash', 'staff1', '0912000011'],
  }
  stats.started = performance.now()
}, 60_000)

afterAll(() => {
  const seconds = ((performance.now() - stats.started) / 1000).toFixed(1)
  console.log(
    `fuzz: ${stats.cases} cases over ${ROUTES.length} routes in ${seconds} s; answers ${JSON.stringify(stats.byClass)}`,
  )
  w.ctx.close()
})

/** Puts the fuzzing manager back (a case may sign them out, demote or deactivate them). */
function ensureManager() {
  const user = w.ctx.services.auth.userOfToken(cookie.slice('pos_sid='.length))
  if (user?.role === 'manager' && user.isActive) return
  w.ctx.db.sqlite.query("UPDATE users SET role = 'manager', is_active = 1 WHERE id = ?").run(w.manager.id)
  if (!w.ctx.services.auth.userOfToken(cookie.slice('pos_sid='.length))) {
    cookie =
      `pos_sid=` +
      `${w.ctx.services.sessions.create(w.manager.id, 'password', { ip: 'fuzz', userAgent: null }, w.ctx.clock.now())}`
  }
  known = null
}

function opOf(r: ApiRoute): Op {
  return ops[r.path.replace(/:(\w+)/g, '{$1}')]?.[r.method.toLowerCase()] ?? {}
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json-patch+json',
  'application/json; charset=utf-16',
]

function caseArbitrary(r: ApiRoute): fc.Arbitrary<Case> {
  const op = opOf(r)
  const params = op.parameters ?? []
  const bodySchema = op.requestBody?.content['application/json']?.schema
  const hasBody = r.method !== 'GET'
  const validBody = bodySchema ? validish(bodySchema, hints) : fc.constant({})
  const realPath = concrete(r, w.a, w.staff.id)
  const pathParams = realPath
    .split('/')
    .map((_, i) => (r.path.split('/')[i].startsWith(':') ? i : -1))
    .filter((i) => i >= 0)
  const query = queryStrings(
    params.filter((p) => p.in === 'query'),
    hints,
  )
  const json = (v: unknown) => JSON.stringify(v) ?? 'null'

  const bodies: fc.Arbitrary<string | undefined> = hasBody
    ? fc.oneof(
        { weight: 2, arbitrary: validBody.map(json) },
        { weight: 4, arbitrary: fc.tuple(validBody, mutation).map(([v, m]) => json(mutate(v, m))) },
        { weight: 2, arbitrary: rawBodies(validBody, Object.keys(bodySchema?.properties ?? {})) },
        { weight: 1, arbitrary: junkValue.map(json) },
        { weight: 1, arbitrary: fc.constant(undefined) },
      )
    : fc.constant(undefined)
  const paths = pathParams.length
    ? fc.oneof(
        { weight: 3, arbitrary: fc.constant(realPath) },
        {
          weight: 2,
          arbitrary: fc.tuple(fc.constantFrom(...pathParams), junkPathSegment).map(([i, seg]) =>
            realPath
              .split('/')
              .map((s, j) => (j === i ? seg : s))
              .join('/'),
          ),
        },
      )
    : fc.constant(realPath)
  const headers = fc
    .record({
      'content-type': fc.constantFrom(...CONTENT_TYPES),
      'x-forwarded-for': fc.tuple(fc.nat(255), fc.nat(255)).map(([x, y]) => `10.9.${x}.${y}`),
      'idempotency-key': fc.option(fc.oneof(fc.uuid(), fc.string({ maxLength: 300 })), { nil: undefined }),
    })
    .map((h) => Object.fromEntries(Object.entries(h).filter(([, v]) => v !== undefined)) as Record<string, string>)
  return fc.record({ path: paths, query: fc.oneof(fc.constant(''), query), body: bodies, headers })
}

async function exercise(r: ApiRoute, c: Case) {
  ensureManager()
  known ??= dbDigest(w.ctx)
  const path = c.query ? `${c.path}?${c.query}` : c.path
  const res = await w.send(r.method, path, { cookie, raw: c.body, headers: c.headers })
  stats.cases++
  const cls = `${Math.floor(res.status / 100)}xx`
  stats.byClass[cls] = (stats.byClass[cls] ?? 0) + 1
  if (res.status >= 500) throw new Error(`${r.method} ${path} → ${res.status} ${res.text.slice(0, 200)}`)
  if ((Object.prototype as Record<string, unknown>).polluted !== undefined)
    throw new Error(`${r.method} ${path} polluted Object.prototype`)
  // The document is a reference only if what a route answers is what it says (http/api-docs.ts;
  // the document's own two routes are left out of it).
  const declared = opOf(r).responses
  if (declared && res.status < 400 && !(String(res.status) in declared))
    throw new Error(`${r.method} ${path} → ${res.status}, not among the answers /api/docs/json declares`)
  if (res.status >= 400) {
    if (dbDigest(w.ctx) !== known) throw new Error(`${r.method} ${path} → ${res.status} but data changed`)
  } else known = null
}

// An accepted call here costs a second or more of real work (VACUUM INTO a new file).
const FEWER_RUNS: Record<string, number> = { 'POST /api/backups': 3 }
const runsOf = (r: ApiRoute) => Math.min(RUNS, FEWER_RUNS[routeName(r)] ?? RUNS)

for (const r of ROUTES) {
  test(
    `fuzz ${routeName(r)}: never a 5xx, a refusal changes nothing`,
    async () => {
      // endOnFailure: the failing case is reported as generated; shrinking would replay requests against a changed
      // database.
      await fc.assert(
        fc.asyncProperty(caseArbitrary(r), (c) => exercise(r, c)),
        { numRuns: runsOf(r), seed: SEED, endOnFailure: true },
      )
    },
    30_000 + RUNS * 300,
  )
}

test('no fuzz case left anything on Object.prototype', () => {
  expect(Object.keys(Object.prototype)).toEqual([])
  expect(stats.cases).toBeGreaterThanOrEqual(ROUTES.reduce((n, r) => n + runsOf(r), 0))
})
