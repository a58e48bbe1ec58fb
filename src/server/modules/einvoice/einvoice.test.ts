import { afterEach, describe, expect, test } from 'bun:test'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { checkMig, parseXml, textAt } from './mig-check'
import { invoicingShop, SELLER } from './test-fixtures'

let shop: Awaited<ReturnType<typeof invoicingShop>> | undefined
afterEach(() => {
  shop?.ctx.close()
  shop = undefined
})

describe('settings (owner/manager)', () => {
  test('bad 統編, key, folder and an incomplete 電子發票 mode are 422 in zh-TW and change nothing', async () => {
    shop = await invoicingShop()
    const s = shop
    const cases: [Record<string, unknown>, string][] = [
      [{ mode: 'einvoice', sellerId: '12345678' }, 'EINVOICE_SELLER_ID_INVALID'],
      [{ mode: 'einvoice', aesKey: 'XYZ' }, 'EINVOICE_AES_KEY_INVALID'],
      [{ mode: 'einvoice', uploadDir: 'relative/dir' }, 'EINVOICE_UPLOAD_DIR_INVALID'],
      [{ mode: 'einvoice', sellerName: '' }, 'EINVOICE_SETTINGS_INCOMPLETE'],
      [{ mode: 'einvoice', printerId: 999 }, 'PRINTER_NOT_FOUND'],
      [{ mode: 'paper' }, 'VALIDATION'],
    ]
    for (const [body, code] of cases) {
      const r = await s.api('PUT', '/einvoice/settings', body)
      expect([r.status, r.body.code]).toEqual([code === 'PRINTER_NOT_FOUND' ? 404 : 422, code])
      expect(r.body.message).toMatch(/[\u4e00-\u9fff]/)
    }
    const now = await s.api('GET', '/einvoice/settings')
    expect(now.body).toMatchObject({
      mode: 'einvoice',
      sellerId: SELLER.sellerId,
      sellerName: SELLER.sellerName,
      aesKeySet: true,
      paperWidth: 58,
    })
    expect(JSON.stringify(now.body)).not.toContain(SELLER.aesKey)
    const staff = await s.ctx.staff(s.manager.cookie)
    expect((await s.api('GET', '/einvoice/settings', undefined, staff.cookie)).status).toBe(403)
  })

  test('ranges: whole booklets of 50, no overlap, a used range cannot be deleted', async () => {
    shop = await invoicingShop()
    const s = shop
    const bad = await s.api('POST', '/einvoice/ranges', {
      period: '11512',
      track: 'CD',
      startNo: '00000001',
      endNo: '00000049',
    })
    expect([bad.status, bad.body.code]).toEqual([422, 'EINVOICE_RANGE_INVALID'])
    expect(
      (
        await s.api('POST', '/einvoice/ranges', {
          period: '11511',
          track: 'CD',
          startNo: '00000000',
          endNo: '00000049',
        })
      ).body.code,
    ).toBe('EINVOICE_PERIOD_INVALID')
    expect(
      (
        await s.api('POST', '/einvoice/ranges', {
          period: '11512',
          track: 'C1',
          startNo: '00000000',
          endNo: '00000049',
        })
      ).body.code,
    ).toBe('EINVOICE_TRACK_INVALID')
    const overlap = await s.api('POST', '/einvoice/ranges', {
      period: '11512',
      track: 'ab',
      startNo: '12345650',
      endNo: '12345749',
    })
    expect([overlap.status, overlap.body.code]).toEqual([409, 'EINVOICE_RANGE_OVERLAP'])
    const ranges = await s.api('GET', '/einvoice/ranges')
    expect(ranges.body).toEqual([
      expect.objectContaining({
        track: 'AB',
        periodLabel: '115年11-12月',
        startNo: '12345600',
        endNo: '12345699',
        remaining: 100,
        used: 0,
      }),
    ])
    await s.pay(await s.takeout(), { kind: 'none' })
    const del = await s.api('DELETE', `/einvoice/ranges/${ranges.body[0].id}`)
    expect([del.status, del.body.code]).toEqual([409, 'EINVOICE_RANGE_IN_USE'])
  })
})

describe('at payment', () => {
  test('手機條碼: F0401 written with the carrier and PrintMark N; the order shows the choice', async () => {
    shop = await invoicingShop()
    const s = shop
    const order = await s.takeout(2)
    const paid = await s.pay(order, { kind: 'mobile', carrier: ' /abc+123\n' })
    expect(paid.status).toBe(201)
    expect(paid.body.invoice).toMatchObject({
      status: 'issued',
      kind: 'mobile',
      carrier: '/ABC+123',
      number: 'AB12345600',
      period: '11512',
      totalAmount: 240,
      salesAmount: 240,
      taxAmount: 0,
    })
    expect(paid.body.invoice.randomCode).toMatch(/^\d{4}$/)
    const detail = await s.api('GET', `/orders/${order.id}`)
    expect(detail.body.invoices).toEqual([
      expect.objectContaining({ kind: 'mobile', carrier: '/ABC+123', number: 'AB12345600' }),
    ])

    expect(s.flush()).toEqual({ written: 1, failed: 0 })
    const [file] = s.files('F0401')
    expect(file.name).toBe('F0401_AB12345600.xml')
    expect(checkMig('F0401', file.xml)).toEqual([])
    // The schema check fails on a broken file, and files() refuses a folder holding one.
    const broken = file.xml.replace('<PrintMark>N</PrintMark>', '<PrintMarks>N</PrintMarks>')
    expect(checkMig('F0401', broken).join('\n')).toContain("PrintMarks': This element is not expected")
    const brokenPath = join(s.uploadDir, 'B2SSTORAGE/F0401/SRC/F0401_AB12345600.xml')
    writeFileSync(brokenPath, broken)
    expect(() => s.files('F0401')).toThrow(/F0401 files break the schema:\n.*PrintMarks/)
    writeFileSync(brokenPath, file.xml)
    const x = parseXml(file.xml)
    expect(textAt(x, 'Main/InvoiceNumber')).toBe('AB12345600')
    expect(textAt(x, 'Main/InvoiceDate')).toBe('20261122')
    expect(textAt(x, 'Main/Seller/Identifier')).toBe(SELLER.sellerId)
    expect(textAt(x, 'Main/Buyer/Identifier')).toBe('0000000000')
    expect(textAt(x, 'Main/CarrierType')).toBe('3J0002')
    expect(textAt(x, 'Main/CarrierId1')).toBe('/ABC+123')
    expect(textAt(x, 'Main/PrintMark')).toBe('N')
    expect(textAt(x, 'Main/DonateMark')).toBe('0')
    expect(textAt(x, 'Main/RandomNumber')).toBe(paid.body.invoice.randomCode)
    expect(textAt(x, 'Details/ProductItem/Description')).toBe('招牌便當')
    expect(textAt(x, 'Amount/TotalAmount')).toBe('240')
    // each message once: a second pass writes nothing
    expect(s.flush()).toEqual({ written: 0, failed: 0 })
  })

  test(`統編 (and the buyer name given): sales + 5% tax; 捐贈: DonateMark 1 and NPOBAN; no proof printer: \
PrintMark N`, async () => {
    shop = await invoicingShop()
    const s = shop
    const tooLong = await s.pay(await s.takeout(), { kind: 'buyer', buyerId: '22099131', buyerName: '名'.repeat(61) })
    expect([tooLong.status, tooLong.body.message]).toEqual([422, '買方名稱最多 60 個字'])
    const b2b = await s.pay(await s.takeout(3), { kind: 'buyer', buyerId: '22099131', buyerName: ' 好吃股份有限公司 ' })
    expect(b2b.body.invoice).toMatchObject({ buyerId: '22099131', totalAmount: 360, salesAmount: 343, taxAmount: 17 })
    const gift = await s.pay(await s.takeout(), { kind: 'donation', donationCode: '8585' })
    const none = await s.pay(await s.takeout())
    expect(none.body.invoice).toMatchObject({ kind: 'none', number: 'AB12345602' })
    s.flush()
    const [f1, f2, f3] = s.files('F0401').map((f) => parseXml(f.xml))
    expect([
      textAt(f1, 'Main/Buyer/Identifier'),
      textAt(f1, 'Main/Buyer/Name'),
      textAt(f1, 'Amount/SalesAmount'),
      textAt(f1, 'Amount/TaxAmount'),
      textAt(f1, 'Main/PrintMark'),
    ]).toEqual(['22099131', '好吃股份有限公司', '343', '17', 'N'])
    expect([textAt(f2, 'Main/DonateMark'), textAt(f2, 'Main/NPOBAN'), textAt(f2, 'Main/PrintMark')]).toEqual([
      '1',
      '8585',
      'N',
    ])
    expect(gift.body.invoice.donationCode).toBe('8585')
    // Paper was asked for but no 證明聯 printer is set: nothing printed, so the platform is told N.
    expect(textAt(f3, 'Main/PrintMark')).toBe('N')
    expect(textAt(f3, 'Main/Buyer/Name')).toBe('0000')
  })

  test('a bad carrier, certificate, 統編 or 愛心碼 is a 422 and records no payment', async () => {
    shop = await invoicingShop()
    const s = shop
    const order = await s.takeout()
    const bad: [unknown, string][] = [
      [{ kind: 'mobile', carrier: 'ABC1234' }, 'EINVOICE_CARRIER_INVALID'],
      [{ kind: 'certificate', carrier: 'A123' }, 'EINVOICE_CERTIFICATE_INVALID'],
      [{ kind: 'buyer', buyerId: '12345678' }, 'EINVOICE_BUYER_ID_INVALID'],
      [{ kind: 'donation', donationCode: '12' }, 'EINVOICE_DONATION_CODE_INVALID'],
      [{ kind: 'paper' }, 'VALIDATION'],
    ]
    for (const [invoice, code] of bad) {
      const r = await s.pay(order, invoice)
      expect([r.status, r.body.code]).toEqual([422, code])
    }
    expect(s.q('SELECT id FROM payments')).toEqual([])
    expect(s.q('SELECT id FROM einvoices')).toEqual([])
  })

  test('a retried payment (same client key) keeps its one invoice', async () => {
    shop = await invoicingShop()
    const s = shop
    const order = await s.takeout()
    const first = await s.pay(order, { kind: 'none' }, { clientPaymentId: 'k1' })
    const again = await s.pay(order, { kind: 'none' }, { clientPaymentId: 'k1' })
    expect([first.status, again.status]).toEqual([201, 200])
    expect(again.body.invoice.number).toBe(first.body.invoice.number)
    expect(s.q('SELECT number FROM einvoices')).toEqual([{ number: 'AB12345600' }])
  })

  test('120 payments at once: 120 numbers, contiguous, none twice', async () => {
    shop = await invoicingShop({ size: 150 })
    const s = shop
    const orders = []
    for (let i = 0; i < 120; i++) orders.push(await s.takeout())
    const replies = await Promise.all(orders.map((o) => s.pay(o, { kind: 'none' })))
    expect(replies.filter((r) => r.status !== 201)).toEqual([])
    const numbers = s
      .q<{ number: string }>('SELECT number FROM einvoices ORDER BY number')
      .map((r) => Number(r.number.slice(2)))
    expect(numbers).toEqual(Array.from({ length: 120 }, (_, i) => 12345600 + i))
    s.flush()
    expect(s.files('F0401').length).toBe(120)
  })

  test('numbers run low (warning) and out: the next sale is refused (409, what to do), nothing recorded', async () => {
    shop = await invoicingShop({ size: 50 })
    const s = shop
    for (let i = 0; i < 49; i++) await s.pay(await s.takeout(), { kind: 'none' })
    const last = await s.pay(await s.takeout(), { kind: 'none' })
    expect(last.body.invoice).toMatchObject({
      number: 'AB12345649',
      warning: '本期發票號碼只剩 0 個，請盡快向國稅局申請或設定新的字軌',
    })
    const order = await s.takeout()
    const out = await s.pay(order, { kind: 'mobile', carrier: '/ABC1234' })
    expect(out.status).toBe(409)
    expect(out.body).toEqual({
      code: 'EINVOICE_NUMBERS_EXHAUSTED',
      message:
        '本期（115年11-12月）發票號碼已用完，無法開立發票，此筆尚未收款。請店長到 設定 › 電子發票 新增字軌後再結帳',
    })
    expect(s.q('SELECT count(*) AS n FROM payments WHERE order_id = ?', order.id)).toEqual([{ n: 0 }])
    expect(s.q('SELECT payment_status AS p FROM orders WHERE id = ?', order.id)).toEqual([{ p: 'unpaid' }])
    const status = await s.api('GET', '/einvoice/status')
    expect(status.body).toMatchObject({ numbersLeft: 0, lowNumbers: true })
    const report = await s.api('GET', '/einvoice/report?period=11512')
    expect(report.body).toMatchObject({
      issued: { count: 50 },
      pending: { count: 0, totalAmount: 0 },
      ranges: [{ used: 50, unused: [] }],
    })
  })
})

describe('refunds', () => {
  test(`a whole refund in the period voids (F0501); a part is an allowance (G0401); the report counts \
both`, async () => {
    shop = await invoicingShop()
    const s = shop
    const a = await s.takeout(2)
    const paidA = await s.pay(a, { kind: 'none' })
    const b = await s.takeout(3)
    const paidB = await s.pay(b, { kind: 'buyer', buyerId: '22099131' })
    const whole = await s.api('POST', `/orders/${a.id}/refunds`, { paymentMethod: 'credit_card', reason: 'complaint' })
    expect(whole.status).toBe(201)
    const part = await s.api('POST', `/orders/${b.id}/refunds`, {
      amount: '105',
      paymentMethod: 'credit_card',
      reason: 'wrong_order',
    })
    expect(part.status).toBe(201)
    s.flush()
    const [voidFile] = s.files('F0501')
    expect(voidFile.name).toBe(`F0501_${paidA.body.invoice.number}.xml`)
    expect(checkMig('F0501', voidFile.xml)).toEqual([])
    const v = parseXml(voidFile.xml)
    expect([
      textAt(v, 'CancelInvoiceNumber'),
      textAt(v, 'InvoiceDate'),
      textAt(v, 'SellerId'),
      textAt(v, 'BuyerId'),
    ]).toEqual([paidA.body.invoice.number, '20261122', SELLER.sellerId, '0000000000'])
    const [allowance] = s.files('G0401')
    expect(checkMig('G0401', allowance.xml)).toEqual([])
    const g = parseXml(allowance.xml)
    expect([
      textAt(g, 'Details/ProductItem/OriginalInvoiceNumber'),
      textAt(g, 'Details/ProductItem/Amount'),
      textAt(g, 'Details/ProductItem/Tax'),
      textAt(g, 'Amount/TotalAmount'),
    ]).toEqual([paidB.body.invoice.number, '100', '5', '100'])
    expect((await s.api('GET', `/orders/${a.id}`)).body.invoices[0]).toMatchObject({ status: 'voided' })
    const report = await s.api('GET', '/einvoice/report')
    expect(report.body).toMatchObject({
      period: '11512',
      periodLabel: '115年11-12月',
      voided: { count: 1, totalAmount: 240 },
      allowances: { count: 1, amount: 105, taxAmount: 5 },
      issued: { count: 1, totalAmount: 360 },
    })
    expect(report.body.byDay).toEqual([expect.objectContaining({ date: '2026-11-22', invoiced: 600, difference: 0 })])
  })
})

describe('the upload card', () => {
  test(`waiting until written, still waiting while the file sits in SRC, failed when the folder cannot be written, \
warned before 48 hours`, async () => {
    shop = await invoicingShop()
    const s = shop
    await s.pay(await s.takeout(), { kind: 'mobile', carrier: '/ABC1234' })
    expect((await s.api('GET', '/einvoice/status')).body).toMatchObject({
      waiting: 1,
      failed: 0,
      late: 0,
      warnings: [],
    })
    s.flush()
    expect((await s.api('GET', '/einvoice/status')).body).toMatchObject({ waiting: 1, failed: 0 })
    const { rmSync, writeFileSync } = await import('node:fs')
    rmSync(`${s.uploadDir}/B2SSTORAGE/F0401/SRC/F0401_AB12345600.xml`) // Turnkey took it
    expect((await s.api('GET', '/einvoice/status')).body).toMatchObject({ waiting: 0, failed: 0 })

    rmSync(s.uploadDir, { recursive: true })
    writeFileSync(s.uploadDir, 'not a folder')
    await s.pay(await s.takeout(), { kind: 'none' })
    expect(s.flush()).toEqual({ written: 0, failed: 1 })
    ;(s.ctx.clock as { advance(ms: number): void }).advance(37 * 3600_000)
    const card = (await s.api('GET', '/einvoice/status')).body
    expect(card).toMatchObject({ waiting: 0, failed: 1, late: 1 })
    expect(card.warnings[0]).toContain('48 小時')
    rmSync(s.uploadDir)
    expect(s.flush()).toEqual({ written: 1, failed: 0 })
    expect(s.files('F0401').map((f) => f.name)).toEqual(['F0401_AB12345601.xml'])
  })
})
