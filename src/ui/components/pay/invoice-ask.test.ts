import { describe, expect, test } from 'vitest'
import { asksInvoice, invoiceToSend, NO_INVOICE_CHOICE } from './invoice-choice.ts'

describe('the 發票 choice is asked only in 電子發票 mode', () => {
  test('asked in einvoice mode; not with 收據, off, an older server or no store', () => {
    expect(asksInvoice({ invoiceMode: 'einvoice' })).toBe(true)
    for (const store of [{ invoiceMode: 'receipt' }, { invoiceMode: 'off' }, {}, null, undefined])
      expect(asksInvoice(store)).toBe(false)
  })

  test('not asked: nothing is sent, even a half-typed code; asked: the choice is checked', () => {
    expect(invoiceToSend(false, { kind: 'mobile', code: 'abc' })).toEqual({ ok: true, invoice: undefined })
    expect(invoiceToSend(true, { kind: 'mobile', code: ' /abc+123' })).toEqual({
      ok: true,
      invoice: { kind: 'mobile', carrier: '/ABC+123' },
    })
    expect(invoiceToSend(true, { kind: 'mobile', code: 'abc' }).ok).toBe(false)
    expect(invoiceToSend(true, NO_INVOICE_CHOICE)).toEqual({ ok: true, invoice: { kind: 'none' } })
  })
})
