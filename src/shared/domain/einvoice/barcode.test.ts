import { describe, expect, test } from 'bun:test'
import { proofBarcodeText } from './barcode'

const at = (iso: string) => ({ issuedAt: new Date(iso), timeZone: 'Asia/Taipei' })

describe('proof barcode text (period yyyMM + number + random code)', () => {
  test('spec example: 104年3-4月, UZ17690872, random 0122 → 10404UZ176908720122', () => {
    expect(proofBarcodeText({ ...at('2015-03-07T10:00:00+08:00'), number: 'UZ17690872', randomCode: '0122' })).toBe(
      '10404UZ176908720122',
    )
  })

  test('an even month is its own period, December is 12, and the store time zone decides the month', () => {
    const p = { number: 'AB12345678', randomCode: '0042' }
    expect(proofBarcodeText({ ...at('2025-12-31T23:59:59+08:00'), ...p })).toBe('11412AB123456780042')
    expect(proofBarcodeText({ ...at('2025-11-01T00:00:00+08:00'), ...p })).toBe('11412AB123456780042')
    // 2025-12-31 16:30 UTC is already 2026-01-01 in Taipei: period 115年01-02月
    expect(proofBarcodeText({ ...at('2025-12-31T16:30:00Z'), ...p })).toBe('11502AB123456780042')
    expect(proofBarcodeText({ ...at('2025-12-31T16:30:00Z'), ...p })).toHaveLength(19)
  })
})
