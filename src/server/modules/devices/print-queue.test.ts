import { afterEach, describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { printers, printJobs } from '../../db/schema'
import { KEEP_FINISHED_MS, PERMANENT_FAILURE } from '../../../devices'
import { startFakeNetworkPrinter } from '../../../devices/testing/fake-network-printer'
import { devicesOver, openTestDb } from './test-db'

const OFF = { mode: 'off', host: '127.0.0.1', port: 0, url: null, username: null, password: null } as const
const FAST = { baseMs: 40, maxMs: 200 }

let cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const c of cleanups.reverse()) await c()
  cleanups = []
})

/** `durable`: what the queue waits for before each send (the store's log sync). */
async function setup(durable?: () => Promise<void>) {
  const t = openTestDb()
  const printer = await startFakeNetworkPrinter()
  const row = t.addPrinter({ address: printer.address })
  const devices = devicesOver(t.db, OFF, { retry: FAST, durable })
  cleanups.push(
    () => t.close(),
    () => printer.stop(),
    () => devices.stop(),
  )
  const job = (key: string, text = key) => ({
    storeId: t.storeId,
    printerId: row.id,
    kind: 'receipt' as const,
    dedupeKey: key,
    payload: Buffer.from(text),
  })
  const statusOf = (id: number) => t.db.db.select().from(printJobs).where(eq(printJobs.id, id)).get()!
  return { t, printer, row, devices, job, statusOf }
}

async function until(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time')
    await Bun.sleep(10)
  }
}

describe('durable print queue', () => {
  test('a job is stored before sending and marked done once the printer has it', async () => {
    const { devices, job, printer, statusOf } = await setup()
    const row = devices.queue.enqueue(job('a', 'hello'))!
    expect(statusOf(row.id).status).toBe('pending')
    devices.queue.start()
    expect((await printer.waitForJobs(1))[0].toString()).toBe('hello')
    await until(() => statusOf(row.id).status === 'done')
    expect(devices.queue.enqueue(job('a'))).toBeNull() // same dedupe key: never printed twice
    await devices.queue.idle()
    expect(printer.jobs).toHaveLength(1)
  })

  test(`nothing is sent before what the store committed is on the disk (an order batch's log is synced off the \
loop)`, async () => {
    let durable = Promise.withResolvers<void>()
    const { devices, job, printer } = await setup(() => durable.promise)
    devices.queue.start()
    devices.queue.enqueue(job('k1', 'ticket 1'))
    await Bun.sleep(100)
    expect(printer.jobs).toHaveLength(0)
    durable.resolve()
    expect((await printer.waitForJobs(1))[0].toString()).toBe('ticket 1')
    durable = Promise.withResolvers<void>() // the next job waits for its own sync again
    devices.queue.enqueue(job('k2', 'ticket 2'))
    await Bun.sleep(100)
    expect(printer.jobs).toHaveLength(1)
    durable.resolve()
    await printer.waitForJobs(2)
  })

  test('stopped while a job is being sent, the queue records its outcome before it stops', async () => {
    const durable = Promise.withResolvers<void>()
    const { devices, job, printer, statusOf } = await setup(() => durable.promise)
    devices.queue.start()
    const id = devices.queue.enqueue(job('k1', 'ticket'))!.id
    await until(() => statusOf(id).status === 'sending')
    const stopping = devices.queue.stop() // no pump comes after this one
    durable.resolve()
    await stopping
    expect(statusOf(id).status).toBe('done')
    expect((await printer.waitForJobs(1))[0].toString()).toBe('ticket')
  })

  test('printer off: jobs wait with backoff; printer back: each arrives exactly once, in order', async () => {
    const { devices, job, printer, statusOf } = await setup()
    await printer.stop()
    devices.queue.start()
    const ids = ['1', '2', '3', '4'].map((k) => devices.queue.enqueue(job(`k${k}`, `job ${k}`))!.id)
    await until(() => statusOf(ids[0]).attempts >= 2 && statusOf(ids[0]).status === 'pending')
    expect(ids.slice(1).map((id) => statusOf(id).attempts)).toEqual([0, 0, 0]) // later jobs wait their turn
    expect(statusOf(ids[0]).lastError).toContain('連不上印表機')
    expect(devices.queue.printerState(statusOf(ids[0]).printerId)?.state).toBe('error')
    await printer.start()
    await printer.waitForJobs(4)
    await until(() => ids.every((id) => statusOf(id).status === 'done'))
    await Bun.sleep(300)
    expect(printer.jobs.map((b) => b.toString())).toEqual(['job 1', 'job 2', 'job 3', 'job 4'])
  })

  test('out of paper (DLE EOT 4) holds the job until paper is back', async () => {
    const { devices, job, printer, statusOf } = await setup()
    printer.state.paperOut = true
    devices.queue.start()
    const id = devices.queue.enqueue(job('p', 'after paper'))!.id
    await until(() => statusOf(id).attempts >= 1 && statusOf(id).status === 'pending')
    expect(statusOf(id).lastError).toBe('印表機缺紙')
    expect(printer.jobs).toHaveLength(0)
    printer.state.paperOut = false
    expect((await printer.waitForJobs(1))[0].toString()).toBe('after paper')
  })

  test('a new queue on the same database resumes unfinished jobs, including one caught mid-send', async () => {
    const { t, devices, job, printer, statusOf } = await setup()
    const first = devices.queue.enqueue(job('r1', 'one'))!
    const second = devices.queue.enqueue(job('r2', 'two'))!
    t.db.db.update(printJobs).set({ status: 'sending' }).where(eq(printJobs.id, first.id)).run()
    // The first process never started its worker (it "crashed"); a restarted server takes over.
    const restarted = devicesOver(t.db, OFF, { retry: FAST }).queue
    cleanups.push(() => restarted.stop())
    restarted.start()
    await printer.waitForJobs(2)
    await until(() => statusOf(second.id).status === 'done')
    expect(printer.jobs.map(String)).toEqual(['one', 'two'])
  })

  test('a drawer pulse older than its expiry is cancelled, not sent; a fresh one is sent', async () => {
    const { t, devices, printer, row, statusOf } = await setup()
    const pulse = (key: string) =>
      devices.queue.enqueue({
        storeId: t.storeId,
        printerId: row.id,
        kind: 'drawer',
        dedupeKey: key,
        payload: Buffer.from(key),
      })!.id
    const stale = pulse('old pulse')
    t.db.db
      .update(printJobs)
      .set({ createdAt: Date.now() - 61_000 })
      .where(eq(printJobs.id, stale))
      .run()
    const fresh = pulse('new pulse')
    devices.queue.start()
    await until(() => statusOf(fresh).status === 'done')
    expect(statusOf(stale)).toMatchObject({ status: 'failed', attempts: 0, lastError: '逾時未送出，已取消開錢櫃' })
    // 'done' is set when the bytes are handed to the socket; the fake printer may read them a moment later.
    await printer.waitForJobs(1)
    expect(printer.jobs.map(String)).toEqual(['new pulse'])
  })

  test('only a cause retrying cannot fix fails a job, with its reason; a manual retry sends again', async () => {
    const { t, devices, job, printer, row, statusOf } = await setup()
    t.db.db.update(printers).set({ isActive: false }).where(eq(printers.id, row.id)).run()
    devices.queue.start()
    const id = devices.queue.enqueue(job('x', 'retry me'))!.id
    await until(() => statusOf(id).status === 'failed')
    expect(statusOf(id)).toMatchObject({ attempts: 1, lastError: PERMANENT_FAILURE.printerInactive })
    t.db.db.update(printers).set({ isActive: true }).where(eq(printers.id, row.id)).run()
    devices.queue.retry(id)
    expect((await printer.waitForJobs(1))[0].toString()).toBe('retry me')
  })

  test('a malformed address fails the job at once instead of retrying it forever', async () => {
    const t = openTestDb()
    const row = t.addPrinter({ address: 'no port here' })
    const devices = devicesOver(t.db, OFF, { retry: FAST })
    cleanups.push(
      () => t.close(),
      () => devices.stop(),
    )
    devices.queue.start()
    const id = devices.queue.enqueue({
      storeId: t.storeId,
      printerId: row.id,
      kind: 'test',
      dedupeKey: 'bad',
      payload: Buffer.from('x'),
    })!.id
    const status = () => t.db.db.select().from(printJobs).where(eq(printJobs.id, id)).get()!
    await until(() => status().status === 'failed')
    expect(status()).toMatchObject({ attempts: 1, lastError: '列印失敗：位址格式不正確' })
  })

  test('finished jobs older than the keeping period are pruned; pending and recent ones stay', async () => {
    const { t, devices, job, statusOf } = await setup()
    const q = devices.queue
    const ids = ['old-done', 'old-failed', 'old-pending', 'new-done'].map((k) => q.enqueue(job(k))!.id)
    const now = Date.now()
    const old = now - KEEP_FINISHED_MS - 60_000
    const set = (id: number, status: 'done' | 'failed' | 'pending', updatedAt: number) =>
      t.db.db
        .update(printJobs)
        .set({ status, updatedAt, nextAttemptAt: now + 3_600_000 })
        .where(eq(printJobs.id, id))
        .run()
    set(ids[0], 'done', old)
    set(ids[1], 'failed', old)
    set(ids[2], 'pending', old)
    set(ids[3], 'done', now - 60_000)
    expect(q.prune(now)).toBe(2)
    const left = t.db.db
      .select({ id: printJobs.id })
      .from(printJobs)
      .all()
      .map((r) => r.id)
    expect(left.sort()).toEqual([ids[2], ids[3]].sort())
    expect(statusOf(ids[2]).status).toBe('pending')
  })
})
