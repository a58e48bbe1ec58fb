// What the operations log says about a printer that goes away, runs out of paper and comes back:
// one line when its state changes, never one per retry; time driven by the injected clock.
import { afterEach, expect, test } from 'bun:test'
import { testClock, type TestClock } from '../../testing/harness'
import { devicesContext, type DevicesContext } from './test-context'

let t: DevicesContext
afterEach(async () => t?.close())

const SECOND = 1000

async function kitchenPrinter(clock: TestClock) {
  t = await devicesContext('off', { clock, retry: {} }) // the restaurant's own backoff: 2 s doubling to 60 s
  const kitchen = await t.printer({ name: '熱炒區', role: 'kitchen' })
  const at = t.fx.table('A-01')
  let n = 0
  const place = () => {
    const order = t.fx.order(at, [{ name: `炒飯 ${++n}`, quantity: 1, unitPrice: 12000 }])
    t.write('order.created', { storeId: t.storeId, orderId: order.id })
  }
  /** Moves the clock in 10-second steps, letting the queue try whatever falls due. */
  const pass = async (ms: number) => {
    for (let elapsed = 0; elapsed < ms; elapsed += 10 * SECOND) {
      clock.advance(10 * SECOND)
      await t.ctx.services.devices.settlePrinting()
    }
  }
  const printerLines = () => t.ctx.logLines().filter((l) => l.includes('printer 熱炒區'))
  return { kitchen, place, pass, printerLines }
}

test('a printer unreachable for 200 s: one WARN when it goes, one INFO with how long when it is back', async () => {
  const clock = testClock()
  const { kitchen, place, pass, printerLines } = await kitchenPrinter(clock)
  place()
  await t.ctx.services.devices.settlePrinting()
  await kitchen.fake.waitForJobs(1)
  expect(printerLines()).toEqual([]) // printing normally says nothing

  await kitchen.fake.stop()
  const wentAt = clock.now()
  place()
  await t.ctx.services.devices.settlePrinting()
  for (let i = 0; i < 4; i++) {
    place()
    await pass(50 * SECOND) // several failed attempts each time
  }
  const away = printerLines()
  expect(away).toEqual([
    expect.stringMatching(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d WARN printer 熱炒區 unreachable 127\.0\.0\.1:\d+$/,
    ),
  ])
  expect(away[0]).toEndWith(kitchen.fake.address)

  await kitchen.fake.start()
  await pass(60 * SECOND) // within one capped backoff it prints again
  await kitchen.fake.waitForJobs(6)
  const lines = printerLines()
  expect(lines).toHaveLength(2)
  const back = /^\S+ INFO printer 熱炒區 back after (\d+) s 127\.0\.0\.1:\d+$/.exec(lines[1])
  expect(back).not.toBeNull()
  expect(Number(back![1])).toBeGreaterThanOrEqual(200)
  expect(Number(back![1])).toBeLessThanOrEqual((clock.now() - wentAt) / SECOND)
}, 60_000)

test('out of paper: one WARN while refills are awaited, one INFO when it prints again', async () => {
  const clock = testClock()
  const { kitchen, place, pass, printerLines } = await kitchenPrinter(clock)
  kitchen.fake.state.paperOut = true
  place()
  await t.ctx.services.devices.settlePrinting()
  await pass(120 * SECOND)
  expect(printerLines()).toEqual([expect.stringMatching(/ WARN printer 熱炒區 out of paper 127\.0\.0\.1:\d+$/)])

  kitchen.fake.state.paperOut = false
  await pass(60 * SECOND)
  await kitchen.fake.waitForJobs(1)
  const lines = printerLines()
  expect(lines).toHaveLength(2)
  expect(lines[0]).toMatch(/ WARN printer 熱炒區 out of paper /)
  expect(Number(/ INFO printer 熱炒區 back after (\d+) s /.exec(lines[1])?.[1])).toBeGreaterThanOrEqual(120)
}, 60_000)

test(`a job that can never print (its printer switched off meanwhile): one ERROR naming the job, the printer and \
why`, async () => {
  const clock = testClock()
  const { kitchen, place, pass, printerLines } = await kitchenPrinter(clock)
  await kitchen.fake.stop()
  place()
  await t.ctx.services.devices.settlePrinting()
  expect((await t.api('PATCH', `/printers/${kitchen.id}`, { isActive: false })).status).toBe(200)
  await pass(60 * SECOND)
  const [job] = t.ctx.db.sqlite.query('SELECT id, status FROM print_jobs').all() as { id: number; status: string }[]
  expect(job.status).toBe('failed')
  expect(printerLines()).toEqual([
    expect.stringMatching(/ WARN printer 熱炒區 unreachable /),
    expect.stringMatching(
      new RegExp(
        ` ERROR print job ${job.id} \\(kitchen\\) for printer 熱炒區 failed for good: 印表機已停用，請啟用後按「全部重送」$`,
      ),
    ),
  ])
}, 60_000)
