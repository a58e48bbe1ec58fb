import { afterAll, beforeAll, expect, test } from 'bun:test'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApp } from '../../src/server/app'
import { CONTENT_SECURITY_POLICY, createUiHandler } from '../../src/server/static'
import { createWorld, type World } from './world'

/**
 * Over a real port, with the real UI handler (files from a folder as in development, and the
 * compiled binary's embedded map): every kind of answer says `X-Content-Type-Options: nosniff`,
 * and an address with a broken %-escape is a 400 with a zh-TW text, never a 500.
 */

let w: World
const uiDir = mkdtempSync(join(tmpdir(), 'pos-ui-'))
const servers: { url: string; stop(): void }[] = []

function serve(ui: ReturnType<typeof createUiHandler>) {
  const app = createApp(w.ctx.services, ui).listen({ port: 0, hostname: '127.0.0.1' })
  const server = { url: `http://127.0.0.1:${app.server!.port}`, stop: () => app.stop(true) }
  servers.push(server)
  return server
}

beforeAll(async () => {
  w = await createWorld()
  mkdirSync(join(uiDir, 'assets'))
  writeFileSync(join(uiDir, 'index.html'), '<!doctype html><div id="root"></div>')
  writeFileSync(join(uiDir, 'assets/app-1a2b.js'), 'console.log(1)')
}, 60_000)
afterAll(() => {
  for (const s of servers) s.stop()
  w.ctx.close()
  rmSync(uiDir, { recursive: true, force: true })
})

type Probe = { kind: string; path: string; status: number; init?: RequestInit; manager?: boolean; staff?: boolean }

function probes(): Probe[] {
  const s = `/api/stores/${w.a.storeId}`
  const json = (body: unknown, headers: Record<string, string> = {}) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  return [
    { kind: 'API JSON', path: '/api/health', status: 200 },
    { kind: 'API JSON, signed in', path: `${s}/menu`, status: 200, manager: true },
    { kind: 'diner JSON', path: `/api/public/stores/${w.a.storeId}/menu`, status: 200 },
    { kind: 'error 401', path: '/api/auth/user', status: 401 },
    { kind: 'error 403 (role)', path: `${s}/reports`, status: 403, staff: true },
    { kind: 'error 422 (validation)', path: '/api/auth/local/login', status: 422, init: json({}) },
    {
      kind: 'error 422 (name rule)',
      path: `${s}/tables`,
      status: 422,
      init: json({ number: 'A\u202e1' }),
      manager: true,
    },
    {
      kind: 'error 400 (bad JSON)',
      path: '/api/auth/local/login',
      status: 400,
      init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' },
    },
    {
      kind: 'early 415 (request guard)',
      path: '/api/auth/local/login',
      status: 415,
      init: { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' },
    },
    {
      kind: 'early 403 (cross-site)',
      path: '/api/auth/local/login',
      status: 403,
      init: json({}, { origin: 'https://evil.example' }),
    },
    { kind: 'API 404', path: '/api/no-such-thing', status: 404 },
    { kind: 'API 404, other method', path: '/api/no-such-thing', status: 404, init: { method: 'DELETE' } },
    { kind: 'image', path: `/api/menu-images/${w.a.imageId}`, status: 200 },
    { kind: 'CSV', path: `${s}/reports/export.csv`, status: 200, manager: true },
    { kind: 'backup download', path: `/api/backups/${w.a.backupName}`, status: 200, manager: true },
    { kind: 'event stream', path: `${s}/events`, status: 200, manager: true },
    { kind: 'app page', path: '/', status: 200 },
    { kind: 'client route', path: '/pos/tables', status: 200 },
    { kind: 'static file', path: '/assets/app-1a2b.js', status: 200 },
    { kind: 'broken escape', path: '/%', status: 400 },
    { kind: 'cut UTF-8 escape', path: '/%E0%A4%A', status: 400 },
  ]
}

async function check(base: string, p: Probe) {
  const abort = new AbortController()
  const headers = new Headers(p.init?.headers)
  if (p.manager || p.staff) headers.set('cookie', p.manager ? w.manager.cookie : w.staff.cookie)
  const res = await fetch(base + p.path, { ...p.init, headers, signal: abort.signal })
  const type = res.headers.get('content-type') ?? ''
  const text = type.includes('event-stream') ? '' : await res.text()
  abort.abort()
  return { kind: p.kind, status: res.status, nosniff: res.headers.get('x-content-type-options'), type, text }
}

test(`every kind of answer carries nosniff: JSON, errors, early refusals, 404s, images, CSV, backups, event streams, \
pages, files`, async () => {
  const { url } = serve(createUiHandler(undefined, uiDir))
  const seen = await Promise.all(probes().map((p) => check(url, p)))
  expect(seen.map((r) => [r.kind, r.status, r.nosniff])).toEqual(probes().map((p) => [p.kind, p.status, 'nosniff']))
  const typeOf = (kind: string) => seen.find((r) => r.kind === kind)!.type
  expect(
    [typeOf('image'), typeOf('CSV'), typeOf('event stream'), typeOf('static file')].map((t) => t.split(/[;/]/)[0]),
  ).toEqual(['image', 'text', 'text', 'text'])
})

test(`GET /% and a cut UTF-8 escape answer 400 with a zh-TW text, in development and from the binary's embedded \
files`, async () => {
  const embedded = {
    '/index.html': join(uiDir, 'index.html'),
    '/assets/app-1a2b.js': join(uiDir, 'assets/app-1a2b.js'),
  }
  for (const ui of [createUiHandler(undefined, uiDir), createUiHandler(embedded)]) {
    const { url } = serve(ui)
    for (const path of ['/%', '/%E0%A4%A', '/assets/%zz.js', '/%C0%AF', '/a%']) {
      const res = await check(url, { kind: path, path, status: 400 })
      expect([path, res.status, res.type]).toEqual([path, 400, 'text/plain; charset=utf-8'])
      expect(res.text).toBe('網址格式不正確，請檢查網址後再試')
    }
    // A well-formed escape is still decoded: the file and the app page are found as before.
    expect((await check(url, { kind: 'asset', path: '/assets/app%2D1a2b.js', status: 200 })).text).toBe(
      'console.log(1)',
    )
    expect((await check(url, { kind: 'page', path: '/%E8%8F%9C%E5%96%AE', status: 200 })).text).toContain(
      '<div id="root">',
    )
  }
})

/** A policy's directives: name → its sources. */
const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name, sources]),
  )

test(`every UI page and file, the diner's too, carries a CSP that runs only the build's own scripts and \
styles`, async () => {
  writeFileSync(join(uiDir, 'diner.html'), '<!doctype html><div id="root"></div>')
  const embedded = {
    '/index.html': join(uiDir, 'index.html'),
    '/diner.html': join(uiDir, 'diner.html'),
    '/assets/app-1a2b.js': join(uiDir, 'assets/app-1a2b.js'),
  }
  for (const ui of [createUiHandler(undefined, uiDir), createUiHandler(embedded)]) {
    const { url } = serve(ui)
    for (const path of [
      '/',
      '/pos/tables',
      `/qr-order?store=${w.a.storeId}&table=${w.a.tableId}&t=${w.a.token}`,
      '/mobile/customer',
      '/assets/app-1a2b.js',
      '/%',
      '/assets/gone-0000.js',
    ]) {
      const res = await fetch(url + path)
      await res.arrayBuffer()
      expect([path, res.headers.get('content-security-policy')]).toEqual([path, CONTENT_SECURITY_POLICY])
    }
  }
  expect(Object.fromEntries(directives(CONTENT_SECURITY_POLICY))).toEqual({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  })
})
