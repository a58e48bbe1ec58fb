import { afterEach, expect, test } from 'bun:test'
import { parseXml, textAt } from './mig-check'
import { invoicingShop } from './test-fixtures'
import { BLANK_GRACE_MS } from './blank-numbers'

let shop: Awaited<ReturnType<typeof invoicingShop>> | undefined
afterEach(() => {
  shop?.ctx.services.einvoice.blankNumbers.stop()
  shop?.ctx.close()
  shop = undefined
})

const NEW_YEAR_TAIPEI = Date.parse('2027-01-01T00:00:00+08:00')

/** The clock moved past the session's life: the manager signs in again. */
async function setClock(s: NonNullable<typeof shop>, ms: number) {
  s.ctx.clock.set(ms)
  const res = await s.ctx.request('POST', '/api/auth/local/login', {
    body: { username: 'manager', password: 'secret123' },
  })
  s.manager.cookie = s.ctx.cookieOf(res)
}

async function until(cond: () => boolean, what: string) {
  for (const end = Date.now() + 10_000; !cond(); ) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await Bun.sleep(10)
  }
}

test('空白未使用字軌: E0402 per track of a closed period, queued after the close by itself or on demand', async () => {
  // 115年11-12月: AB 12345600–649 used up by fifty sales, AB 12345800–849 and CD 50000000–049 untouched.
  shop = await invoicingShop({ size: 50 })
  const s = shop
  for (const [track, startNo, endNo] of [
    ['AB', '12345800', '12345849'],
    ['CD', '50000000', '50000049'],
  ])
    expect((await s.api('POST', '/einvoice/ranges', { period: '11512', track, startNo, endNo })).status).toBe(201)
  for (let i = 0; i < 50; i++) expect((await s.pay(await s.takeout())).status).toBe(201)
  // A sale in the next period's first minutes has a range of its own.
  expect(
    (await s.api('POST', '/einvoice/ranges', { period: '11602', track: 'EF', startNo: '10000000', endNo: '10000049' }))
      .status,
  ).toBe(201)

  const open = await s.api('POST', '/einvoice/blank-numbers', { period: '11512' })
  expect(open.status).toBe(409)
  expect(open.body.message).toBe('11512 期尚未結束，期滿後才能申報空白未使用字軌')
  expect((await s.api('POST', '/einvoice/blank-numbers', { period: '11513' })).status).toBe(422)
  const before = await s.api('GET', '/einvoice/report?period=11512')
  expect(before.body.blankNumbers).toEqual({ closed: false, dueBy: '2027-01-10' })
  expect(before.body.ranges.map((r: { e0402: { status: string } }) => r.e0402.status)).toEqual([
    'nothing_unused',
    'period_open',
    'period_open',
  ])

  // The background pass, running: nothing before the close, nothing in the grace hour after it.
  const blank = s.ctx.services.einvoice.blankNumbers
  s.ctx.clock.set(NEW_YEAR_TAIPEI - 1)
  expect(blank.writeDue()).toBe(0)
  await setClock(s, NEW_YEAR_TAIPEI + BLANK_GRACE_MS - 1)
  expect((await s.pay(await s.takeout())).body.invoice.number).toBe('EF10000000')
  expect(blank.writeDue()).toBe(0)
  expect((await s.api('GET', '/einvoice/report?period=11512')).body.ranges[1].e0402.status).toBe('not_queued')
  s.ctx.services.einvoice.outbox.start(20)
  s.ctx.clock.set(NEW_YEAR_TAIPEI + BLANK_GRACE_MS)
  blank.start(20)
  await until(() => s.files('E0402').length === 2, 'two E0402 files')
  s.ctx.services.einvoice.outbox.stop()

  const [ab, cd] = s.files('E0402') // each validated by xmllint against E0402.xsd
  expect([ab.name, cd.name]).toEqual([`E0402_11512AB_${s.store.id}.xml`, `E0402_11512CD_${s.store.id}.xml`])
  const x = parseXml(ab.xml)
  expect(x.name).toBe('BranchTrackBlank')
  expect(
    ['Main/HeadBan', 'Main/BranchBan', 'Main/InvoiceType', 'Main/YearMonth', 'Main/InvoiceTrack'].map((p) =>
      textAt(x, p),
    ),
  ).toEqual(['04595257', '04595257', '07', '11512', 'AB'])
  // The used-up range has no item; the untouched one is whole.
  const items = (xml: string) =>
    parseXml(xml)
      .children.find((c) => c.name === 'Details')!
      .children.map((i) => [textAt(i, 'InvoiceBeginNo'), textAt(i, 'InvoiceEndNo')])
  expect(items(ab.xml)).toEqual([['12345800', '12345849']])
  expect(items(cd.xml)).toEqual([['50000000', '50000049']])

  const report = await s.api('GET', '/einvoice/report?period=11512')
  const dueBy = '2027-01-10'
  expect(report.body.blankNumbers).toEqual({ closed: true, dueBy: '2027-01-10' })
  expect(
    report.body.ranges.map((r: { startNo: string; unused: { from: string; to: string }[]; e0402: unknown }) => ({
      startNo: r.startNo,
      unused: r.unused.map((u) => `${u.from}–${u.to}`),
      e0402: r.e0402,
    })),
  ).toEqual([
    { startNo: 'AB12345600', unused: [], e0402: { status: 'nothing_unused', fileName: null, writtenAt: null, dueBy } },
    {
      startNo: 'AB12345800',
      unused: ['AB12345800–AB12345849'],
      e0402: { status: 'written', fileName: ab.name, writtenAt: expect.any(Number), dueBy },
    },
    {
      startNo: 'CD50000000',
      unused: ['CD50000000–CD50000049'],
      e0402: { status: 'written', fileName: cd.name, writtenAt: expect.any(Number), dueBy },
    },
  ])
  const listed = await s.api('GET', '/einvoice/ranges') // what the settings' ranges table shows
  expect(
    listed.body.map((r: { track: string; e0402: { status: string; dueBy: string } }) => [r.track, r.e0402]),
  ).toEqual([
    ['AB', expect.objectContaining({ status: 'nothing_unused', dueBy: '2027-01-10' })],
    ['AB', expect.objectContaining({ status: 'written', fileName: ab.name })],
    ['CD', expect.objectContaining({ status: 'written', fileName: cd.name })],
    ['EF', expect.objectContaining({ status: 'period_open', dueBy: '2027-03-10' })],
  ])
  // Once queued, neither the pass nor a manager queues the period again; the new period is still open.
  expect(blank.writeDue()).toBe(0)
  expect((await s.api('POST', '/einvoice/blank-numbers', { period: '11512' })).body).toEqual({ queued: 0 })
  expect((await s.api('POST', '/einvoice/blank-numbers', { period: '11602' })).status).toBe(409)
})

test('a manager queues a closed period at once, inside the grace hour', async () => {
  shop = await invoicingShop({ size: 50 })
  const s = shop
  expect((await s.pay(await s.takeout())).status).toBe(201)
  await setClock(s, NEW_YEAR_TAIPEI + 60_000)
  const res = await s.api('POST', '/einvoice/blank-numbers', { period: '11512' })
  expect(res.body).toEqual({ queued: 1 })
  s.flush()
  const [file] = s.files('E0402')
  expect(textAt(parseXml(file.xml), 'Details/BranchTrackBlankItem/InvoiceBeginNo')).toBe('12345601')
  expect(textAt(parseXml(file.xml), 'Details/BranchTrackBlankItem/InvoiceEndNo')).toBe('12345649')
})
