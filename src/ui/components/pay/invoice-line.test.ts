import { describe, expect, it } from 'vitest'
import { invoiceLine } from './invoice-line.ts'

const issued = {
  status: 'issued' as const,
  kind: 'mobile' as const,
  number: 'AB12345600',
  carrier: '/ABC+123',
  buyerId: null,
  donationCode: null,
}

describe('invoiceLine', () => {
  it('names the number and where the invoice went', () => {
    expect(invoiceLine(issued)).toBe('發票 AB12345600 · 手機條碼 /ABC+123')
    expect(invoiceLine({ ...issued, kind: 'buyer', carrier: null, buyerId: '04595257' })).toBe(
      '發票 AB12345600 · 統一編號 04595257',
    )
    expect(invoiceLine({ ...issued, kind: 'none', carrier: null })).toBe('發票 AB12345600')
  })
  it('says when it waits for a number or was voided, and nothing without an invoice', () => {
    expect(invoiceLine({ ...issued, status: 'pending', number: null })).toBe('發票待開立')
    expect(invoiceLine({ ...issued, status: 'voided' })).toBe('發票 AB12345600（已作廢） · 手機條碼 /ABC+123')
    expect(invoiceLine(null)).toBeNull()
  })
})
