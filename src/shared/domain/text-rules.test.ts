import { expect, test } from 'bun:test'
import { blankToNull, containsPattern, isCleanName, isValidEmail, normalizePhone } from './text-rules'

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

test('names refuse control characters, NUL and the invisible direction controls', () => {
  for (const name of ['陳志明', '滷肉飯（大）', 'A-01', "Joe's 小館", 'café', '🍜 湯麵', 'שלום', '']) expect(isCleanName(name)).toBe(true)
  const bad = [0x00, 0x09, 0x0a, 0x0d, 0x1b, 0x1f, 0x7f, 0x85, 0x9f, 0x061c, 0x200e, 0x200f, 0x2028, 0x2029,
    0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]
  for (const c of bad) expect([c.toString(16), isCleanName(`滷肉${String.fromCharCode(c)}飯`)]).toEqual([c.toString(16), false])
  // Their neighbours are ordinary text (zero-width joiner in emoji, a figure dash, the euro sign).
  for (const c of [0x20, 0x7e, 0xa0, 0x200d, 0x2010, 0x2030, 0x2070, 0x20ac]) expect(isCleanName(`a${String.fromCharCode(c)}b`)).toBe(true)
})
