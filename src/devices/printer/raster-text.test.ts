import { describe, expect, test } from 'bun:test'
import { escposToText } from '../testing/escpos-text'
import { unprintableChars, textWidth, wrapText } from './big5'
import { renderKitchenTicket } from './kitchen-ticket'

/** U+5803 堃 as GNU Unifont 15.0.01 draws it (unifont.hex), 16 rows of 16 dots. */
const KUN = '102008107EFE10201E3C1224122422444A94850801003FF801000100FFFE0000'

/** Every GS v 0 image in the bytes: its rows as strings of '#' and '.'. */
function rasters(bytes: Uint8Array): string[][] {
  const out: string[][] = []
  for (let i = 0; i + 8 <= bytes.length; i++) {
    if (bytes[i] !== 0x1d || bytes[i + 1] !== 0x76 || bytes[i + 2] !== 0x30) continue
    const wb = bytes[i + 4] | (bytes[i + 5] << 8)
    const h = bytes[i + 6] | (bytes[i + 7] << 8)
    const rows: string[] = []
    for (let y = 0; y < h; y++) {
      let row = ''
      for (let x = 0; x < wb * 8; x++) row += bytes[i + 8 + y * wb + (x >> 3)] & (0x80 >> (x & 7)) ? '#' : '.'
      rows.push(row)
    }
    out.push(rows)
    i += 8 + wb * h - 1
  }
  return out
}

const ticket = (name: string) =>
  renderKitchenTicket(
    {
      station: '熱炒',
      orderNumber: '20261125-007',
      table: '3',
      time: Date.UTC(2026, 10, 25, 4),
      timeZone: 'Asia/Taipei',
      lines: [{ name, quantity: 1, options: { spice: null, addOns: [] }, notes: null, subtotal: 0 }],
      notes: null,
      kind: 'new',
    },
    { columns: 48, encoding: 'big5', cut: true, beep: false },
  )

describe('characters outside Big5 print as a raster image', () => {
  test("a name with 堃 becomes a GS v 0 image whose dots are Unifont's 堃; the rest of the ticket stays text", () => {
    expect(unprintableChars('王堃的牛肉麵', 'big5')).toEqual(['堃'])
    const bytes = ticket('堃哥炒飯')
    const text = escposToText(bytes)
    expect(text).not.toContain('?')
    expect(text).toContain('[點陣 ')
    expect(text).toContain('熱炒')
    const images = rasters(bytes)
    expect(images).toHaveLength(1)
    const [img] = images
    expect(img).toHaveLength(24)
    // Where 堃 stands: each glyph dot (r, x) lands on printer dot (⌈1.5r⌉, ⌈1.5x⌉), glyphs on 12-dot columns.
    const col = (() => {
      for (let c = 0; c < img[0].length; c += 12) {
        let ok = true
        for (let r = 0; r < 16 && ok; r++) {
          const want = parseInt(KUN.slice(r * 4, r * 4 + 4), 16)
          for (let x = 0; x < 16 && ok; x++)
            ok = (img[Math.ceil(r * 1.5)][c + Math.ceil(x * 1.5)] === '#') === Boolean(want & (0x8000 >> x))
        }
        if (ok) return c
      }
      return -1
    })()
    expect(col).toBeGreaterThanOrEqual(0)
    // Drawn as a person would see it: the top of 堃 (two 方 over 土).
    expect(
      img
        .slice(0, 6)
        .map((r) => r.slice(col, col + 24))
        .join('\n'),
    ).toMatchSnapshot()
  })

  test('emoji and other characters Unifont lacks print as a box, taking two columns; widths match the wrap', () => {
    expect(textWidth('堃', 'big5')).toBe(2)
    expect(textWidth('😀', 'big5')).toBe(2)
    for (const line of wrapText('喆喆喆喆喆喆', 5, 'big5')) expect(textWidth(line, 'big5')).toBeLessThanOrEqual(5)
    expect(escposToText(ticket('😀 套餐'))).toContain('[點陣 ')
  })
})
