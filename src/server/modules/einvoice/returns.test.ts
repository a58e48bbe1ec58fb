import { afterEach, describe, expect, test } from 'bun:test'
import iconv from 'iconv-lite'
import { parseXml, textAt } from './mig-check'
import { invoicingShop, SELLER } from './test-fixtures'
import { checkMig, type MigType } from './mig-check'

let shop: Awaited<ReturnType<typeof shopWithPrinter>> | undefined
afterEach(() => {
  shop?.ctx.close()
  shop = undefined
})

const BUYER = '22099131'
type Message = { type: string; file_name: string; xml: string }

/** A 電子發票 store with a 證明聯 printer (its jobs are read from the print queue) and a two-line sale. */
async function shopWithPrinter() {
  const s = await invoicingShop()
  const printer = await s.api('POST', '/printers', {
    name: '發票機',
    role: 'receipt',
    connection: 'network',
    address: '127.0.0.1:9',
    paperWidth: 58,
  })
  expect(printer.status).toBe(201)
  const set = await s.api('PUT', '/einvoice/settings', { mode: 'einvoice', ...SELLER, printerId: printer.body.id })
  expect(set.status).toBe(200)
  const tea = await s.api('POST', '/menu', { name: '紅茶', basePrice: '30.00' })
  /** 2 × 招牌便當 120 + 1 × 紅茶 30 = 270, paid by card with the invoice `choice`. */
  const sale = async (choice: unknown) => {
    const o = await s.api('POST', '/orders', {
      orderType: 'takeout',
      items: [
        { menuItemId: s.dish.body.id, quantity: 2 },
        { menuItemId: tea.body.id, quantity: 1 },
      ],
      clientOrderId: crypto.randomUUID(),
    })
    expect(o.body.total).toBe('270.00')
    const paid = await s.pay(o.body, choice)
    expect(paid.status).toBe(201)
    return { order: o.body, invoice: paid.body.invoice, bento: o.body.items[0].id as number }
  }
  const refund = (orderId: number, body: Record<string, unknown> = {}) =>
    s.api('POST', `/orders/${orderId}/refunds`, { paymentMethod: 'credit_card', reason: 'wrong_order', ...body })
  /** Every message in the outbox, oldest first, each checked against the Ministry's XSD. */
  const messages = () => {
    const rows = s.q<Message>('SELECT type, file_name, xml FROM einvoice_messages ORDER BY id')
    for (const m of rows)
      expect({ file: m.file_name, problems: checkMig(m.type as MigType, m.xml) }).toEqual({
        file: m.file_name,
        problems: [],
      })
    return rows
  }
  /** The clock moved to Jan 16, 00:00 in Taipei (the 11512 filing day is over); the session has aged out. */
  const afterFiling = async () => {
    s.ctx.clock.set(Date.parse('2027-01-15T16:00:00Z'))
    const login = await s.ctx.request('POST', '/api/auth/local/login', {
      body: { username: 'manager', password: 'secret123' },
    })
    s.manager.cookie = s.ctx.cookieOf(login)
  }
  const used = () => s.q<{ n: number }>('SELECT next_no - start_no AS n FROM einvoice_ranges')[0].n
  const jobs = (like: string) =>
    s.q<{ dedupe_key: string; payload: Uint8Array }>(
      'SELECT dedupe_key, payload FROM print_jobs WHERE dedupe_key LIKE ? ORDER BY id',
      like,
    )
  return { ...s, sale, refund, messages, afterFiling, used, jobs }
}

const kinds = (list: Message[]) => list.map((m) => m.file_name)

describe('a consumer (no 統編)', () => {
  test('everything back voids the invoice: F0501, no new number', async () => {
    shop = await shopWithPrinter()
    const s = shop
    const { order, invoice } = await s.sale({ kind: 'none' })
    expect((await s.refund(order.id)).status).toBe(201)
    expect(kinds(s.messages())).toEqual([`F0401_${invoice.number}.xml`, `F0501_${invoice.number}.xml`])
    expect(s.used()).toBe(1)
    const v = parseXml(s.messages()[1].xml)
    expect([textAt(v, 'BuyerId'), textAt(v, 'SellerId'), textAt(v, 'InvoiceDate')]).toEqual([
      '0000000000',
      SELLER.sellerId,
      '20261122',
    ])
  })

  test(`part back voids it and issues a new number for what was kept, its 證明聯 printed; the dialog's \
order shows both`, async () => {
    shop = await shopWithPrinter()
    const s = shop
    const { order, invoice, bento } = await s.sale({ kind: 'none' })
    const r = await s.refund(order.id, { lines: [{ lineId: bento, quantity: 1 }] })
    expect([r.status, r.body.amount]).toEqual([201, '120.00'])
    const list = s.messages()
    expect(kinds(list)).toEqual(['F0401_AB12345600.xml', 'F0501_AB12345600.xml', 'F0401_AB12345601.xml'])
    expect(s.used()).toBe(2)
    const next = parseXml(list[2].xml)
    expect(textAt(next, 'Amount/TotalAmount')).toBe('150')
    const lines = next.children
      .find((c) => c.name === 'Details')!
      .children.map((p) => [textAt(p, 'Description'), textAt(p, 'Quantity'), textAt(p, 'Amount')])
    expect(lines).toEqual([
      ['招牌便當', '1', '120'],
      ['紅茶', '1', '30'],
    ])
    expect(r.body.order.invoices.map((i: { number: string; status: string }) => [i.number, i.status])).toEqual([
      [invoice.number, 'voided'],
      ['AB12345601', 'issued'],
    ])
    const proofs = s.jobs('einvoice:%').map((j) => iconv.decode(Buffer.from(j.payload), 'cp950'))
    expect(proofs.length).toBe(2)
    expect(proofs[1]).toContain('AB-12345601')
  })

  test('no number left for the replacement: the refund is refused whole, nothing changes', async () => {
    shop = await shopWithPrinter()
    const s = shop
    const { order, bento } = await s.sale({ kind: 'none' })
    s.ctx.db.sqlite.run('UPDATE einvoice_ranges SET next_no = end_no + 1')
    const r = await s.refund(order.id, { lines: [{ lineId: bento, quantity: 1 }] })
    expect([r.status, r.body.code]).toEqual([409, 'EINVOICE_REISSUE_NO_NUMBER'])
    expect(r.body.message).toContain('字軌')
    expect(kinds(s.messages())).toEqual(['F0401_AB12345600.xml'])
    expect(s.q('SELECT id FROM refunds')).toEqual([])
  })

  test('after the filing deadline (Jan 15) a whole return is an allowance, the void no longer allowed', async () => {
    shop = await shopWithPrinter()
    const s = shop
    const { order, invoice } = await s.sale({ kind: 'none' })
    await s.afterFiling()
    expect((await s.refund(order.id)).status).toBe(201)
    const list = s.messages()
    expect(list.map((m) => m.type)).toEqual(['F0401', 'G0401'])
    const g = parseXml(list[1].xml)
    expect([textAt(g, 'Details/ProductItem/OriginalInvoiceNumber'), textAt(g, 'Main/Buyer/Identifier')]).toEqual([
      invoice.number,
      '0000000000',
    ])
  })
})

describe('a 統編 buyer', () => {
  test('everything back voids the invoice with the buyer on the F0501', async () => {
    shop = await shopWithPrinter()
    const s = shop
    const { order, invoice } = await s.sale({ kind: 'buyer', buyerId: BUYER })
    expect((await s.refund(order.id)).status).toBe(201)
    const list = s.messages()
    expect(kinds(list)).toEqual([`F0401_${invoice.number}.xml`, `F0501_${invoice.number}.xml`])
    expect(textAt(parseXml(list[1].xml), 'BuyerId')).toBe(BUYER)
    expect(s.used()).toBe(1)
    expect(s.jobs('einvoice-allowance:%')).toEqual([])
  })

  test(`part back is an allowance on the original line (G0401), and a 折讓證明單 prints for the buyer to \
sign`, async () => {
    shop = await shopWithPrinter()
    const s = shop
    const { order, invoice, bento } = await s.sale({ kind: 'buyer', buyerId: BUYER })
    expect((await s.refund(order.id, { lines: [{ lineId: bento, quantity: 1 }] })).status).toBe(201)
    const list = s.messages()
    expect(list.map((m) => m.type)).toEqual(['F0401', 'G0401'])
    expect(s.used()).toBe(1)
    const g = parseXml(list[1].xml)
    const item = (p: string) => textAt(g, `Details/ProductItem/${p}`)
    expect([
      item('OriginalInvoiceNumber'),
      item('OriginalInvoiceDate'),
      item('OriginalSequenceNumber'),
      item('OriginalDescription'),
      item('Quantity'),
      item('UnitPrice'),
      item('Amount'),
      item('Tax'),
      textAt(g, 'Amount/TotalAmount'),
      textAt(g, 'Amount/TaxAmount'),
      textAt(g, 'Main/Buyer/Identifier'),
    ]).toEqual([invoice.number, '20261122', '001', '招牌便當', '1', '114', '114', '6', '114', '6', BUYER])
    const [slip] = s.jobs('einvoice-allowance:%')
    const text = iconv.decode(Buffer.from(slip.payload), 'cp950')
    for (const want of [
      '營業人銷貨退回、進貨退出\n或折讓證明單\n',
      '證明聯\n',
      'AB-12345600',
      '招牌便當',
      '營業稅額',
      '合計',
      '買受人簽章：____',
    ])
      expect(text).toContain(want)
    expect(text).toMatch(new RegExp(`賣方統編 +${SELLER.sellerId}\n買方統編 +${BUYER}\n`))
    expect(text).toMatch(/原發票號碼 +AB-12345600\n原發票日期 +2026-11-22\n/)
    expect(text).toMatch(/招牌便當 +1 +114\n/)
    expect(text).toMatch(/金額（不含稅） +114\n營業稅額 +6\n/)
    expect(text).toMatch(/合計 +120/)
  })
})

describe('an allowance voided', () => {
  test('writes G0501, stops counting on the report, once only; after the deadline it is refused', async () => {
    shop = await shopWithPrinter()
    const s = shop
    const { order, bento, invoice } = await s.sale({ kind: 'buyer', buyerId: BUYER })
    await s.refund(order.id, { lines: [{ lineId: bento, quantity: 1 }] })
    const [{ id, number }] = s.q<{ id: number; number: string }>('SELECT id, number FROM einvoice_allowances')
    const listed = async () => (await s.api('GET', '/einvoice/allowances')).body
    expect(await listed()).toMatchObject([
      { id, number, invoiceNumber: invoice.number, amount: '120.00', voidable: true },
    ])
    const bad = await s.api('POST', `/einvoice/allowances/${id}/void`, { reason: '' })
    expect([bad.status, bad.body.code]).toEqual([422, 'EINVOICE_VOID_REASON_REQUIRED'])
    const voided = await s.api('POST', `/einvoice/allowances/${id}/void`, { reason: '折讓金額有誤' })
    expect(voided.status).toBe(200)
    const list = s.messages()
    expect(kinds(list).slice(1)).toEqual([`G0401_${number}.xml`, `G0501_${number}.xml`])
    const v = parseXml(list[2].xml)
    expect([textAt(v, 'CancelAllowanceNumber'), textAt(v, 'BuyerId'), textAt(v, 'CancelReason')]).toEqual([
      number,
      BUYER,
      '折讓金額有誤',
    ])
    expect(await listed()).toMatchObject([{ id, voidable: false, voidReason: '折讓金額有誤' }])
    const again = await s.api('POST', `/einvoice/allowances/${id}/void`, { reason: '再一次' })
    expect([again.status, again.body.code]).toEqual([409, 'EINVOICE_ALLOWANCE_VOIDED'])
    expect((await s.api('GET', '/einvoice/report')).body.allowances).toMatchObject({ count: 0, amount: 0 })
    expect(s.q('SELECT allowance_total FROM einvoices')).toEqual([{ allowance_total: 0 }])

    await s.refund(order.id, { lines: [{ lineId: bento, quantity: 1 }] })
    const [late] = s.q<{ id: number }>('SELECT id FROM einvoice_allowances WHERE voided_at IS NULL')
    await s.afterFiling()
    const tooLate = await s.api('POST', `/einvoice/allowances/${late.id}/void`, { reason: '太晚' })
    expect([tooLate.status, tooLate.body.code]).toEqual([409, 'EINVOICE_VOID_TOO_LATE'])
    // newest first; past the deadline, the standing one is no longer offered for a void either
    expect((await listed()).map((a: { id: number; voidable: boolean }) => [a.id, a.voidable])).toEqual([
      [late.id, false],
      [id, false],
    ])
    expect(s.messages().length).toBe(4)
  })
})

describe('a burst of the same refund', () => {
  test('100 at once with one key: one refund, one void and one replacement, two numbers used', async () => {
    shop = await shopWithPrinter()
    const s = shop
    const { order, bento } = await s.sale({ kind: 'none' })
    const body = { lines: [{ lineId: bento, quantity: 1 }], clientRefundId: crypto.randomUUID() }
    const all = await Promise.all(Array.from({ length: 100 }, () => s.refund(order.id, body)))
    expect(all.filter((r) => r.status === 201).length).toBe(1)
    expect(all.filter((r) => r.status === 200).length).toBe(99)
    expect(s.q('SELECT id FROM refunds').length).toBe(1)
    expect(s.messages().map((m) => m.type)).toEqual(['F0401', 'F0501', 'F0401'])
    expect(s.used()).toBe(2)
  })

  test('100 at once with no key: one refund, one allowance and one 折讓證明單; the rest refused', async () => {
    shop = await shopWithPrinter()
    const s = shop
    const { order, bento } = await s.sale({ kind: 'buyer', buyerId: BUYER })
    // Both bentos: nothing of that line is left for a second one.
    const all = await Promise.all(
      Array.from({ length: 100 }, () => s.refund(order.id, { lines: [{ lineId: bento, quantity: 2 }] })),
    )
    expect(all.filter((r) => r.status === 201).length).toBe(1)
    expect(new Set(all.filter((r) => r.status !== 201).map((r) => `${r.status} ${r.body.code}`))).toEqual(
      new Set(['422 REFUND_LINES_INVALID']),
    )
    expect(s.messages().map((m) => m.type)).toEqual(['F0401', 'G0401'])
    expect(s.jobs('einvoice-allowance:%').length).toBe(1)
    expect(s.used()).toBe(1)
  })
})
