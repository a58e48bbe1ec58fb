import { describe, expect, test } from 'vitest'
import { invoiceRequest } from './invoice-choice.ts'

describe("the pay dialog's 發票 choice", () => {
  test('none, and codes as a scanner types them', () => {
    expect(invoiceRequest({ kind: 'none', code: 'ignored' })).toEqual({ ok: true, invoice: { kind: 'none' } })
    expect(invoiceRequest({ kind: 'mobile', code: ' /abc+123\r' })).toEqual({
      ok: true,
      invoice: { kind: 'mobile', carrier: '/ABC+123' },
    })
    expect(invoiceRequest({ kind: 'buyer', code: '22099131' })).toEqual({
      ok: true,
      invoice: { kind: 'buyer', buyerId: '22099131' },
    })
    expect(invoiceRequest({ kind: 'buyer', code: '22099131', name: ' 好吃股份有限公司 ' })).toEqual({
      ok: true,
      invoice: { kind: 'buyer', buyerId: '22099131', buyerName: '好吃股份有限公司' },
    })
    expect(invoiceRequest({ kind: 'donation', code: '8585' })).toEqual({
      ok: true,
      invoice: { kind: 'donation', donationCode: '8585' },
    })
  })
  test("bad codes are refused with the server's zh-TW message", () => {
    expect(invoiceRequest({ kind: 'mobile', code: 'ABC1234' })).toEqual({
      ok: false,
      problem: expect.stringContaining('手機條碼格式錯誤'),
    })
    expect(invoiceRequest({ kind: 'buyer', code: '12345678' })).toEqual({
      ok: false,
      problem: expect.stringContaining('統一編號錯誤'),
    })
    expect(invoiceRequest({ kind: 'donation', code: '12' })).toEqual({
      ok: false,
      problem: expect.stringContaining('愛心碼'),
    })
  })
})
