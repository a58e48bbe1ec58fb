import { afterEach, expect, test } from 'bun:test'
import { createTestContext, type TestContext } from '../../src/server/testing/harness'

/**
 * An open event stream is only as good as what opened it. Over a real port, with streams held
 * open as a browser holds them: a diner's stream ends with the party its QR link was for (the
 * next party at the table is not theirs to watch), and a staff stream ends with its sign-in.
 */

// Password hashing (argon2id) is slow on a busy 2-core machine.
const SLOW = 60_000
let ctx: TestContext
let stop = () => {}
afterEach(() => {
  stop()
  ctx?.close()
})

function listen() {
  const server = ctx.app.listen({ port: 0, hostname: '127.0.0.1' })
  stop = () => server.stop(true)
  return `http://127.0.0.1:${server.server!.port}`
}

type Stream = {
  status: number
  events: () => string[]
  ended: () => boolean
  until: (done: () => boolean, ms?: number) => Promise<boolean>
  close: () => void
}

/** Holds a text/event-stream open and records the names of the events it brings, and whether it ended. */
async function openStream(url: string, cookie?: string): Promise<Stream> {
  const abort = new AbortController()
  const res = await fetch(url, { headers: cookie ? { cookie } : {}, signal: abort.signal })
  let text = ''
  let ended = false
  let wake = () => {}
  const reader = res.body!.getReader()
  const decoder = new TextDecoder()
  void (async () => {
    for (;;) {
      const r = await reader.read().catch(() => ({ done: true as const, value: undefined }))
      if (r.done) ended = true
      else text += decoder.decode(r.value)
      wake()
      if (r.done) return
    }
  })()
  return {
    status: res.status,
    events: () => [...text.matchAll(/^event: (.+)$/gm)].map((m) => m[1]),
    ended: () => ended,
    /** Waits for `done` to hold, woken by each chunk; false if it still does not after `ms`. */
    async until(done, ms = 3000) {
      const deadline = Date.now() + ms
      while (!done()) {
        const left = deadline - Date.now()
        if (left <= 0) return false
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left)
          wake = () => {
            clearTimeout(timer)
            resolve()
          }
        })
      }
      return true
    },
    close: () => abort.abort(),
  }
}

async function ok(method: string, path: string, cookie: string, body: unknown = {}) {
  const res = await ctx.request(method, path, { cookie, body: method === 'GET' ? undefined : body })
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body
}

test(
  "a diner's stream ends when the table is cleared, and never carries the next party's events",
  async () => {
    ctx = createTestContext()
    const base = listen()
    const { manager, store } = await ctx.managerWithStore()
    const M = manager.cookie
    const s = `/api/stores/${store.id}`
    const menuItemId = (await ok('POST', `${s}/menu`, M, { name: '滷肉飯', basePrice: '40.00' })).id
    const tableId = (await ok('POST', `${s}/tables`, M, { number: 'A-01', seats: 4 })).id
    const qrToken = async () => (await ok('GET', `${s}/tables/${tableId}/qr`, M)).token as string
    const dinerStream = (t: string) =>
      openStream(`${base}/api/public/stores/${store.id}/tables/${tableId}/events?t=${t}`)
    const qrOrder = (t: string, clientOrderId: string) =>
      ok('POST', `${s}/orders/qr`, '', { tableId, token: t, clientOrderId, items: [{ menuItemId, quantity: 1 }] })

    await ok('POST', `${s}/tables/${tableId}/open`, M, { guestCount: 2 })
    const first = await qrToken()
    const old = await dinerStream(first)
    expect(old.status).toBe(200)
    const firstOrder = await qrOrder(first, 'first-party')
    expect(await old.until(() => old.events().includes('order.created'))).toBe(true)

    await ok('POST', `${s}/payments`, M, { orderId: firstOrder.id, amount: firstOrder.total, paymentMethod: 'cash' })
    await ok('POST', `${s}/tables/${tableId}/clear`, M)
    // Ended at once, with a last table.cleared so the diner's page refetches and asks for a new scan.
    expect(await old.until(old.ended)).toBe(true)
    const seenByOld = old.events()
    expect(seenByOld.at(-1)).toBe('table.cleared')

    // The next party: the table opened again, a new link, a QR order and a staff order on it.
    await ok('POST', `${s}/tables/${tableId}/open`, M, { guestCount: 3 })
    const second = await qrToken()
    expect(second).not.toBe(first)
    const next = await dinerStream(second)
    await qrOrder(second, 'second-party')
    await ok('POST', `${s}/orders`, M, { tableId, items: [{ menuItemId, quantity: 2 }] })
    expect(await next.until(() => next.events().filter((e) => e === 'order.created').length === 2)).toBe(true)
    expect(old.events()).toEqual(seenByOld)
    expect(seenByOld).not.toContain('table.opened')
    // The old link opens no new stream either.
    expect((await dinerStream(first)).status).toBe(403)
    next.close()
  },
  SLOW,
)

test(
  "a diner's stream ends when the party is moved to another table (換桌) or merged into one (併桌)",
  async () => {
    ctx = createTestContext()
    const base = listen()
    const { manager, store } = await ctx.managerWithStore()
    const M = manager.cookie
    const s = `/api/stores/${store.id}`
    const [a, b, c] = await Promise.all(
      ['A-01', 'A-02', 'A-03'].map(
        async (number) => (await ok('POST', `${s}/tables`, M, { number, seats: 4 })).id as number,
      ),
    )
    const streamOf = async (tableId: number) => {
      await ok('POST', `${s}/tables/${tableId}/open`, M, { guestCount: 2 }).catch(() => {})
      const token = (await ok('GET', `${s}/tables/${tableId}/qr`, M)).token
      return openStream(`${base}/api/public/stores/${store.id}/tables/${tableId}/events?t=${token}`)
    }
    const [atA, atC] = [await streamOf(a), await streamOf(c)]
    await ok('POST', `${s}/tables/${a}/move`, M, { toTableId: b })
    expect(await atA.until(atA.ended)).toBe(true)
    await ok('POST', `${s}/tables/${b}/merge`, M, { fromTableId: c })
    expect(await atC.until(atC.ended)).toBe(true)
  },
  SLOW,
)

test(
  'a staff stream ends with its sign-in: signed out, signed out by a password ' +
    'change, account disabled, taken off the store',
  async () => {
    ctx = createTestContext()
    const base = listen()
    const { manager, store } = await ctx.managerWithStore()
    const M = manager.cookie
    const s = `/api/stores/${store.id}`
    const staff = await ctx.staff(M, 'waiter')
    const login = async (password = 'secret123') =>
      ctx.cookieOf(await ctx.request('POST', '/api/auth/local/login', { body: { username: 'waiter', password } }))
    const [out, changer, other] = [staff.cookie, await login(), await login()]
    const watching = await openStream(`${base}${s}/events`, M)
    /** Streams whose sign-in holds: each must see every store event. */
    const live = new Set([watching])
    const streamOf = async (cookie: string) => {
      const stream = await openStream(`${base}${s}/events`, cookie)
      live.add(stream)
      return stream
    }
    const menuItemId = (await ok('POST', `${s}/menu`, M, { name: '滷肉飯', basePrice: '40.00' })).id
    const tableId = (await ok('POST', `${s}/tables`, M, { number: 'A-01', seats: 4 })).id
    const ordersSeen = (stream: Stream) => stream.events().filter((e) => e === 'order.created').length
    /** A store event, once every stream still signed in has it. */
    const storeEvent = async () => {
      const before = new Map([...live].map((stream) => [stream, ordersSeen(stream)]))
      await ok('POST', `${s}/orders`, M, { tableId, items: [{ menuItemId, quantity: 1 }] })
      for (const [stream, n] of before) expect(await stream.until(() => ordersSeen(stream) === n + 1)).toBe(true)
    }
    /** `end` ends the sign-in behind `stream`: at the store's next event it closes without that event. */
    const endsWith = async (stream: Stream, end: () => Promise<unknown>) => {
      live.delete(stream)
      const before = stream.events()
      await end()
      await storeEvent()
      expect(await stream.until(stream.ended)).toBe(true)
      expect(stream.events()).toEqual(before)
    }

    const [outStream, changerStream, otherStream] = await Promise.all([out, changer, other].map(streamOf))
    await storeEvent()
    await endsWith(outStream, () => ctx.request('GET', '/api/logout', { cookie: out }))
    // A password change ends one's other sessions; the one that changed it stays, and so does its stream.
    await endsWith(otherStream, () =>
      ok('POST', '/api/users/me/password', changer, { currentPassword: 'secret123', newPassword: 'secret456' }),
    )
    expect(changerStream.ended()).toBe(false)
    await endsWith(changerStream, () => ok('PATCH', `/api/users/${staff.user.id}`, M, { isActive: false }))

    await ok('PATCH', `/api/users/${staff.user.id}`, M, { isActive: true })
    const backStream = await streamOf(await login('secret456'))
    await storeEvent()
    await endsWith(backStream, () => ok('PATCH', `/api/users/${staff.user.id}`, M, { storeIds: [] }))
    expect(watching.ended()).toBe(false)
    watching.close()
  },
  SLOW,
)
