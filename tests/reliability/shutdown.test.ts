// SIGTERM while orders are in flight: the server stops accepting, answers every request it had,
// with each order on the disk, logs the shutdown and exits 0. Requests are made in flight for
// certain: each sends its headers with `Expect: 100-continue` and waits for the server's
// "100 Continue" (the server has the request) before the signal; the bodies follow the signal.
import { afterAll, expect, test } from 'bun:test'
import net from 'node:net'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  freePort,
  inspectDatabase,
  killAll,
  orderBody,
  setupShop,
  startServer,
  waitUntil,
  type PosServer,
} from './server-process'

const IN_FLIGHT = 50
const dir = mkdtempSync(join(tmpdir(), 'pos-shutdown-'))

afterAll(async () => {
  await killAll()
  rmSync(dir, { recursive: true, force: true })
})

/** A POST over a raw socket whose body waits until `sendBody()`; resolves its answer when it has it all. */
async function heldRequest(port: number, path: string, headers: Record<string, string>, body: string) {
  const socket = net.connect(port, '127.0.0.1')
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject))
  let received = Buffer.alloc(0)
  let onData = () => {}
  socket.on('data', (chunk: Buffer) => {
    received = Buffer.concat([received, chunk])
    onData()
  })
  const lines = Object.entries({
    ...headers,
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(body)),
  })
  socket.write(
    `POST ${path} HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\nexpect: ` +
      `100-continue\r\nconnection: close\r\n${lines.map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n`,
  )
  const until = (done: () => boolean) =>
    new Promise<void>((resolve, reject) => {
      onData = () => done() && resolve()
      socket.once('close', () =>
        done() ? resolve() : reject(new Error(`connection closed after ${JSON.stringify(received.toString())}`)),
      )
      onData()
    })
  await until(() => received.toString().startsWith('HTTP/1.1 100 Continue\r\n\r\n'))
  return {
    socket,
    async answer(): Promise<{ status: number; body: any }> {
      socket.write(body)
      const parse = () => {
        const text = received.toString().replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, '')
        const head = text.indexOf('\r\n\r\n')
        if (head < 0) return null
        const length = Number(/\r\ncontent-length: (\d+)/i.exec(text.slice(0, head))?.[1] ?? NaN)
        const rest = Buffer.from(text.slice(head + 4))
        if (!(rest.length >= length)) return null
        return { status: Number(text.slice(9, 12)), body: JSON.parse(rest.subarray(0, length).toString()) }
      }
      await until(() => parse() !== null)
      socket.destroy()
      return parse()!
    },
  }
}

const logShows = (server: PosServer, pattern: RegExp) =>
  waitUntil(() => pattern.test(server.log()), `log showing ${pattern}`)

test(`SIGTERM with ${IN_FLIGHT} orders in flight and a live screen open: all answered 2xx and on the disk, no new \
connections, exit 0, logged`, async () => {
  const dataDir = join(dir, 'graceful')
  const port = await freePort()
  const server = await startServer({ dataDir, port, env: { TZ: 'Asia/Taipei' } })
  const shop = await setupShop(server)
  // A staff screen's live stream is open as long as the screen is: it must not hold the shutdown up.
  const live = (
    await fetch(`${server.url}${shop.base}/events`, { headers: { cookie: shop.c.cookie() } })
  ).body!.getReader()
  expect(new TextDecoder().decode((await live.read()).value)).toContain(': connected')
  const held = await Promise.all(
    Array.from({ length: IN_FLIGHT }, (_, n) =>
      heldRequest(
        port,
        `${shop.base}/orders`,
        { cookie: shop.c.cookie(), 'idempotency-key': `term-${n}` },
        JSON.stringify(orderBody(shop, n)),
      ),
    ),
  )

  server.proc.kill('SIGTERM')
  await logShows(server, /INFO shutdown \(SIGTERM\)/)
  // Not accepting any more: a new terminal's request is refused, not queued behind the shutdown.
  expect(
    await fetch(`${server.url}/api/health`).then(
      (r) => r.status,
      (e: Error) => e.message,
    ),
  ).toMatch(/ECONNREFUSED|Unable to connect/)

  const answers = await Promise.all(held.map((h) => h.answer()))
  expect(answers.map((a) => a.status)).toEqual(Array(IN_FLIGHT).fill(201))
  expect(await server.proc.exited).toBe(0)
  for (let r = await live.read(); !r.done; r = await live.read()); // the stream ended, it was not cut

  const db = inspectDatabase(dataDir)
  expect(db.integrity).toEqual(['ok'])
  const stored = new Set(db.orders.map((o) => o.id))
  expect(answers.filter((a) => !stored.has(a.body.id))).toEqual([])
  expect(db.keys.filter((k) => k.key.startsWith('term-'))).toHaveLength(IN_FLIGHT)

  const iso = String.raw`\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00`
  expect(server.log()).toMatch(
    new RegExp(`^${iso} INFO POS server \\S+ started on port ${port}, data folder ${dataDir};`, 'm'),
  )
  expect(server.log()).toMatch(
    new RegExp(`^${iso} INFO shutdown \\(SIGTERM\\): no new connections, ${IN_FLIGHT + 1} requests in flight$`, 'm'),
  ) // and the live stream
  expect(server.log()).toMatch(new RegExp(`^${iso} INFO shutdown complete in \\d+\\.\\d s$`, 'm'))
  expect(server.log()).not.toMatch(/WARN|ERROR/)
}, 60_000)

test(`a request that never finishes holds the shutdown 5 s at most: it is closed, logged, and the exit is still \
0`, async () => {
  const port = await freePort()
  const server = await startServer({ dataDir: join(dir, 'stuck'), port })
  const shop = await setupShop(server)
  const stuck = await heldRequest(
    port,
    `${shop.base}/orders`,
    { cookie: shop.c.cookie(), 'idempotency-key': 'never' },
    JSON.stringify(orderBody(shop, 0)),
  )
  const closed = new Promise((resolve) => stuck.socket.once('close', resolve))

  const t0 = performance.now()
  server.proc.kill('SIGTERM')
  expect(await server.proc.exited).toBe(0)
  const ms = performance.now() - t0
  expect(ms).toBeGreaterThanOrEqual(5000)
  expect(ms).toBeLessThan(10_000) // the grace, then closing takes a moment (more on a busy machine)
  await closed
  expect(server.log()).toMatch(/ WARN shutdown: closing 1 requests still running after 5\.0 s$/m)
  expect(server.log()).toMatch(/ INFO shutdown complete in [5-9]\.\d s$/m)
}, 60_000)
