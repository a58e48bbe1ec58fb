import { expect, test } from 'bun:test'
import { blankToNull, containsPattern, isValidEmail, normalizePhone } from './text-rules'

test('phones are compared without separators', () => {
  expect(normalizePhone(' 0912-345-678 ')).toBe('0912345678')
  expect(normalizePhone('(02) 2345 6789')).toBe('0223456789')
  expect(normalizePhone('+886 912 345 678')).toBe('+886912345678')
  expect(normalizePhone('12345')).toBeNull()
  expect(normalizePhone('09xx')).toBeNull()
})

test('email, blanks and LIKE patterns', () => {
  expect(isValidEmail('a@b.tw')).toBe(true)
  expect(isValidEmail('a@b')).toBe(false)
  expect(blankToNull('  ')).toBeNull()
  expect(blankToNull(' x ')).toBe('x')
  expect(blankToNull(undefined)).toBeNull()
  expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%')
})
