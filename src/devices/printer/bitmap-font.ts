import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'
// @ts-expect-error: Bun embeds the file in the compiled binary and gives its path.
import fontPath from './fonts/unifont.hex.gz' with { type: 'file' }

/**
 * GNU Unifont (Plane 0, 8×16 and 16×16 glyphs, GPL-2+ with the font embedding exception), shipped
 * gzipped (~0.9 MB) for characters the printer's Big5 font lacks (堃, 喆). Loaded on first use:
 * most stores never print such a name.
 */
export type Glyph = { width: 8 | 16; rows: Uint16Array }

let glyphs: Map<number, string> | null = null

function table(): Map<number, string> {
  if (glyphs) return glyphs
  const text = gunzipSync(readFileSync(fontPath as string)).toString('latin1')
  const map = new Map<number, string>()
  for (const line of text.split('\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) map.set(parseInt(line.slice(0, colon), 16), line.slice(colon + 1).trim())
  }
  glyphs = map
  return glyphs
}

/**
 * Drawn for what Unifont has no glyph for (emoji, Plane 1 and above): 〓, the printers' own "missing" mark, two columns
 * wide.
 */
const MISSING = 0x3013

export function glyphOf(code: number): Glyph {
  const hex = table().get(code) ?? table().get(MISSING)!
  const width = hex.length === 64 ? 16 : 8
  const rows = new Uint16Array(16)
  const step = width / 4
  for (let r = 0; r < 16; r++) rows[r] = parseInt(hex.slice(r * step, (r + 1) * step), 16)
  return { width, rows }
}

/** Printed columns of a glyph: a 16-dot glyph takes two, like a Big5 character. */
export const glyphColumns = (code: number) => (glyphOf(code).width === 16 ? 2 : 1)

/**
 * One line of text as a raster bit image for GS v 0: each column 12 dots wide and 24 high like the
 * printer's own 12×24 font, so the line keeps its place in the layout. Glyphs are scaled 1.5×
 * (nearest dot). Returns the packed rows, MSB leftmost.
 */
export function rasterLine(text: string, columns: number): { bits: Uint8Array; widthBytes: number; height: number } {
  const height = 24
  const widthBytes = Math.ceil((columns * 12) / 8)
  const bits = new Uint8Array(widthBytes * height)
  let x0 = 0
  for (const ch of text) {
    const code = ch.codePointAt(0)!
    if (code < 0x20) continue
    const g = glyphOf(code)
    const w = (g.width * 3) / 2
    if (x0 + w > widthBytes * 8) break
    for (let y = 0; y < height; y++) {
      const row = g.rows[Math.floor((y * 2) / 3)]
      for (let x = 0; x < w; x++) {
        if (row & (1 << (g.width - 1 - Math.floor((x * 2) / 3)))) {
          const dx = x0 + x
          bits[y * widthBytes + (dx >> 3)] |= 0x80 >> (dx & 7)
        }
      }
    }
    x0 += w
  }
  return { bits, widthBytes, height }
}
