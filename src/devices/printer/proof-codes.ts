import type QRCode from 'qrcode'
import { escpos } from './escpos'

/**
 * Barcodes drawn as dots and sent as one raster image (GS v 0): the 證明聯 needs two QR codes side
 * by side, top-aligned and the same size, and GS ( k prints one code per line; and a 19-character
 * Code 39 with GS k's narrowest module (2 dots) is wider than 58 mm paper, while drawn with 1-dot
 * narrow bars it is 335 dots. Drawing also makes the paper the same on every printer model.
 */

/** One bit per dot, 1 = black, rows top to bottom; width is a multiple of 8 (whole raster bytes). */
export type Bitmap = { width: number; height: number; dots: Uint8Array }

export function blankBitmap(width: number, height: number): Bitmap {
  const w = Math.ceil(width / 8) * 8
  return { width: w, height, dots: new Uint8Array(w * height) }
}

function fill(bm: Bitmap, x: number, y: number, w: number, h: number) {
  for (let row = y; row < y + h; row++) bm.dots.fill(1, row * bm.width + x, row * bm.width + x + w)
}

/** The bitmap as one GS v 0 image: rows packed 8 dots a byte, leftmost dot in the high bit. */
export function rasterCommand(bm: Bitmap): Uint8Array {
  const bits = new Uint8Array(bm.dots.length / 8)
  for (let i = 0; i < bm.dots.length; i++) if (bm.dots[i]) bits[i >> 3] |= 0x80 >> (i & 7)
  return escpos.raster(bits, bm.width / 8, bm.height)
}

// Code 39: nine elements per character (bar, space, … bar), three of them wide. Two of the five bars
// are wide, chosen by value 1–10 (bar weights 1, 2, 4, 7, 0); the one wide space picks the group.
const WIDE_BARS: [number, number][] = [
  [0, 4],
  [1, 4],
  [0, 1],
  [2, 4],
  [0, 2],
  [1, 2],
  [3, 4],
  [0, 3],
  [1, 3],
  [2, 3],
]
const GROUPS: [string, number][] = [
  ['1234567890', 1],
  ['ABCDEFGHIJ', 2],
  ['KLMNOPQRST', 3],
  ['UVWXYZ-. *', 0],
]
const CODE39 = new Map<string, boolean[]>()
for (const [chars, wideSpace] of GROUPS) {
  ;[...chars].forEach((ch, value) => {
    const wide = Array<boolean>(9).fill(false)
    for (const bar of WIDE_BARS[value]) wide[bar * 2] = true
    wide[wideSpace * 2 + 1] = true
    CODE39.set(ch, wide)
  })
}

/** Widths of a Code 39 symbol with start/stop '*': black, white, black, … (dots). */
export function code39Widths(text: string, narrow = 1, wide = 3): number[] {
  for (const ch of text) if (ch === '*' || !CODE39.has(ch)) throw new RangeError(`Code 39 cannot encode "${ch}"`)
  const widths: number[] = []
  for (const ch of `*${text}*`) {
    if (widths.length > 0) widths.push(narrow) // inter-character gap
    for (const w of CODE39.get(ch)!) widths.push(w ? wide : narrow)
  }
  return widths
}

/** A Code 39 symbol centred in a bitmap `width` dots wide. */
export function code39Bitmap(text: string, width: number, height: number): Bitmap {
  const widths = code39Widths(text)
  const total = widths.reduce((a, b) => a + b, 0)
  const bm = blankBitmap(width, height)
  if (total > bm.width) throw new RangeError(`Code 39 "${text}" needs ${total} dots, the paper has ${bm.width}`)
  let x = Math.floor((bm.width - total) / 2)
  widths.forEach((w, i) => {
    if (i % 2 === 0) fill(bm, x, 0, w, height)
    x += w
  })
  return bm
}

/**
 * qrcode's encoder alone, loaded on the first code drawn: the package's entry also loads its
 * image renderers (pngjs among them), which a printed proof never uses, and loaded at start they
 * held memory in every idle till.
 */
let encoder: Pick<typeof QRCode, 'create'> | null = null
const qrEncoder = () => (encoder ??= require('qrcode/lib/core/qrcode') as Pick<typeof QRCode, 'create'>)

/** Modules of a QR code: UTF-8 bytes in one byte segment, error correction L, this exact version. */
export function qrModules(text: string, version: number): { size: number; data: Uint8Array } {
  const code = qrEncoder().create([{ data: new TextEncoder().encode(text), mode: 'byte' }], {
    errorCorrectionLevel: 'L',
    version,
  })
  return { size: code.modules.size, data: code.modules.data }
}

/**
 * Two QR codes of one version side by side, centred in `width` dots, sized for a form `formWidth`
 * dots wide: modules of up to 4 dots, as large as fit with a gap of QR_PAIR_GAP dots between the
 * codes (the 4-module quiet zone at 3-dot modules is 12).
 */
export const QR_PAIR_GAP = 24
const QR_PAIR_EDGE = 6

export function qrPairBitmap(left: string, right: string, version: number, width: number, formWidth = width): Bitmap {
  const codes = [qrModules(left, version), qrModules(right, version)]
  const size = codes[0].size
  const module = Math.min(4, Math.floor((Math.min(width, formWidth) - QR_PAIR_GAP - 2 * QR_PAIR_EDGE) / (2 * size)))
  if (module < 1) throw new RangeError(`QR version ${version} does not fit ${width} dots`)
  const side = size * module
  const bm = blankBitmap(width, side)
  const x0 = Math.floor((bm.width - 2 * side - QR_PAIR_GAP) / 2)
  codes.forEach((code, k) => {
    const left = x0 + k * (side + QR_PAIR_GAP)
    for (let r = 0; r < size; r++) {
      for (let c = 0; c < size; c++)
        if (code.data[r * size + c]) fill(bm, left + c * module, r * module, module, module)
    }
  })
  return bm
}
