import { describe, expect, test } from 'bun:test'
import { decodeText, encodeEach, encodeText, padEnd, textWidth, wrapText } from './big5'

describe('Big5 text', () => {
  test('round-trips Traditional Chinese through CP950', () => {
    const text = '補印 桌號 A-01 牛肉麵（大）'
    expect(decodeText(encodeText(text, 'big5'), 'big5')).toBe(text)
    expect(Buffer.from(encodeText('補印', 'big5')).toString('hex')).toBe('b8c9a64c')
  })
  test(`CJK counts two columns, ASCII one; a character outside Big5 takes its Unifont glyph's width (it prints as an \
image)`, () => {
    expect(textWidth('牛肉麵 x2', 'big5')).toBe(9)
    expect(textWidth('NT$120', 'big5')).toBe(6)
    expect(textWidth('😀', 'big5')).toBe(2)
    expect(textWidth('牛肉麵', 'gb18030')).toBe(6)
  })
  test('wraps by printed width without splitting a glyph', () => {
    expect(wrapText('珍珠奶茶珍珠奶茶', 5, 'big5')).toEqual(['珍珠', '奶茶', '珍珠', '奶茶'])
    expect(padEnd('茶', 4, 'big5')).toBe('茶  ')
  })
  test('wrapping never splits a number or an ASCII word (統編 123/45678), unless it alone is too wide', () => {
    expect(wrapText('統編 123/45678', 10, 'big5')).toEqual(['統編', '123/45678'])
    expect(wrapText('統編12345678', 10, 'big5')).toEqual(['統編', '12345678'])
    expect(wrapText('合計 NT$1,234.00 元', 12, 'big5')).toEqual(['合計', 'NT$1,234.00', '元'])
    expect(wrapText('Extra cheese please', 12, 'big5')).toEqual(['Extra cheese', 'please'])
    expect(wrapText('牛肉麵加蛋', 4, 'big5')).toEqual(['牛肉', '麵加', '蛋'])
    expect(wrapText('1234567890123', 5, 'big5')).toEqual(['12345', '67890', '123'])
    for (const line of wrapText('統編 123/45678 桌 12 牛肉麵 x2 NT$360', 9, 'big5'))
      expect(textWidth(line, 'big5')).toBeLessThanOrEqual(9)
  })
  test('character by character from the cache gives the bytes of encoding the whole text', () => {
    const text = '桌 A-01：牛肉麵（大）× 2 — “加辣” 😀 ☃\t'
    for (const encoding of ['big5', 'gb18030'] as const) {
      const parts: number[] = []
      for (let round = 0; round < 2; round++) {
        // the second round reads the cache
        parts.length = 0
        encodeEach(text, encoding, (b) => (typeof b === 'number' ? parts.push(b) : parts.push(...b)))
        expect(Buffer.from(parts).equals(Buffer.from(encodeText(text, encoding)))).toBe(true)
      }
    }
  })
  test(`wrapping never breaks a surrogate pair; a control character, a line break too, takes no column and breaks \
nothing`, () => {
    expect(wrapText('', 10, 'big5')).toEqual([''])
    expect(wrapText('甲\n\n乙', 10, 'big5')).toEqual(['甲\n\n乙'])
    expect(wrapText('甲乙\r\n丙丁', 4, 'big5')).toEqual(['甲乙\r\n', '丙丁'])
    // A control character takes no column and does not split a word: the lines are those of the text without it.
    expect(wrapText('ab AB\u001bCD\u202e', 5, 'big5')).toEqual(['ab', 'AB\u001bCD\u202e'])
    expect(wrapText('ab ABCD', 5, 'big5')).toEqual(['ab', 'ABCD'])
    expect(wrapText('😀😀😀', 4, 'big5')).toEqual(['😀😀', '😀'])
  })
})
