import iconv from 'iconv-lite'

/**
 * Chinese text → printer bytes. Never `Buffer.from(text, 'binary')`: that keeps only the low
 * byte of each character. CP950 is the Big5 variant Taiwanese printers carry; characters it
 * lacks become "?".
 */
export type TextEncoding = 'big5' | 'gb18030'

const CODEC: Record<TextEncoding, string> = { big5: 'cp950', gb18030: 'gb18030' }
/** Big5 for anything else a stored row may hold (an early build also offered "raster"). */
const codecOf = (encoding: TextEncoding) => CODEC[encoding] ?? CODEC.big5

export function encodeText(text: string, encoding: TextEncoding): Uint8Array {
  return iconv.encode(text, codecOf(encoding))
}

export function decodeText(bytes: Uint8Array, encoding: TextEncoding): string {
  return iconv.decode(Buffer.from(bytes), codecOf(encoding))
}

/** Widths already measured, per codec: at most one entry per character a store ever prints. */
const widths = new Map<string, Map<string, number>>()

/**
 * Printed columns of one character: a double-byte glyph takes two columns, a single byte one.
 * Measuring the encoded bytes matches what the printer does with ambiguous-width marks (—, “).
 * Each character is measured once: wrapping and padding a ticket asks hundreds of times, and
 * every encoding makes buffers for the garbage collector (docs/PERFORMANCE.md, round 4).
 */
export function charWidth(ch: string, encoding: TextEncoding): number {
  const code = ch.codePointAt(0)!
  if (code < 0x80) return code < 0x20 ? 0 : 1
  const codec = codecOf(encoding)
  let known = widths.get(codec)
  if (!known) widths.set(codec, (known = new Map()))
  let width = known.get(ch)
  if (width === undefined) {
    width = Math.min(2, iconv.encode(ch, codec).length)
    known.set(ch, width)
  }
  return width
}

export function textWidth(text: string, encoding: TextEncoding): number {
  let w = 0
  for (const ch of text) w += charWidth(ch, encoding)
  return w
}

/** Breaks text into lines of at most `columns` printed columns, never splitting a glyph. */
export function wrapText(text: string, columns: number, encoding: TextEncoding): string[] {
  const lines: string[] = []
  for (const paragraph of text.split('\n')) {
    let line = ''
    let width = 0
    for (const ch of paragraph) {
      const w = charWidth(ch, encoding)
      if (width + w > columns && line) {
        lines.push(line)
        line = ''
        width = 0
      }
      line += ch
      width += w
    }
    lines.push(line)
  }
  return lines
}

/** Pads with spaces to exactly `columns` (text must already fit). */
export function padEnd(text: string, columns: number, encoding: TextEncoding): string {
  return text + ' '.repeat(Math.max(0, columns - textWidth(text, encoding)))
}

export function padStart(text: string, columns: number, encoding: TextEncoding): string {
  return ' '.repeat(Math.max(0, columns - textWidth(text, encoding))) + text
}
