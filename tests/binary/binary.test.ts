// The compiled single-file server: built once, copied away from the repo, started from an
// unrelated working directory, so it can only serve what is embedded in it.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import type { Subprocess } from 'bun'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import iconv from 'iconv-lite'
import { client, readSetupCode, register } from '../../scripts/bench/lib/setup'
import { DINER_JS_BUDGET_GZIP, htmlScripts, measureDiner } from '../../scripts/bench/ui-size'
import { startFakeNetworkPrinter } from '../../src/devices/testing/fake-network-printer'
import { VERSION } from '../../src/server/version'

const root = resolve(import.meta.dir, '../..')
const work = mkdtempSync(join(tmpdir(), 'pos-binary-'))
const bin = join(work, 'bin/pos-server')
const cwd = join(work, 'cwd')
const dataDir = join(work, 'data')
let port = 0
let mqttPort = 0
let server: Subprocess<'ignore', 'pipe', 'pipe'> | null = null
let log = ''

function freePort(): number {
  const probe = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: () => new Response() })
  const port = probe.port as number
  probe.stop(true)
  return port
}

async function collect(stream: ReadableStream<Uint8Array>) {
  const decoder = new TextDecoder()
  const reader = stream.getReader()
  for (let r = await reader.read(); !r.done; r = await reader.read()) log += decoder.decode(r.value, { stream: true })
}

function start() {
  log = ''
  server = Bun.spawn([bin, '--port', String(port), '--mqtt-port', String(mqttPort), '--data', dataDir], {
    cwd,
    stdin: 'ignore',
    stdout: 'pipe',
    stderr: 'pipe',
  })
  void collect(server.stdout)
  void collect(server.stderr)
}

async function stop() {
  if (!server) return
  const proc = server
  server = null
  proc.kill('SIGTERM')
  const exited = await Promise.race([proc.exited.then(() => true), Bun.sleep(5000).then(() => false)])
  if (!exited) {
    proc.kill('SIGKILL')
    await proc.exited
  }
}

/** Polls /api/health until it answers 200; returns the milliseconds it took. */
async function waitHealthy(timeoutMs = 15_000): Promise<number> {
  const t0 = performance.now()
  while (performance.now() - t0 < timeoutMs) {
    if (server?.exitCode !== null) throw new Error(`pos-server exited (${server?.exitCode}):\n${log}`)
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`)
      if (res.status === 200) {
        expect(await res.json()).toMatchObject({ status: 'ok' })
        return performance.now() - t0
      }
    } catch {
      // not listening yet
    }
    await Bun.sleep(25)
  }
  throw new Error(`no healthy answer within ${timeoutMs} ms:\n${log}`)
}

beforeAll(async () => {
  const skipUi = existsSync(join(root, 'dist/ui/index.html')) ? ['--skip-ui'] : []
  const build = Bun.spawn([process.execPath, 'scripts/build.ts', '--host-only', ...skipUi], {
    cwd: root,
    stdout: 'pipe',
    stderr: 'pipe',
  })
  const [out, err, code] = await Promise.all([
    new Response(build.stdout).text(),
    new Response(build.stderr).text(),
    build.exited,
  ])
  if (code !== 0) throw new Error(`build failed (${code}):\n${out}\n${err}`)
  mkdirSync(join(work, 'bin'))
  mkdirSync(cwd)
  copyFileSync(join(root, 'dist/pos-server'), bin)
  port = freePort()
  do
    mqttPort = freePort() // not 1883: a broker already there (another server, a mosquitto) stops the start
  while (mqttPort === port)
}, 300_000)

afterAll(async () => {
  await stop()
  rmSync(work, { recursive: true, force: true })
})

describe('compiled binary', () => {
  // scripts/build.ts stamps it (--define): inside the binary there is no checkout to ask.
  test('--version names the release and the commit it was built from', () => {
    const run = Bun.spawnSync([bin, '--version'], { cwd, stdout: 'pipe', stderr: 'pipe' })
    expect({ code: run.exitCode, out: run.stdout.toString(), err: run.stderr.toString() }).toEqual({
      code: 0,
      out: `${VERSION}\n`,
      err: '',
    })
    expect(VERSION).toMatch(/^\d+\.\d+\.\d+\+g[0-9a-f]{7,}$/) // this checkout has git
  })

  test('starts from an unrelated directory and answers health', async () => {
    start()
    const ms = await waitHealthy()
    console.log(`binary: first health 200 after ${ms.toFixed(0)} ms`)
    expect(readdirSync(dataDir).length).toBeGreaterThan(0)
    // Private data (docs/SECURITY.md, Files on disk), though the test runner's umask is 022.
    const mode = (f: string) => (statSync(join(dataDir, f)).mode & 0o777).toString(8)
    expect(['.', 'pos.db', 'pos.db-wal', 'pos.db-shm'].map(mode)).toEqual(['700', '600', '600', '600'])
  }, 30_000)

  test(`a broken %-escape is a 400 with a zh-TW text (the embedded files' lookup), and every answer says \
nosniff`, async () => {
    for (const path of ['/%', '/%E0%A4%A']) {
      const res = await fetch(`http://127.0.0.1:${port}${path}`)
      expect([path, res.status, await res.text()]).toEqual([path, 400, '網址格式不正確，請檢查網址後再試'])
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    }
    for (const path of ['/', '/api/health', '/api/nope']) {
      expect((await fetch(`http://127.0.0.1:${port}${path}`)).headers.get('x-content-type-options')).toBe('nosniff')
    }
  })

  test('serves the embedded UI and its hashed assets with a cache header', async () => {
    const page = await fetch(`http://127.0.0.1:${port}/`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toContain('text/html')
    const html = await page.text()
    expect(html).toContain('<div id="root">')

    const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1]
    expect(script).toBeDefined()
    const asset = await fetch(`http://127.0.0.1:${port}${script}`)
    expect(asset.status).toBe(200)
    expect(asset.headers.get('content-type')).toContain('javascript')
    expect(asset.headers.get('cache-control') ?? '').toMatch(/max-age=\d+|immutable/)
    expect((await asset.text()).length).toBeGreaterThan(0)
  })

  test('sends the embedded .br/.gz copies by Accept-Encoding; each inflates to the plain file', async () => {
    const html = await (await fetch(`http://127.0.0.1:${port}/`)).text()
    const script = html.match(/src="(\/assets\/[^"]+\.js)"/)![1]
    const get = (encoding: string) =>
      fetch(`http://127.0.0.1:${port}${script}`, { headers: { 'accept-encoding': encoding }, decompress: false })
    const plain = Buffer.from(await (await get('identity')).arrayBuffer())
    for (const [encoding, inflate] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await get(encoding)
      expect([
        res.status,
        res.headers.get('content-encoding'),
        res.headers.get('vary'),
        res.headers.get('content-type'),
      ]).toEqual([200, encoding, 'accept-encoding', 'text/javascript;charset=utf-8'])
      const body = Buffer.from(await res.arrayBuffer())
      expect(body.length).toBeLessThan(plain.length / 2)
      expect(inflate(body).equals(plain)).toBe(true)
    }
  })

  test('answers client routes with the UI shell', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/some/client/route`)
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('<div id="root">')
  })

  // A diner's phone loads the diner's own Preact build (vite.diner.config.ts), no staff code.
  test("the diner's pages name only the diner's scripts, and those stay within 60 KB gzip", async () => {
    const staff = htmlScripts(await (await fetch(`http://127.0.0.1:${port}/`)).text())
    expect(staff.length).toBeGreaterThan(0)
    for (const path of ['/qr-order', '/mobile/customer']) {
      const html = await (await fetch(`http://127.0.0.1:${port}${path}?store=1&table=1&t=x`)).text()
      const scripts = htmlScripts(html)
      expect(scripts.length).toBeGreaterThan(0)
      expect(scripts.filter((s) => !s.startsWith('/assets/diner/') || staff.includes(s))).toEqual([])
      let gzip = 0
      for (const script of scripts) {
        const res = await fetch(`http://127.0.0.1:${port}${script}`, {
          headers: { 'accept-encoding': 'gzip' },
          decompress: false,
        })
        expect([script, res.status, res.headers.get('content-encoding')]).toEqual([script, 200, 'gzip'])
        gzip += (await res.arrayBuffer()).byteLength
      }
      expect(gzip).toBeLessThanOrEqual(DINER_JS_BUDGET_GZIP)
    }
    // Every script of the diner build (lazy chunks too), as the bench counts it: the files just embedded.
    expect(measureDiner(join(root, 'dist/ui')).jsGzip).toBeLessThanOrEqual(DINER_JS_BUDGET_GZIP)
  })

  // --minify renames identifiers; Elysia inspects handler source, so check validation, guards
  // and the error mapper still work in the compiled build.
  test('keeps API validation and error codes after minification', async () => {
    const anonymous = await fetch(`http://127.0.0.1:${port}/api/auth/user`)
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toMatchObject({ code: expect.any(String) })

    const invalid = await fetch(`http://127.0.0.1:${port}/api/auth/local/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect(invalid.status).toBeGreaterThanOrEqual(400)
    expect(invalid.status).toBeLessThan(500)
    expect(await invalid.json()).toMatchObject({ code: expect.any(String) })
  })

  // The printer's text codec is loaded on first use (src/devices/printer/big5.ts): the binary
  // must still hold it. Decoded here by this process's own iconv-lite, not the server's.
  test('prints a kitchen ticket in Big5', async () => {
    const printer = await startFakeNetworkPrinter()
    try {
      const base = `http://127.0.0.1:${port}`
      const manager = client(base, await register(base, 'binary-manager', 'binary-password-1', readSetupCode(dataDir)))
      const { id: storeId } = await manager('POST', '/api/stores', { name: '二進位測試店', code: 'BIN-1' })
      const s = `/api/stores/${storeId}`
      const { id: categoryId } = await manager('POST', `${s}/menu-categories`, { name: '麵食' })
      const { id: menuItemId } = await manager('POST', `${s}/menu`, {
        name: '紅燒牛肉麵',
        basePrice: '180.00',
        categoryId,
      })
      await manager('POST', `${s}/printers`, {
        name: '廚房',
        role: 'kitchen',
        connection: 'network',
        address: printer.address,
      })
      await manager('POST', `${s}/orders`, { orderType: 'takeout', items: [{ menuItemId, quantity: 1 }] })
      const [ticket] = await printer.waitForJobs(1)
      const text = iconv.decode(ticket, 'cp950')
      expect(text).toContain('紅燒牛肉麵')
    } finally {
      await printer.stop()
    }
  }, 30_000)

  test('restarts on the same data directory', async () => {
    await stop()
    start()
    await waitHealthy()
  }, 30_000)
})
