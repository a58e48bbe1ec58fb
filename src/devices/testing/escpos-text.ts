import { decodeText, type TextEncoding } from '../printer/big5'

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
  { prefix: [0x10, 0x04], length: 3 },
  { prefix: [0x1d, 0x56, 0x42], length: 4, marker: '[切紙]' },
  { prefix: [0x1b, 0x42], length: 4, marker: '[嗶]' },
  { prefix: [0x1b, 0x70], length: 5, marker: '[錢櫃]' },
  { prefix: [0x10, 0x14, 0x01], length: 5, marker: '[錢櫃即時]' },
  { prefix: [0x1b, 0x28, 0x41, 0x05, 0x00, 0x61], length: 10, marker: '[嗶]' },
]

/**
 * Test reader of printer bytes: drops formatting commands, shows cut, beep, drawer, QR and raster
 * images (GS v 0, as [點陣 width×height] in dots) as [markers], and decodes the text with iconv-lite so a test states the paper as a person sees it.
 */
export function escposToText(bytes: Uint8Array, encoding: TextEncoding = 'big5'): string {
  let out = ''
  let text: number[] = []
  const flush = () => {
    out += decodeText(Uint8Array.from(text), encoding)
    text = []
  }
  let i = 0
  while (i < bytes.length) {
    if (bytes[i] === 0x1d && bytes[i + 1] === 0x28 && bytes[i + 2] === 0x6b) {
      const len = bytes[i + 3] | (bytes[i + 4] << 8)
      if (bytes[i + 6] === 0x50) {
        flush()
        out += `[QR:${new TextDecoder().decode(bytes.subarray(i + 8, i + 5 + len))}]`
      }
      i += 5 + len
      continue
    }
    if (bytes[i] === 0x1d && bytes[i + 1] === 0x76 && bytes[i + 2] === 0x30) {
      const widthBytes = bytes[i + 4] | (bytes[i + 5] << 8)
      const height = bytes[i + 6] | (bytes[i + 7] << 8)
      flush()
      out += `[點陣 ${widthBytes * 8}×${height}]`
      i += 8 + widthBytes * height
      continue
    }
    const cmd = COMMANDS.find((c) => c.prefix.every((p, k) => bytes[i + k] === p))
    if (cmd) {
      flush()
      if (cmd.marker) out += cmd.marker
      i += cmd.length
      continue
    }
    text.push(bytes[i])
    i++
  }
  flush()
  return out
}
