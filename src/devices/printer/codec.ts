/**
 * Printer text encodings (Big5 or GB18030) both ways, apart from the glyph tables so a reader of
 * printer bytes loads no fonts.
 */
import type Iconv from 'iconv-lite'

/**
 * Chinese text → printer bytes. Never `Buffer.from(text, 'binary')`: that keeps only the low
 * byte of each character. CP950 is the Big5 variant Taiwanese printers carry; characters it
 * lacks become "?".
 */
export type TextEncoding = 'big5' | 'gb18030'

const CODEC: Record<TextEncoding, string> = { big5: 'cp950', gb18030: 'gb18030' }
/** Big5 for anything else a stored row may hold (an early build also offered "raster"). */
export const codecOf = (encoding: TextEncoding) => CODEC[encoding] ?? CODEC.big5

/**
 * iconv-lite, loaded on the first text encoded rather than at start: a till that has printed
 * nothing yet does not hold it (0.4 MB at idle).
 */
let loaded: typeof Iconv | null = null
const iconv = () => (loaded ??= require('iconv-lite') as typeof Iconv)

export function encodeText(text: string, encoding: TextEncoding): Uint8Array {
  return iconv().encode(text, codecOf(encoding))
}

export function decodeText(bytes: Uint8Array, encoding: TextEncoding): string {
  return iconv().decode(Buffer.from(bytes), codecOf(encoding))
}
