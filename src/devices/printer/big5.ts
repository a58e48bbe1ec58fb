import { displayText } from '../../shared/domain/text-rules'
import { glyphColumns } from './bitmap-font'
import { codecOf, encodeText, type TextEncoding } from './codec'

export { decodeText, encodeText, type TextEncoding } from './codec'

/** Each character's bytes once encoded, per codec: one entry per character a store ever prints. */
const glyphs = new Map<string, Map<number, Uint8Array>>()

/**
 * The printer bytes of one character (a code point): what `encodeText` gives for it alone, since
 * CP950 and GB18030 encode each character on its own. Encoded once and kept: a ticket asks for
 * every character several times (wrap, pad, print), and each encoding makes buffers for the
 * garbage collector.
 */
function glyphBytes(code: number, encoding: TextEncoding): Uint8Array {
  const codec = codecOf(encoding)
  let known = glyphs.get(codec)
  if (!known) {
    known = new Map()
    glyphs.set(codec, known)
  }
  let bytes = known.get(code)
  if (bytes === undefined) {
    bytes = new Uint8Array(encodeText(String.fromCodePoint(code), encoding))
    known.set(code, bytes)
  }
  return bytes
}

/** Each character's printed columns once worked out, per codec (like its bytes). */
const widths = new Map<string, Map<number, number>>()

/**
 * Printed columns of one character (a code point): a double-byte glyph takes two columns, a single
 * byte one. Measuring the encoded bytes matches what the printer does with ambiguous-width marks (—, “).
 * A control character or direction mark takes none: the layout prints it as nothing (layout.ts), so
 * text holding one wraps and pads as the same text without it.
 */
function codeWidth(code: number, encoding: TextEncoding): number {
  if (code >= 0x20 && code < 0x7f) return 1
  const codec = codecOf(encoding)
  let known = widths.get(codec)
  if (!known) {
    known = new Map()
    widths.set(codec, known)
  }
  let width = known.get(code)
  if (width === undefined) {
    const printed = displayText(String.fromCodePoint(code)) !== ''
    width = !printed
      ? 0
      : !printableAsText(code, encoding)
        ? glyphColumns(code)
        : Math.min(2, glyphBytes(code, encoding).length)
    known.set(code, width)
  }
  return width
}

/** Whether the printer's own font has the character: the codec gave more than its "?" stand-in. */
function printableAsText(code: number, encoding: TextEncoding): boolean {
  if (code < 0x80) return true
  const bytes = glyphBytes(code, encoding)
  return !(bytes.length === 1 && bytes[0] === 0x3f)
}

/** The characters of `text` the printer cannot print as text (they print as an image instead). */
export function unprintableChars(text: string, encoding: TextEncoding): string[] {
  const out = new Set<string>()
  eachCode(text, 0, text.length, (code) => {
    if (code >= 0x20 && !printableAsText(code, encoding)) out.add(String.fromCodePoint(code))
  })
  return [...out]
}

/** Code points of `text` from `from` to `to`, as (code, index) calls, without making strings. */
function eachCode(text: string, from: number, to: number, visit: (code: number, at: number) => void) {
  for (let i = from; i < to; ) {
    const code = text.codePointAt(i)!
    visit(code, i)
    i += code > 0xffff ? 2 : 1
  }
}

export function textWidth(text: string, encoding: TextEncoding): number {
  let w = 0
  eachCode(text, 0, text.length, (code) => {
    w += codeWidth(code, encoding)
  })
  return w
}

/** Letters, digits and ASCII marks: runs of them (a number, a tax id 123/45678, a word) stay whole. */
const inWord = (code: number) => code > 0x20 && code < 0x7f

/**
 * Breaks text into lines of at most `columns` printed columns, never splitting a glyph, and never
 * a number or an ASCII word unless it alone is wider than a line: the line breaks before it
 * instead. A space at a break is dropped. Chinese breaks between any two characters. A line break
 * in the text is no break here: it is a control character, printed as nothing (layout.ts).
 */
export function wrapText(text: string, columns: number, encoding: TextEncoding): string[] {
  const lines: string[] = []
  let lineStart = 0
  let width = 0
  // Where the ASCII word under the cursor began (-1: not in one), and its width so far.
  let wordStart = -1
  let wordWidth = 0
  eachCode(text, 0, text.length, (code, at) => {
    const w = codeWidth(code, encoding)
    const word = inWord(code)
    if (word) {
      if (wordStart < 0) {
        wordStart = at
        wordWidth = 0
      }
    } else if (w > 0) wordStart = -1 // a character printed as nothing does not end a word
    if (width + w > columns && at > lineStart) {
      if (word && wordStart > lineStart) {
        lines.push(text.slice(lineStart, wordStart).replace(/ +$/, ''))
        lineStart = wordStart
        width = wordWidth
      } else if (code === 0x20) {
        lines.push(text.slice(lineStart, at))
        lineStart = at + 1
        width = 0
        return
      } else {
        lines.push(text.slice(lineStart, at).replace(/ +$/, ''))
        lineStart = at
        width = 0
        if (word) wordWidth = 0
      }
    }
    width += w
    if (word) wordWidth += w
  })
  lines.push(text.slice(lineStart))
  return lines
}

/** Writes `text` as printer bytes through `put`, character by character from the cache. */
export function encodeEach(text: string, encoding: TextEncoding, put: (bytes: Uint8Array | number) => void) {
  eachCode(text, 0, text.length, (code) => put(code < 0x80 ? code : glyphBytes(code, encoding)))
}

/** Pads with spaces to exactly `columns` (text must already fit). */
export function padEnd(text: string, columns: number, encoding: TextEncoding): string {
  return text + ' '.repeat(Math.max(0, columns - textWidth(text, encoding)))
}

export function padStart(text: string, columns: number, encoding: TextEncoding): string {
  return ' '.repeat(Math.max(0, columns - textWidth(text, encoding))) + text
}
