import { describe, expect, test } from 'bun:test'
import { decodeText, encodeText, padEnd, textWidth, wrapText } from './big5'

describe('Big5 text', () => {
  test('round-trips Traditional Chinese through CP950', () => {
    const text = '補印 桌號 A-01 牛肉麵（大）'
    expect(decodeText(encodeText(text, 'big5'), 'big5')).toBe(text)
    expect(Buffer.from(encodeText('補印', 'big5')).toString('hex')).toBe('b8c9a64c')
  })
  test('CJK counts two columns, ASCII one; unknown characters become one-column ?', () => {
    expect(textWidth('牛肉麵 x2', 'big5')).toBe(9)
    expect(textWidth('NT$120', 'big5')).toBe(6)
    expect(textWidth('😀', 'big5')).toBe(1)
    expect(textWidth('牛肉麵', 'gb18030')).toBe(6)
  })
  test('wraps by printed width without splitting a glyph', () => {
    expect(wrapText('珍珠奶茶珍珠奶茶', 5, 'big5')).toEqual(['珍珠', '奶茶', '珍珠', '奶茶'])
    expect(padEnd('茶', 4, 'big5')).toBe('茶  ')
  })
})
