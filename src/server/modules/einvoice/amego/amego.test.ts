import { afterEach, describe, expect, test } from 'bun:test'
import { createTestContext, testClock } from '../../../testing/harness'
import { invoicingShop, SELLER } from '../test-fixtures'
import { amegoStub } from './amego-stub'

const APP_KEY = 'sHeq7t8G1wiQvhAuIM27'
const HOUR = 3_600_000
let cleanup: (() => void)[] = []
afterEach(() => {
  for (const f of cleanup) f()
  cleanup = []
})

/** A store sending through the stub 加值中心, its clock shared with the stub's ±60 s check. */
async function amegoShop(opts: { appKey?: string } = {}) {
  const clock = testClock()
  const stub = amegoStub({ sellerId: SELLER.sellerId, appKey: APP_KEY, now: clock.now })
  const ctx = createTestContext({ clock, config: { amegoUrl: stub.url } })
  cleanup.push(
    () => stub.stop(),
    () => ctx.close(),
  )
  const shop = await invoicingShop({ ctx })
  const set = await shop.api('PUT', '/einvoice/channel', { channel: 'amego', appKey: opts.appKey ?? APP_KEY })
  expect(set.status).toBe(200)
  const sender = ctx.services.einvoice.sender
  const messages = () =>
    shop.q<{ type: string; status: string; attempts: number; last_error: string | null }>(
      'SELECT type, status, attempts, last_error FROM einvoice_messages ORDER BY id',
    )
  return { ...shop, clock, stub, sender, messages }
}

describe('the 光貿 加值中心 channel', () => {
  test('a sale is sent to f0401_custom with our number, date and 隨機碼; no Turnkey file is written', async () => {
    const s = await amegoShop()
    const paid = await s.pay(await s.takeout(2), { kind: 'mobile', carrier: '/ABC1234' })
    expect(paid.status).toBe(201)
    expect(await s.sender.flush()).toEqual({ sent: 1, failed: 0 })
    s.flush()
    expect(s.files('F0401')).toEqual([])
    const [{ path, data }] = s.stub.accepted
    expect(path).toBe('/json/f0401_custom')
    const inv = paid.body.invoice
    expect(data).toMatchObject({
      OrderId: inv.number,
      InvoiceNumber: inv.number,
      InvoiceDate: '20261122',
      RandomNumber: inv.randomCode,
      PrintMark: 'N',
      BuyerIdentifier: '0000000000',
      BuyerName: '消費者',
      CarrierType: '3J0002',
      CarrierId1: '/ABC1234',
      SalesAmount: 240,
      TaxAmount: 0,
      TotalAmount: 240,
    })
    expect(s.messages()).toEqual([{ type: 'F0401', status: 'written', attempts: 1, last_error: null }])
    const status = await s.api('GET', '/einvoice/status')
    expect(status.body).toMatchObject({ waiting: 0, failed: 0 })
  })

  test('offline two days: sales wait, the card warns before 48 hours, all go out in order once back', async () => {
    const s = await amegoShop()
    s.stub.down()
    const numbers: string[] = []
    for (let i = 0; i < 3; i++) numbers.push((await s.pay(await s.takeout(), { kind: 'none' })).body.invoice.number)
    // The first send fails; the rest of the store's messages wait behind it in this pass.
    expect(await s.sender.flush()).toEqual({ sent: 0, failed: 1 })
    expect(s.messages().map((m) => m.status)).toEqual(['failed', 'pending', 'pending'])
    expect(s.messages()[0]!.last_error).toContain('無法連線到光貿加值中心')
    s.clock.advance(41 * HOUR)
    const card = await s.api('GET', '/einvoice/status')
    expect(card.body.failed).toBe(1)
    expect(card.body.late).toBe(3)
    expect(card.body.warnings.join()).toContain('48 小時')
    s.stub.up()
    s.clock.advance(10 * 60_000)
    expect(await s.sender.flush()).toEqual({ sent: 3, failed: 0 })
    expect(s.stub.accepted.map((a) => a.data.InvoiceNumber)).toEqual(numbers)
    expect((await s.api('GET', '/einvoice/status')).body).toMatchObject({ waiting: 0, failed: 0, late: 0 })
  })

  test('a failed send waits before the next try (30 s, doubling)', async () => {
    const s = await amegoShop()
    s.stub.down()
    await s.pay(await s.takeout(), { kind: 'none' })
    await s.sender.flush()
    s.stub.up()
    s.clock.advance(29_000)
    expect(await s.sender.flush()).toEqual({ sent: 0, failed: 0 })
    s.clock.advance(1_000)
    expect(await s.sender.flush()).toEqual({ sent: 1, failed: 0 })
  })

  test('a resend after a crash between the send and its record is taken as sent, not issued twice', async () => {
    const s = await amegoShop()
    await s.pay(await s.takeout(), { kind: 'none' })
    await s.sender.flush()
    s.ctx.db.sqlite.run("UPDATE einvoice_messages SET status = 'pending'")
    expect(await s.sender.flush()).toEqual({ sent: 1, failed: 0 })
    expect(s.stub.accepted).toHaveLength(1)
    expect(s.stub.requests()).toBe(2)
  })

  test('100 passes at once send each of 20 messages exactly once', async () => {
    const s = await amegoShop()
    s.stub.down()
    for (let i = 0; i < 20; i++) await s.pay(await s.takeout(), { kind: 'none' })
    s.stub.up()
    const passes = await Promise.all(Array.from({ length: 100 }, () => s.sender.flush()))
    // Callers during a pass share it: one pass, 20 sends.
    expect(passes.every((p) => p.sent === 20)).toBe(true)
    expect(s.stub.requests()).toBe(20)
    expect(new Set(s.stub.accepted.map((a) => a.data.InvoiceNumber)).size).toBe(20)
  })

  test('a whole refund sends f0501; a 統編 buyer part refund sends g0401 against the original', async () => {
    const s = await amegoShop()
    const a = await s.takeout(2)
    const paidA = await s.pay(a, { kind: 'none' })
    const b = await s.takeout(3)
    const paidB = await s.pay(b, { kind: 'buyer', buyerId: '22099131' })
    expect(
      (await s.api('POST', `/orders/${a.id}/refunds`, { paymentMethod: 'credit_card', reason: 'complaint' })).status,
    ).toBe(201)
    const part = { amount: '105', paymentMethod: 'credit_card', reason: 'wrong_order' }
    expect((await s.api('POST', `/orders/${b.id}/refunds`, part)).status).toBe(201)
    expect(await s.sender.flush()).toMatchObject({ failed: 0 })
    const byPath = Object.fromEntries(s.stub.accepted.map((x) => [x.path, x.data]))
    expect(byPath['/json/f0401_custom']).toMatchObject({ BuyerIdentifier: '22099131', TaxAmount: 17, TotalAmount: 360 })
    expect(byPath['/json/f0501']).toEqual([{ CancelInvoiceNumber: paidA.body.invoice.number }])
    expect(byPath['/json/g0401'][0]).toMatchObject({
      AllowanceType: 2,
      BuyerIdentifier: '22099131',
      ProductItem: [{ OriginalInvoiceNumber: paidB.body.invoice.number, Amount: 100, Tax: 5 }],
      TaxAmount: 5,
      TotalAmount: 100,
    })
    expect(s.messages().every((m) => m.status === 'written')).toBe(true)
  })

  test('a wrong app key is refused by the 加值中心 and shown on the card', async () => {
    const s = await amegoShop({ appKey: 'WrongKey12345678' })
    await s.pay(await s.takeout(), { kind: 'none' })
    expect(await s.sender.flush()).toEqual({ sent: 0, failed: 1 })
    expect(s.messages()[0]!.last_error).toBe('光貿加值中心拒收（代碼 2）：簽章驗證失敗')
    expect((await s.api('GET', '/einvoice/status')).body.warnings.join()).toContain('代碼 2')
  })

  test('the channel needs the seller and a key; the key is never sent back; Turnkey is the default', async () => {
    const ctx = createTestContext()
    cleanup.push(() => ctx.close())
    const { manager, store } = await ctx.managerWithStore()
    const put = (body: unknown) =>
      ctx.request('PUT', `/api/stores/${store.id}/einvoice/channel`, { body, cookie: manager.cookie })
    expect(
      (await ctx.request('GET', `/api/stores/${store.id}/einvoice/channel`, { cookie: manager.cookie })).body,
    ).toEqual({
      channel: 'turnkey',
      appKeySet: false,
    })
    const incomplete = await put({ channel: 'amego', appKey: APP_KEY })
    expect(incomplete.status).toBe(422)
    expect(incomplete.body.message).toContain('賣方統一編號')
    expect((await put({ channel: 'turnkey', appKey: 'bad key!' })).status).toBe(422)
    const saved = await put({ channel: 'turnkey', appKey: APP_KEY })
    expect(saved.body).toEqual({ channel: 'turnkey', appKeySet: true })
    expect(JSON.stringify(saved.body)).not.toContain(APP_KEY)
  })
})
