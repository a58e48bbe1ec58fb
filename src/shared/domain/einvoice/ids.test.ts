import { describe, expect, test } from 'bun:test'
import {
  displayInvoiceNumber,
  invoiceNumberOf,
  isCitizenCertificate,
  isDonationCode,
  isMobileBarcode,
  isValidBan,
  normalizeCarrier,
} from './ids'

describe('統編 checksum', () => {
  // [number, valid, why]
  const table: [string, boolean, string][] = [
    ['04595257', true, 'sum 40'],
    ['22099131', true, 'sum 30'],
    ['53212539', true, 'sum 30'],
    ['10458570', true, 'sum 25, divisible by 5 (2023 rule)'],
    ['12345675', true, '7th digit 7: sum 39, +1 = 40'],
    ['10458574', true, '7th digit 7: sum 29, +1 = 30'],
    ['10458579', true, '7th digit 7: sum 34, +1 = 35'],
    ['10458571', false, '7th digit 7: sum 26, +1 = 27'],
    ['12345677', false, '7th digit 7: sum 41, +1 = 42'],
    ['12345664', false, '7th digit 6: sum 34, the +1 rule does not apply'],
    ['22099132', false, 'last digit off by one'],
    ['00000000', false, 'the no-buyer placeholder'],
    ['1234567', false, '7 digits'],
    ['123456789', false, '9 digits'],
    ['1234567A', false, 'a letter'],
    ['', false, 'empty'],
  ]
  for (const [ban, valid, why] of table)
    test(`${ban || '(empty)'} → ${valid} (${why})`, () => expect(isValidBan(ban)).toBe(valid))
})

describe('carriers and donation codes', () => {
  test('手機條碼: / + 7 of 0-9 A-Z . + -', () => {
    for (const ok of ['/ABC1234', '/A.B+C-1', '/0000000', '/+++++++']) expect(isMobileBarcode(ok)).toBe(true)
    for (const bad of ['ABC12345', '/ABC123', '/ABC12345', '/abc1234', '/ABC 123', '/ABC_123', ' /ABC1234'])
      expect(isMobileBarcode(bad)).toBe(false)
    expect(isMobileBarcode(normalizeCarrier(' /abc1234\n'))).toBe(true)
  })
  test('自然人憑證: 2 capital letters + 14 digits', () => {
    expect(isCitizenCertificate('AB12345678901234')).toBe(true)
    for (const bad of [
      'A123456789012345',
      'AB1234567890123',
      'AB123456789012345',
      'ab12345678901234',
      '12AB345678901234',
    ])
      expect(isCitizenCertificate(bad)).toBe(false)
  })
  test('愛心碼: 3 to 7 digits', () => {
    for (const ok of ['919', '8585', '1234567']) expect(isDonationCode(ok)).toBe(true)
    for (const bad of ['12', '12345678', '12a4', '']) expect(isDonationCode(bad)).toBe(false)
  })
  test('numbers: 字軌 + 8 digits, printed with a dash', () => {
    expect(invoiceNumberOf('AB', 1200)).toBe('AB00001200')
    expect(displayInvoiceNumber('AB12345678')).toBe('AB-12345678')
  })
})
