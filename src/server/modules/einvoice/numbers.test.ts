import { afterEach, describe, expect, test } from 'bun:test'
import { taipeiMidnight } from '../../../shared/domain/business-day'
import { createTestContext, testClock } from '../../testing/harness'
import { invoicingShop } from './test-fixtures'

let shop: Awaited<ReturnType<typeof invoicingShop>> | undefined
afterEach(() => {
  shop?.ctx.close()
  shop = undefined
})

const MIN = 60_000
/** The instant Taipei's clock reads that date and time. */
const taipei = (month: number, day: number, hour: number, minute = 0) =>
  taipeiMidnight(2026, month, day) + hour * 3_600_000 + minute * MIN

const EXHAUSTED =
  '本期（115年11-12月）發票號碼已用完，無法開立發票，此筆尚未收款。請店長到 設定 › 電子發票 新增字軌後再結帳'

async function shopAt(at: number, size: number) {
  const clock = testClock(at)
  shop = await invoicingShop({ size, ctx: createTestContext({ clock }) })
  return { ...shop, clock }
}

/** A 字軌 range as the settings screen sends it: 'AB12345700-12345749'. */
const addRange = (s: NonNullable<typeof shop>, period: string, numbers: string) =>
  s.api('POST', '/einvoice/ranges', {
    period,
    track: numbers.slice(0, 2),
    startNo: numbers.slice(2, 10),
    endNo: numbers.slice(11),
  })

/** Row counts of everything a payment writes, to show a refused one wrote nothing. */
const written = (s: NonNullable<typeof shop>) =>
  ['payments', 'einvoices', 'einvoice_messages', 'print_jobs', 'activity_logs'].map(
    (t) => s.q<{ n: number }>(`SELECT count(*) AS n FROM ${t}`)[0].n,
  )

describe('a period with two ranges, used up in one day', () => {
  test(`the sale moves to the second range when the first runs out; at today's pace the warning comes at the \
11th sale; with both used up the sale is refused and nothing is recorded`, async () => {
    const s = await shopAt(taipei(11, 22, 12), 50)
    const second = await addRange(s, '11512', 'AB12345700-12345749')
    expect(second.status).toBe(201)
    const sale = async (at: number) => {
      s.clock.set(at)
      const r = await s.pay(await s.takeout(), { kind: 'none' })
      expect(r.status).toBe(201)
      return r.body.invoice as { number: string; warning: string | null }
    }
    // A slow morning: three sales half an hour apart, 4 an hour → 44 more by midnight, 97 left.
    for (const minute of [0, 30, 60]) expect((await sale(taipei(11, 22, 12, minute))).warning).toBeNull()
    // Then one a minute. The 10th (13:07): 9 gaps in 67 minutes → 88 for the 653 minutes left, 90 left.
    for (let k = 1; k <= 7; k++) expect((await sale(taipei(11, 22, 13, k))).warning).toBeNull()
    // The 11th (13:08): 10 gaps in 68 minutes → 96 for the 652 minutes left, only 89 left.
    const eleventh = await sale(taipei(11, 22, 13, 8))
    expect(eleventh.warning).toBe(
      '依今天的開立速度，剩下的 89 個發票號碼撐不到今天營業結束（約需 96 個），請盡快新增字軌',
    )
    const status = await s.api('GET', '/einvoice/status')
    expect(status.body.warnings).toEqual([eleventh.warning])
    const numbers = [eleventh.number]
    for (let k = 9; numbers.length < 90; k++) numbers.push((await sale(taipei(11, 22, 13, k))).number)
    // 10 + 90 = 100 sales: the first range in order, then the second, nothing skipped.
    expect(numbers.slice(38, 41)).toEqual(['AB12345648', 'AB12345649', 'AB12345700'])
    expect(numbers.at(-1)).toBe('AB12345749')
    const order = await s.takeout()
    const before = written(s)
    const refused = await s.pay(order, { kind: 'none' })
    expect(refused.status).toBe(409)
    expect(refused.body).toEqual({ code: 'EINVOICE_NUMBERS_EXHAUSTED', message: EXHAUSTED })
    expect(written(s)).toEqual(before)
    expect(s.q('SELECT payment_status AS p FROM orders WHERE id = ?', order.id)).toEqual([{ p: 'unpaid' }])
    const all = s.q<{ number: string }>('SELECT number FROM einvoices ORDER BY id').map((r) => r.number)
    expect(all).toEqual([
      ...Array.from({ length: 50 }, (_, i) => `AB${12345600 + i}`),
      ...Array.from({ length: 50 }, (_, i) => `AB${12345700 + i}`),
    ])
  })
})

describe('the next period', () => {
  test('warned from 10 days before its first day while it has no range, in the card and at the counter', async () => {
    const s = await shopAt(taipei(12, 21, 23, 59), 100)
    const warned = (list: string[]) => list.filter((w) => w.startsWith('下一期'))
    expect(warned((await s.api('GET', '/einvoice/status')).body.warnings)).toEqual([])
    expect((await s.pay(await s.takeout(), { kind: 'none' })).body.invoice.warning).toBeNull()
    s.clock.set(taipei(12, 22, 0))
    const message = '下一期（116年01-02月）10 天後開始，尚未設定字軌，請先向國稅局取號並新增字軌'
    expect(warned((await s.api('GET', '/einvoice/status')).body.warnings)).toEqual([message])
    expect((await s.pay(await s.takeout(), { kind: 'none' })).body.invoice.warning).toBe(message)
    const next = await addRange(s, '11602', 'CD00000000-00000049')
    expect(next.status).toBe(201)
    expect(warned((await s.api('GET', '/einvoice/status')).body.warnings)).toEqual([])
    expect((await s.pay(await s.takeout(), { kind: 'none' })).body.invoice.warning).toBeNull()
  })
})

describe('a burst at the last numbers', () => {
  test('100 payments at once with 10 numbers left: 10 invoiced, 90 refused, none twice or skipped', async () => {
    const s = await shopAt(taipei(11, 22, 12), 50)
    s.q('UPDATE einvoice_ranges SET next_no = 12345640')
    const orders = []
    for (let i = 0; i < 100; i++) orders.push(await s.takeout())
    const replies = await Promise.all(orders.map((o) => s.pay(o, { kind: 'none' })))
    expect(replies.filter((r) => r.status === 201)).toHaveLength(10)
    const refused = replies.filter((r) => r.status !== 201)
    expect(refused).toHaveLength(90)
    for (const r of refused) expect(r).toMatchObject({ status: 409, body: { message: EXHAUSTED } })
    const numbers = s.q<{ number: string }>('SELECT number FROM einvoices ORDER BY number').map((r) => r.number)
    expect(numbers).toEqual(Array.from({ length: 10 }, (_, i) => `AB${12345640 + i}`))
    expect(s.q('SELECT count(*) AS n FROM payments')).toEqual([{ n: 10 }])
    expect(s.q("SELECT count(*) AS n FROM orders WHERE payment_status = 'paid'")).toEqual([{ n: 10 }])
    s.flush()
    expect(s.files('F0401')).toHaveLength(10)
  })
})

describe('invoices left waiting by the old behaviour', () => {
  test('a new range issues them in sale order, F0401 written, none left pending', async () => {
    const s = await shopAt(taipei(11, 22, 12), 50)
    s.q('UPDATE einvoice_ranges SET next_no = end_no + 1')
    // As sales were kept before: the payment recorded, its invoice pending with no number.
    const put = (mode: string) => s.api('PUT', '/einvoice/settings', { mode })
    expect((await put('receipt')).status).toBe(200)
    // One from the period before (October, 115年09-10月), two from this morning.
    const sales = [
      { at: taipei(10, 20, 19), quantity: 3, period: '11510' },
      { at: taipei(11, 22, 12, 0), quantity: 1, period: '11512' },
      { at: taipei(11, 22, 12, 5), quantity: 2, period: '11512' },
    ]
    const paid = []
    for (const sale of sales) {
      s.clock.set(sale.at)
      const r = await s.pay(await s.takeout(sale.quantity), { kind: 'none' })
      expect(r.status).toBe(201)
      paid.push({ ...r.body, period: sale.period })
    }
    expect((await put('einvoice')).status).toBe(200)
    for (const p of [...paid].reverse()) {
      s.q(
        `INSERT INTO einvoices (store_id, order_id, payment_id, status, kind, period, random_code, sales_amount,
           tax_amount, total_amount, items, issued_at)
         VALUES (?, ?, ?, 'pending', 'none', ?, '1234', ?, 0, ?, ?, ?)`,
        s.store.id,
        p.orderId,
        p.id,
        p.period,
        Number(p.amount),
        Number(p.amount),
        JSON.stringify([{ name: '招牌便當', quantity: 1, unitPrice: 120, amount: Number(p.amount) }]),
        Date.parse(p.createdAt),
      )
    }
    const report = (period: string) => s.api('GET', `/einvoice/report?period=${period}`)
    expect((await report('11512')).body.pending).toEqual({ count: 2, totalAmount: 360 })
    expect((await report('11510')).body.pending).toEqual({ count: 1, totalAmount: 360 })
    s.clock.set(taipei(11, 22, 13))
    // The range's write announces them (a chain store tells HQ of each from it).
    const late: number[][] = []
    s.ctx.services.events.on('einvoice.issued_late', (e) => late.push(e.invoiceIds))
    const added = await addRange(s, '11512', 'AB12345700-12345749')
    expect(added.status).toBe(201)
    expect(added.body).toMatchObject({ used: 3, remaining: 47 })
    expect((await report('11512')).body).toMatchObject({ pending: { count: 0, totalAmount: 0 }, issued: { count: 3 } })
    expect((await report('11510')).body.pending).toEqual({ count: 0, totalAmount: 0 })
    // Numbers in date order: this morning's keep the time of their sale; October's is issued now, in this
    // period (a number of this period cannot carry an October date).
    expect(s.q('SELECT number, total_amount AS total, issued_at AS at FROM einvoices ORDER BY number')).toEqual([
      { number: 'AB12345700', total: 120, at: taipei(11, 22, 12, 0) },
      { number: 'AB12345701', total: 240, at: taipei(11, 22, 12, 5) },
      { number: 'AB12345702', total: 360, at: taipei(11, 22, 13) },
    ])
    expect(late).toEqual([(s.q('SELECT id FROM einvoices ORDER BY number') as { id: number }[]).map((r) => r.id)])
    s.flush()
    expect(s.files('F0401').map((f) => f.name)).toEqual([
      'F0401_AB12345700.xml',
      'F0401_AB12345701.xml',
      'F0401_AB12345702.xml',
    ])
  })
})
