// A kitchen printer away for a long time, on an injected clock: nothing is ever dropped, the
// managers are told once jobs wait too long, and everything prints once, in order, afterwards.
import { afterEach, describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { printJobs } from '../../db/schema'
import { testClock, type TestClock } from '../../testing/harness'
import { escposToText } from '../../../devices/testing/escpos-text'
import { devicesContext, type DevicesContext } from './test-context'

let t: DevicesContext
afterEach(async () => t?.close())

const MINUTE = 60_000
const orderNumberOn = (bytes: Buffer) => /訂單：(\S+)/.exec(escposToText(bytes))?.[1]

/** The restaurant's own retry policy (no tuning), with time moved by hand. */
async function kitchenWithPrinterAway(clock: TestClock) {
  t = await devicesContext('off', { clock, retry: {} })
  const kitchen = await t.printer({ name: '熱炒區', role: 'kitchen' })
  await kitchen.fake.stop() // the TCP listener is down: connections are refused
  const at = t.fx.table('A-01')
  const placed: string[] = []
  const place = (n: number) => {
    const order = t.fx.order(at, [{ name: `炒飯 ${n}`, quantity: 1, unitPrice: 12000 }])
    t.write('order.created', { storeId: t.storeId, orderId: order.id })
    placed.push(order.orderNumber)
  }
  const jobs = () =>
    t.ctx.db.db.select().from(printJobs).where(eq(printJobs.printerId, kitchen.id)).orderBy(printJobs.id).all()
  /** Moves the clock in 10-second steps, letting the queue try whatever falls due. */
  const pass = async (ms: number, each: (elapsed: number) => void | Promise<void> = () => {}) => {
    for (let elapsed = 10_000; elapsed <= ms; elapsed += 10_000) {
      clock.advance(10_000)
      await t.ctx.services.devices.settlePrinting()
      await each(elapsed)
    }
  }
  const status = async () => (await t.api('GET', '/devices/status')).body
  return { kitchen, place, placed, jobs, pass, status }
}

describe('a long printer outage', () => {
  test(`20 minutes away: no ticket is dropped, the alert comes after 3 minutes and clears; all print once, in \
order`, async () => {
    const clock = testClock()
    const { kitchen, place, placed, jobs, pass, status } = await kitchenWithPrinterAway(clock)
    const start = clock.now()
    place(0)
    await t.ctx.services.devices.settlePrinting()
    expect(jobs()[0]).toMatchObject({ status: 'pending', attempts: 1 })
    expect(jobs()[0].lastError).toContain('連不上印表機')

    let alertSeenAt = null as number | null
    await pass(20 * MINUTE, async (elapsed) => {
      if (elapsed % (2 * MINUTE) === 0) place(elapsed / (2 * MINUTE)) // an order every 2 minutes
      if (elapsed % MINUTE !== 0) return
      const s = await status()
      expect(s.printers[0].pendingJobs).toBe(placed.length)
      if (elapsed < 3 * MINUTE) expect(s.alerts).toEqual([])
      else {
        alertSeenAt ??= elapsed
        expect(s.alerts).toEqual([
          {
            printerId: kitchen.id,
            message: `廚房印表機 熱炒區 有 ${placed.length} 張單等待列印，最久 ${elapsed / MINUTE} 分鐘，請檢查電源、紙捲與網路`,
          },
        ])
        expect(s.printers[0].alert).toBe(s.alerts[0].message)
        expect(s.printers[0].oldestWaitingAt).toBe(new Date(start).toISOString())
      }
    })
    expect(alertSeenAt).toBe(3 * MINUTE)
    // Never given up: the oldest ticket kept trying at the capped pace, the later ones wait their turn.
    const during = jobs()
    expect(during.map((j) => j.status)).toEqual(Array(11).fill('pending'))
    expect(during[0].attempts).toBeGreaterThanOrEqual(20)
    expect(during[0].attempts).toBeLessThanOrEqual(30) // 2 s doubling to a 60 s cap over 20 minutes
    expect(during.slice(1).every((j) => j.attempts === 0)).toBe(true)
    expect(during[0].nextAttemptAt - clock.now()).toBeLessThanOrEqual(MINUTE)

    await kitchen.fake.start()
    await pass(MINUTE) // within one capped backoff everything goes out
    const printed = await kitchen.fake.waitForJobs(placed.length)
    await Bun.sleep(300) // a duplicate would arrive here
    expect(kitchen.fake.jobs.map(orderNumberOn)).toEqual(placed)
    expect(printed).toHaveLength(11)
    expect(jobs().map((j) => j.status)).toEqual(Array(11).fill('done'))
    const after = await status()
    expect(after.alerts).toEqual([])
    expect(after.printers[0]).toMatchObject({ pendingJobs: 0, failedJobs: 0, alert: null, oldestWaitingAt: null })
  }, 60_000)

  test(`全部重送 sends every waiting and failed job now, in order, once; drawer pulses stay cancelled; managers \
only`, async () => {
    const clock = testClock()
    const { kitchen, place, placed, jobs, pass } = await kitchenWithPrinterAway(clock)
    for (let n = 0; n < 4; n++) place(n)
    await pass(10 * MINUTE)
    // A job failed for a cause since fixed (printed while the printer was disabled), and an expired drawer pulse.
    t.ctx.db.db
      .update(printJobs)
      .set({ status: 'failed', lastError: '印表機已停用，請啟用後按「全部重送」' })
      .where(eq(printJobs.id, jobs()[1].id))
      .run()
    const pulse = t.ctx.db.db
      .insert(printJobs)
      .values({
        storeId: t.storeId,
        printerId: kitchen.id,
        kind: 'drawer',
        dedupeKey: 'drawer:old',
        payload: Buffer.from('PULSE'),
        status: 'failed',
        lastError: '逾時未送出，已取消開錢櫃',
        nextAttemptAt: clock.now(),
        createdAt: clock.now(),
        updatedAt: clock.now(),
      })
      .returning()
      .get()
    expect(jobs()[0].nextAttemptAt).toBeGreaterThan(clock.now()) // waiting out its backoff

    const staff = await t.ctx.staff(t.manager.cookie)
    expect((await t.api('POST', `/printers/${kitchen.id}/retry-all`, undefined, staff.cookie)).status).toBe(403)
    expect((await t.api('POST', '/printers/99999/retry-all')).status).toBe(404)

    await kitchen.fake.start()
    const res = await t.api('POST', `/printers/${kitchen.id}/retry-all`)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ printerId: kitchen.id, retried: 4 })
    await t.ctx.services.devices.settlePrinting() // the clock has not moved: retry-all made them due now
    await kitchen.fake.waitForJobs(4)
    await Bun.sleep(300)
    expect(kitchen.fake.jobs.map(orderNumberOn)).toEqual(placed)
    const rows = jobs()
    expect(rows.filter((j) => j.kind === 'kitchen').map((j) => j.status)).toEqual(Array(4).fill('done'))
    expect(rows.find((j) => j.id === pulse.id)?.status).toBe('failed')

    // Nothing left to retry: a second press changes nothing and prints nothing.
    expect((await t.api('POST', `/printers/${kitchen.id}/retry-all`)).body.retried).toBe(0)
    await t.ctx.services.devices.settlePrinting()
    expect(kitchen.fake.jobs).toHaveLength(4)
  }, 60_000)
})
