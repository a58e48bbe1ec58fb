import { describe, expect, test } from 'bun:test'
import QRCode from 'qrcode'
import type { InvoiceProof } from './proof'
import { hex8, proofQr, QR_BYTE_CAPACITY_L, QR_MAX_VERSION, QR_MIN_VERSION, rocDate } from './qr'
import { decryptVerificationField } from './verification'

const KEY = '0123456789abcdef0123456789abcdef'

/** The spec's QR example: AB11223344, 102/05/23, random 9999, sales 324 (0x144), total 340 (0x154). */
const spec: InvoiceProof = {
  storeName: '測試商店',
  sellerId: '01234567',
  buyerId: null,
  number: 'AB11223344',
  issuedAt: new Date('2013-05-23T12:30:00+08:00'),
  timeZone: 'Asia/Taipei',
  randomCode: '9999',
  salesAmount: 324,
  taxAmount: 16,
  totalAmount: 340,
  items: [
    { name: '乾電池', quantity: 1, unitPrice: 105, amount: 105 },
    { name: '口罩', quantity: 1, unitPrice: 210, amount: 210 },
    { name: '牛奶', quantity: 1, unitPrice: 25, amount: 25 },
  ],
  aesKeyHex: KEY,
}

const utf8 = (s: string) => Buffer.byteLength(s, 'utf8')

describe('proof QR payloads', () => {
  test(`spec example: the 53 characters before the verification field, the tail of the left code, the right \
code`, () => {
    const qr = proofQr(spec)
    expect(qr.left.slice(0, 53)).toBe('AB112233441020523999900000144000001540000000001234567')
    expect(decryptVerificationField(qr.left.slice(53, 77), KEY)).toBe('AB112233449999')
    expect(qr.left.slice(77)).toBe(':**********:3:3:1:乾電池:1:105:')
    expect(qr.right).toBe('**口罩:1:210:牛奶:1:25')
    expect(qr.version).toBe(QR_MIN_VERSION)
    expect(qr.itemsRecorded).toBe(3)
  })

  test('amounts are 8 lowercase hex digits; a buyer 統編 replaces 00000000', () => {
    expect(hex8(3000)).toBe('00000bb8')
    expect(hex8(0)).toBe('00000000')
    expect(hex8(0xffffffff)).toBe('ffffffff')
    for (const bad of [-1, 1.5, 0x100000000, Number.NaN]) expect(() => hex8(bad)).toThrow(RangeError)
    const left = proofQr({ ...spec, buyerId: '12345675', salesAmount: 3000, taxAmount: 150, totalAmount: 3150 }).left
    expect(left.slice(21, 29)).toBe('00000bb8')
    expect(left.slice(29, 37)).toBe('00000c4e')
    expect(left.slice(37, 45)).toBe('12345675')
    expect(left.slice(45, 53)).toBe('01234567')
  })

  test('the ROC date is the day in the store time zone', () => {
    expect(rocDate(new Date('2025-12-31T16:30:00Z'), 'Asia/Taipei')).toBe('1150101')
    expect(rocDate(new Date('2025-12-31T15:59:59Z'), 'Asia/Taipei')).toBe('1141231')
  })

  test('one item: it sits on the left and the right code is just **', () => {
    const qr = proofQr({ ...spec, items: spec.items.slice(0, 1) })
    expect(qr.left.slice(77)).toBe(':**********:1:1:1:乾電池:1:105:')
    expect(qr.right).toBe('**')
  })

  test(
    'a colon in a name becomes full-width, a C0 or C1 control a space; ' + 'fractional quantities keep their decimals',
    () => {
      const qr = proofQr({
        ...spec,
        items: [{ name: 'A:B\n套\u0085餐', quantity: 0.5, unitPrice: 99, amount: 50 }, spec.items[1]],
      })
      expect(qr.left.endsWith(':A：B 套 餐:0.5:99:')).toBe(true)
      expect(qr.right).toBe('**口罩:1:210')
    },
  )

  test('more items grow both codes to the next version that holds them all', () => {
    const items = Array.from({ length: 10 }, (_, i) => ({
      name: `招牌牛肉麵${i}`,
      quantity: 2,
      unitPrice: 180,
      amount: 360,
    }))
    const qr = proofQr({ ...spec, items })
    expect(qr.itemsRecorded).toBe(10)
    expect(qr.version).toBeGreaterThan(QR_MIN_VERSION)
    expect(Math.max(utf8(qr.left), utf8(qr.right))).toBeLessThanOrEqual(QR_BYTE_CAPACITY_L[qr.version])
    expect(Math.max(utf8(qr.left), utf8(qr.right))).toBeGreaterThan(QR_BYTE_CAPACITY_L[qr.version - 1])
  })

  test('too many items: as many as fit at the largest version, and the counts say so', () => {
    const items = Array.from({ length: 60 }, (_, i) => ({
      name: `露營用品第${i}號`,
      quantity: 1,
      unitPrice: 10 + i,
      amount: 10 + i,
    }))
    const qr = proofQr({ ...spec, items })
    expect(qr.version).toBe(QR_MAX_VERSION)
    const [, area, recorded, total, encoding] = qr.left.slice(77).split(':')
    expect([area, total, encoding]).toEqual(['**********', '60', '1'])
    expect(Number(recorded)).toBe(qr.itemsRecorded)
    expect(qr.itemsRecorded).toBeGreaterThan(5)
    expect(qr.itemsRecorded).toBeLessThan(60)
    expect(utf8(qr.left)).toBeLessThanOrEqual(QR_BYTE_CAPACITY_L[QR_MAX_VERSION])
    expect(utf8(qr.right)).toBeLessThanOrEqual(QR_BYTE_CAPACITY_L[QR_MAX_VERSION])
    // the recorded items are the first ones, in order: one left, the rest right
    expect(qr.right.split(':').length).toBe((qr.itemsRecorded - 1) * 3)
    expect(qr.right.startsWith('**露營用品第1號:1:11:')).toBe(true)
  })

  test('the byte capacities are what the QR encoder itself accepts at error correction L', () => {
    for (let version = 1; version <= QR_MAX_VERSION; version++) {
      const fits = new Uint8Array(QR_BYTE_CAPACITY_L[version]).fill(0x41)
      expect(QRCode.create([{ data: fits, mode: 'byte' }], { errorCorrectionLevel: 'L', version }).version).toBe(
        version,
      )
      const over = new Uint8Array(QR_BYTE_CAPACITY_L[version] + 1).fill(0x41)
      expect(() => QRCode.create([{ data: over, mode: 'byte' }], { errorCorrectionLevel: 'L', version })).toThrow()
    }
  })

  test('malformed ids are refused before anything is encoded', () => {
    expect(() => proofQr({ ...spec, number: 'ab11223344' })).toThrow(RangeError)
    expect(() => proofQr({ ...spec, number: 'AB1122334' })).toThrow(RangeError)
    expect(() => proofQr({ ...spec, randomCode: '999' })).toThrow(RangeError)
    expect(() => proofQr({ ...spec, sellerId: '1234567' })).toThrow(RangeError)
    expect(() => proofQr({ ...spec, buyerId: '1234567X' })).toThrow(RangeError)
    expect(() => proofQr({ ...spec, aesKeyHex: '24634102' })).toThrow(RangeError)
  })
})
