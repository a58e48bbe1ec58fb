import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { get, type IncomingHttpHeaders } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { createWorld, type World } from '../../tests/security/world'
import { createApp } from './app'
import { precompressDir } from './precompress'
import { acceptedEncodings } from './http/accept-encoding'
import { createUiHandler } from './static'

/**
 * The UI's files over a real port, from a folder (development) and from an embedded map (the
 * compiled binary), each precompressed by the build's own step: the body a browser gets for each
 * Accept-Encoding inflates, with zlib, to exactly the file's bytes.
 */

let w: World
const uiDir = mkdtempSync(join(tmpdir(), 'pos-ui-gz-'))
const servers: (() => void)[] = []
const file = (path: string) => readFileSync(join(uiDir, path))

// Repetitive enough to compress well, big enough to be worth it (like vite's output).
const js = Array.from({ length: 2000 }, (_, i) => `export const item${i} = { id: ${i}, name: "品項${i}" };`).join('\n')
const css = Array.from(
  { length: 400 },
  (_, i) => `.c${i} { margin: ${i}px; color: #${(i * 4099).toString(16).padStart(6, '0').slice(0, 6)}; }`,
).join('\n')
const html =
  `<!doctype html><html ` +
  `lang="zh-TW"><head>${'<meta name="x" content="y">'.repeat(60)}</head><body><div id="root"></div></body></html>`

function embeddedMap(): Record<string, string> {
  const map: Record<string, string> = {}
  for (const f of new Bun.Glob('**/*').scanSync({ cwd: uiDir })) map[`/${f}`] = join(uiDir, f)
  return map
}

/** node:http: unlike fetch, it sends no Accept-Encoding of its own and inflates nothing. */
function raw(
  url: string,
  acceptEncoding?: string,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    }).on('error', reject)
  })
}

function inflate(encoding: string | undefined, body: Buffer): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body)
  if (encoding === 'gzip') return gunzipSync(body)
  expect(encoding).toBeUndefined()
  return body
}

beforeAll(async () => {
  w = await createWorld()
  mkdirSync(join(uiDir, 'assets'))
  writeFileSync(join(uiDir, 'index.html'), html)
  writeFileSync(join(uiDir, 'diner.html'), html.replace('<div id="root">', '<div id="root" data-page="diner">'))
  writeFileSync(join(uiDir, 'assets/index-1a2b.js'), js)
  writeFileSync(join(uiDir, 'assets/index-3c4d.css'), css)
  writeFileSync(join(uiDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  writeFileSync(
    join(uiDir, 'assets/photo-5e6f.png'),
    Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)),
  )
}, 60_000)
afterAll(() => {
  for (const stop of servers) stop()
  w.ctx.close()
  rmSync(uiDir, { recursive: true, force: true })
})

test('the build step writes smaller .br and .gz copies of text files only, and a rerun replaces them', () => {
  const first = precompressDir(uiDir)
  const again = precompressDir(uiDir)
  expect(again).toEqual(first)
  expect(first.map((r) => r.file.slice(uiDir.length)).sort()).toEqual([
    '/assets/index-1a2b.js',
    '/assets/index-3c4d.css',
    '/diner.html',
    '/index.html',
  ])
  for (const r of first) expect([r.br < r.bytes / 3, r.gz < r.bytes / 3]).toEqual([true, true])
  const files = [...new Bun.Glob('**/*').scanSync({ cwd: uiDir })].sort()
  expect(files).toEqual([
    'assets/index-1a2b.js',
    'assets/index-1a2b.js.br',
    'assets/index-1a2b.js.gz',
    'assets/index-3c4d.css',
    'assets/index-3c4d.css.br',
    'assets/index-3c4d.css.gz',
    'assets/photo-5e6f.png',
    'diner.html',
    'diner.html.br',
    'diner.html.gz',
    'favicon.svg',
    'index.html',
    'index.html.br',
    'index.html.gz',
  ])
})

test('keepFresh (the binary build over a shared dist/ui) compresses only a file newer than its copies', async () => {
  precompressDir(uiDir)
  expect(precompressDir(uiDir, { keepFresh: true })).toEqual([])
  await Bun.sleep(10)
  const changed = `${js}\nexport const extra = 1;`
  writeFileSync(join(uiDir, 'assets/index-1a2b.js'), changed)
  try {
    expect(precompressDir(uiDir, { keepFresh: true }).map((r) => r.file)).toEqual([join(uiDir, 'assets/index-1a2b.js')])
    expect(brotliDecompressSync(file('assets/index-1a2b.js.br')).toString()).toBe(changed)
    expect(gunzipSync(file('assets/index-1a2b.js.gz')).toString()).toBe(changed)
  } finally {
    writeFileSync(join(uiDir, 'assets/index-1a2b.js'), js)
    precompressDir(uiDir)
  }
})

test('Accept-Encoding: br wins over gzip; q=0 refuses a coding; * allows the ones not named', () => {
  const accepted = (h: string | null) => [...acceptedEncodings(h)].sort()
  expect(accepted('gzip, deflate, br, zstd')).toEqual(['br', 'deflate', 'gzip', 'zstd'])
  expect(accepted('br;q=0, gzip;q=0.5')).toEqual(['gzip'])
  expect(accepted('BR ; Q=1.0')).toEqual(['br'])
  expect(accepted('*;q=0.1, gzip;q=0')).toEqual(['br'])
  expect(accepted('identity')).toEqual(['identity'])
  expect(accepted(null)).toEqual([])
})

describe.each([
  ['development (dist/ui folder)', () => createUiHandler(undefined, uiDir)],
  ['compiled binary (embedded map)', () => createUiHandler(embeddedMap())],
])('%s over a real port', (_name, makeUi) => {
  let base = ''
  beforeAll(() => {
    precompressDir(uiDir)
    const app = createApp(w.ctx.services, makeUi()).listen({ port: 0, hostname: '127.0.0.1' })
    servers.push(() => app.stop(true))
    base = `http://127.0.0.1:${app.server!.port}`
  })

  const cases: [string | undefined, string | undefined][] = [
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['deflate', undefined],
    ['identity', undefined],
    [undefined, undefined],
  ]

  test.each(cases)(
    'Accept-Encoding %p → %p: the body inflates to the file, with its type and cache headers',
    async (accept, encoding) => {
      for (const [path, name, type, cache] of [
        ['/assets/index-1a2b.js', 'assets/index-1a2b.js', 'text/javascript', 'public, max-age=31536000, immutable'],
        ['/assets/index-3c4d.css', 'assets/index-3c4d.css', 'text/css', 'public, max-age=31536000, immutable'],
        ['/', 'index.html', 'text/html', 'no-cache'],
        ['/pos/tables', 'index.html', 'text/html', 'no-cache'],
      ] as const) {
        const res = await raw(base + path, accept)
        expect([path, res.status, res.headers['content-encoding'], res.headers.vary]).toEqual([
          path,
          200,
          encoding,
          'accept-encoding',
        ])
        expect(inflate(res.headers['content-encoding'], res.body).equals(file(name))).toBe(true)
        if (encoding) expect(res.body.length).toBeLessThan(file(name).length / 3)
        expect(Number(res.headers['content-length'])).toBe(res.body.length)
        expect(res.headers['content-type']).toStartWith(type)
        expect(res.headers['cache-control']).toBe(cache)
        expect([
          res.headers['x-content-type-options'],
          res.headers['x-frame-options'],
          res.headers['referrer-policy'],
        ]).toEqual(['nosniff', 'DENY', 'same-origin'])
      }
    },
  )

  test("a diner's pages get diner.html (its own build), every other page index.html", async () => {
    for (const [path, name] of [
      ['/qr-order', 'diner.html'],
      ['/mobile/customer', 'diner.html'],
      ['/mobile/staff', 'index.html'],
      ['/qr-order/x', 'index.html'],
      ['/qr-ordering', 'index.html'],
    ] as const) {
      const res = await raw(`${base}${path}?store=1&table=2&t=abc`, 'gzip')
      expect([path, res.status, res.headers['content-type']?.split(';')[0], res.headers['cache-control']]).toEqual([
        path,
        200,
        'text/html',
        'no-cache',
      ])
      expect([path, inflate(res.headers['content-encoding'], res.body).equals(file(name))]).toEqual([path, true])
    }
  })

  test('a file without a smaller copy (a tiny SVG, an image) is sent as is, whatever is accepted', async () => {
    for (const [path, type] of [
      ['/favicon.svg', 'image/svg+xml'],
      ['/assets/photo-5e6f.png', 'image/png'],
    ] as const) {
      const res = await raw(base + path, 'br, gzip')
      expect([res.status, res.headers['content-encoding'], res.headers['content-type']?.split(';')[0]]).toEqual([
        200,
        undefined,
        type,
      ])
      expect(res.body.equals(file(path.slice(1)))).toBe(true)
    }
  })

  test(`a file the build does not have (an old build's chunk after an upgrade) is a 404, never \
index.html`, async () => {
    for (const path of [
      '/assets/index-0ld1.js',
      '/assets/PosPage-0ld2.css',
      '/assets/',
      '/assets/nested/x',
      '/favicon.ico',
      '/old-sw.js',
      '/pos/receipt.pdf',
    ]) {
      const res = await raw(base + path, 'br, gzip')
      expect([
        path,
        res.status,
        res.headers['content-type'],
        res.headers['cache-control'],
        res.headers['content-encoding'],
      ]).toEqual([path, 404, 'text/plain; charset=utf-8', 'no-cache', undefined])
      expect(res.body.toString()).toBe('找不到此資源')
      expect(res.headers['x-content-type-options']).toBe('nosniff')
    }
    // A page, whatever its depth, is still the app's (the client router shows its own 404 page).
    for (const path of ['/pos', '/no-such-screen', '/assets-list/x']) {
      const res = await raw(base + path)
      expect([path, res.status, res.headers['content-type']?.split(';')[0]]).toEqual([path, 200, 'text/html'])
    }
  })

  test('a broken %-escape is still a 400 with the zh-TW text, compressed or not', async () => {
    for (const accept of ['br', undefined]) {
      const res = await raw(`${base}/assets/%zz.js`, accept)
      expect([res.status, res.headers['content-encoding'], res.body.toString()]).toEqual([
        400,
        undefined,
        '網址格式不正確，請檢查網址後再試',
      ])
      expect(res.headers['x-content-type-options']).toBe('nosniff')
    }
  })
})

test('without a diner.html (a UI built before it existed) the diner pages get index.html', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'pos-ui-nodiner-'))
  try {
    writeFileSync(join(dir, 'index.html'), html)
    const ui = createUiHandler(undefined, dir)
    for (const path of ['/qr-order', '/mobile/customer']) expect(await ui(path).text()).toBe(html)
    const embedded = createUiHandler({ '/index.html': join(dir, 'index.html') })
    expect(await embedded('/qr-order').text()).toBe(html)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
