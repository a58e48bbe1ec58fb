/**
 * ESC/POS commands as bytes: one function per command, no layout and no text encoding here.
 * Byte values follow the Epson ESC/POS reference; FS-commands are the Chinese (Kanji) mode
 * extensions that Taiwanese Big5 printers implement.
 */
const ESC = 0x1b
const GS = 0x1d
const FS = 0x1c
const DLE = 0x10
const EOT = 0x04
export const LF = 0x0a

const b = (...bytes: number[]) => Uint8Array.from(bytes)

export type Align = 'left' | 'center' | 'right'
const ALIGN: Record<Align, number> = { left: 0, center: 1, right: 2 }

export const escpos = {
  init: () => b(ESC, 0x40),
  /** FS & — Chinese character mode: double-byte text (Big5/GB18030 per firmware) prints as glyphs. */
  chineseOn: () => b(FS, 0x26),
  chineseOff: () => b(FS, 0x2e),
  align: (a: Align) => b(ESC, 0x61, ALIGN[a]),
  bold: (on: boolean) => b(ESC, 0x45, on ? 1 : 0),
  /**
   * Character size 1..8 in each direction. GS ! sizes single-byte text and FS ! the Chinese
   * glyphs; printers differ in which one they honour for Chinese, so both are sent.
   */
  size: (width: number, height: number) => {
    const w = clamp(width, 1, 8) - 1
    const h = clamp(height, 1, 8) - 1
    const kanji = (w > 0 ? 0x04 : 0) | (h > 0 ? 0x08 : 0)
    return b(GS, 0x21, (w << 4) | h, FS, 0x21, kanji)
  },
  feed: (lines: number) => b(ESC, 0x64, clamp(lines, 0, 255)),
  /**
   * GS L nL nH — left margin, in horizontal motion units: one dot at the 203 dpi printers' default
   * (8 dots a millimetre). Takes effect at the start of a line.
   */
  leftMargin: (dots: number) => b(GS, 0x4c, clamp(dots, 0, 0xffff) & 0xff, clamp(dots, 0, 0xffff) >> 8),
  /** GS W nL nH — print area width from the left margin, in the same units. */
  printAreaWidth: (dots: number) => b(GS, 0x57, clamp(dots, 0, 0xffff) & 0xff, clamp(dots, 0, 0xffff) >> 8),
  /** GS V 66 n: feed to the cutter and cut, leaving a hinge (partial cut). */
  cut: () => b(GS, 0x56, 0x42, 0x00),
  /** ESC B n t — buzzer on the Taiwanese/Chinese models that have one (n beeps, t × 50 ms). */
  beep: (times = 3, units = 2) => b(ESC, 0x42, clamp(times, 1, 9), clamp(units, 1, 9)),
  /**
   * ESC ( A fn=97 — Epson's integrated beeper: c beeps of t1 × 100 ms on, t2 × 100 ms off
   * (pL pH = 5 0, n = 100). Epson firmware ignores the clones' ESC B.
   */
  beepEpson: (times = 3, units = 2) =>
    b(ESC, 0x28, 0x41, 5, 0, 97, 100, clamp(times, 1, 63), clamp(units, 1, 255), clamp(units, 1, 255)),
  /** ESC p m t1 t2 — pulse on drawer-kick pin 2 (m=0) or 5 (m=1): 50 ms on, 500 ms off. */
  drawerKick: (pin: 0 | 1 = 0) => b(ESC, 0x70, pin, 25, 250),
  /**
   * DLE DC4 n=1 m t — real-time pulse on pin m for t × 100 ms (1 ≤ t ≤ 8). Executed on arrival,
   * ahead of anything buffered, also while the printer waits out of paper: ESC p would wait
   * behind the receipt that cannot print.
   */
  realtimePulse: (pin: 0 | 1 = 0, t = 2) => b(DLE, 0x14, 1, pin, clamp(t, 1, 8)),
  /**
   * GS v 0 m xL xH yL yH d… — raster bit image, `widthBytes` bytes (8 dots each) per row, MSB
   * leftmost, 1 = black. m: 0 normal, 1 double width, 2 double height, 3 both.
   */
  raster: (bits: Uint8Array, widthBytes: number, height: number, m: 0 | 1 | 2 | 3 = 0) =>
    concatBytes([b(GS, 0x76, 0x30, m, widthBytes & 0xff, widthBytes >> 8, height & 0xff, height >> 8), bits]),
  /** DLE EOT n — real-time status: 1 printer, 2 offline cause, 3 error cause, 4 paper roll sensor. */
  status: (n: 1 | 2 | 3 | 4) => b(DLE, EOT, n),
  /** GS ( k — QR code model 2, module size, error correction M, store data, print. */
  qr: (data: Uint8Array, moduleSize = 6) => {
    const len = data.length + 3
    return concatBytes([
      b(GS, 0x28, 0x6b, 4, 0, 0x31, 0x41, 0x32, 0x00),
      b(GS, 0x28, 0x6b, 3, 0, 0x31, 0x43, clamp(moduleSize, 1, 16)),
      b(GS, 0x28, 0x6b, 3, 0, 0x31, 0x45, 0x31),
      b(GS, 0x28, 0x6b, len & 0xff, len >> 8, 0x31, 0x50, 0x30),
      data,
      b(GS, 0x28, 0x6b, 3, 0, 0x31, 0x51, 0x30),
    ])
  },
}

/** Reading of the DLE EOT 1 and DLE EOT 4 answer bytes. */
export type PrinterReadiness = { offline: boolean; paperOut: boolean; paperLow: boolean }

export function parseStatus(printerStatus: number | undefined, paperStatus: number | undefined): PrinterReadiness {
  return {
    offline: printerStatus !== undefined && (printerStatus & 0x08) !== 0,
    paperOut: paperStatus !== undefined && (paperStatus & 0x60) !== 0,
    paperLow: paperStatus !== undefined && (paperStatus & 0x0c) !== 0,
  }
}

export function concatBytes(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}

function clamp(n: number, lo: number, hi: number): number {
  return Math.max(lo, Math.min(hi, Math.round(n)))
}
