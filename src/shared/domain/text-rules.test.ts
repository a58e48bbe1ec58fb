import { expect, test } from 'bun:test'
import {
  blankToNull,
  containsPattern,
  displayText,
  isCleanName,
  isCleanText,
  isValidEmail,
  normalizePhone,
  oneLine,
  TEXT_FIELDS,
} from './text-rules'

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
  for (const name of ['陳志明', '滷肉飯（大）', 'A-01', "Joe's 小館", 'café', '🍜 湯麵', 'שלום', ''])
    expect(isCleanName(name)).toBe(true)
  const bad = [
    0x00, 0x09, 0x0a, 0x0d, 0x1b, 0x1f, 0x7f, 0x85, 0x9f, 0x061c, 0x200e, 0x200f, 0x2028, 0x2029, 0x202a, 0x202b,
    0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069,
  ]
  for (const c of bad)
    expect([c.toString(16), isCleanName(`滷肉${String.fromCharCode(c)}飯`)]).toEqual([c.toString(16), false])
  // Their neighbours are ordinary text (zero-width joiner in emoji, a figure dash, the euro sign).
  for (const c of [0x20, 0x7e, 0xa0, 0x200d, 0x2010, 0x2030, 0x2070, 0x20ac])
    expect(isCleanName(`a${String.fromCharCode(c)}b`)).toBe(true)
})

/** Every character the rule names: C0, DEL, C1, and the direction marks, overrides and isolates. */
const CONTROL_CODES = [
  ...Array.from({ length: 0x20 }, (_, c) => c),
  0x7f,
  ...Array.from({ length: 0x20 }, (_, c) => 0x80 + c),
  0x061c,
  0x200e,
  0x200f,
  0x2028,
  0x2029,
  0x202a,
  0x202b,
  0x202c,
  0x202d,
  0x202e,
  0x2066,
  0x2067,
  0x2068,
  0x2069,
]
const hex = (c: number) => c.toString(16)

test('display text loses every control character and direction control, and nothing else', () => {
  for (const c of CONTROL_CODES)
    expect([hex(c), displayText(`少${String.fromCharCode(c)}辣`)]).toEqual([hex(c), '少辣'])
  expect(displayText('NOTE\u001bp00zEND')).toBe('NOTEp00zEND')
  expect(displayText('不要香菜\r\n少辣\t\u202e1.5\u202c')).toBe('不要香菜少辣1.5')
  expect(displayText(CONTROL_CODES.map((c) => String.fromCharCode(c)).join(''))).toBe('')
  const clean = [
    '',
    '陳志明',
    '滷肉飯（大）',
    "Joe's 小館",
    'café',
    '🍜 湯麵',
    'שלום',
    'a\u200db',
    'NT$1,234',
    '\u00a0\u2010\u20ac',
  ]
  for (const text of clean) expect(displayText(text)).toBe(text)
})

test('one-line text refuses what names refuse; a text area keeps tab and line breaks only', () => {
  for (const c of CONTROL_CODES) {
    const text = `少${String.fromCharCode(c)}辣`
    expect([hex(c), isCleanText(text, 'name'), isCleanText(text, 'line')]).toEqual([hex(c), false, false])
    expect([hex(c), isCleanText(text, 'lines')]).toEqual([hex(c), c === 0x09 || c === 0x0a || c === 0x0d])
  }
  expect(isCleanText('週一公休\r\n週二照常', 'lines')).toBe(true)
  expect(isCleanText('湯多', 'line')).toBe(true)
  // What a phone's note box sends for Enter: a space, so the note stays one line.
  expect(oneLine('不要香菜\n少辣\r\n\t大碗')).toBe('不要香菜 少辣 大碗')
})

test('notes, reasons and text areas are checked by key; printed notes are one line', () => {
  expect(
    ['notes', 'note', 'reason', 'sellerName', 'address', 'discountReasons'].map((k) => TEXT_FIELDS.get(k)),
  ).toEqual(Array(6).fill('line'))
  expect(['content', 'description', 'receiptFooter'].map((k) => TEXT_FIELDS.get(k))).toEqual(Array(3).fill('lines'))
  expect(['name', 'number', 'title', 'spiceLevels'].map((k) => TEXT_FIELDS.get(k))).toEqual(Array(4).fill('name'))
})
