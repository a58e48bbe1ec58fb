import { decodeText, type TextEncoding } from '../printer/codec'

/** Fixed-length ESC/POS commands the layout emits: prefix bytes → total length, and a marker. */
const COMMANDS: { prefix: number[]; length: number; marker?: string }[] = [
  { prefix: [0x1b, 0x40], length: 2 },
  { prefix: [0x1c, 0x26], length: 2 },
  { prefix: [0x1c, 0x2e], length: 2 },
  { prefix: [0x1b, 0x61], length: 3 },
  { prefix: [0x1b, 0x45], length: 3 },
  { prefix: [0x1d, 0x21], length: 3 },
  { prefix: [0x1c, 0x21], length: 3 },
  { prefix: [0x1b, 0x64], length: 3 },
  { prefix: [0x1d, 0x4c], length: 4 },
  { prefix: [0x1d, 0x57], length: 4 },
  { prefix: [0x10, 0x04], length: 3 },
  { prefix: [0x1d, 0x56, 0x42], length: 4, marker: '[切紙]' },
  { prefix: [0x1b, 0x42], length: 4, marker: '[嗶]' },
  { prefix: [0x1b, 0x70], length: 5, marker: '[錢櫃]' },
  { prefix: [0x10, 0x14, 0x01], length: 5, marker: '[錢櫃即時]' },
  { prefix: [0x1b, 0x28, 0x41, 0x05, 0x00, 0x61], length: 10, marker: '[嗶]' },
]

/**
 * One piece of a print job: a command the layout emits (with its marker, QR text or image size), or one byte of text.
 */
export type EscposPart = { command: Uint8Array; marker?: string } | { text: number }

/**
 * Splits printer bytes into the commands the layout emits and the text bytes between them. A
 * byte that starts no known command is text, so an ESC or a CR a text let through shows as text.
 */
export function escposParts(bytes: Uint8Array): EscposPart[] {
  const parts: EscposPart[] = []
  let i = 0
  const command = (length: number, marker?: string) => {
    parts.push({ command: bytes.subarray(i, i + length), marker })
    i += length
  }
  while (i < bytes.length) {
    if (bytes[i] === 0x1d && bytes[i + 1] === 0x28 && bytes[i + 2] === 0x6b) {
      const len = bytes[i + 3] | (bytes[i + 4] << 8)
      command(
        5 + len,
        bytes[i + 6] === 0x50 ? `[QR:${new TextDecoder().decode(bytes.subarray(i + 8, i + 5 + len))}]` : undefined,
      )
      continue
    }
    if (bytes[i] === 0x1d && bytes[i + 1] === 0x76 && bytes[i + 2] === 0x30) {
      const widthBytes = bytes[i + 4] | (bytes[i + 5] << 8)
      const height = bytes[i + 6] | (bytes[i + 7] << 8)
      command(8 + widthBytes * height, `[點陣 ${widthBytes * 8}×${height}]`)
      continue
    }
    const cmd = COMMANDS.find((c) => c.prefix.every((p, k) => bytes[i + k] === p))
    if (cmd) command(cmd.length, cmd.marker)
    else parts.push({ text: bytes[i++] })
  }
  return parts
}

/**
 * The text bytes below 0x20, and DEL, that no layout command accounts for (LF ends the layout's
 * lines): what a text smuggled past the layout would show as. An empty list for a clean job.
 */
export function strayControls(bytes: Uint8Array): number[] {
  return escposParts(bytes).flatMap((part) =>
    'text' in part && ((part.text < 0x20 && part.text !== 0x0a) || part.text === 0x7f) ? [part.text] : [],
  )
}

/**
 * Test reader of printer bytes: drops formatting commands, shows cut, beep, drawer, QR and raster images (GS v 0, as
 * [點陣 width×height] in dots) as [markers], and decodes the text with iconv-lite so a test states the paper as a person
 * sees it.
 */
export function escposToText(bytes: Uint8Array, encoding: TextEncoding = 'big5'): string {
  let out = ''
  let text: number[] = []
  for (const part of escposParts(bytes)) {
    if ('text' in part) {
      text.push(part.text)
      continue
    }
    out += decodeText(Uint8Array.from(text), encoding) + (part.marker ?? '')
    text = []
  }
  return out + decodeText(Uint8Array.from(text), encoding)
}
