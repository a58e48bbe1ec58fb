import { concatBytes, escpos, LF, type Align } from './escpos'
import { encodeText, padEnd, padStart, textWidth, wrapText, type TextEncoding } from './big5'

/** A printer model as data: what the layout needs to know about the paper and the firmware. */
export type PrintProfile = {
  /** 32 on 58 mm paper, 48 on 80 mm (12×24 font). */
  columns: number
  encoding: TextEncoding
  cut: boolean
  beep: boolean
}

export function columnsForPaper(paperWidthMm: number): number {
  return paperWidthMm <= 58 ? 32 : 48
}

type Style = { align?: Align; bold?: boolean; width?: number; height?: number }

/** Builds one print document line by line; `bytes()` returns init + Chinese mode + content. */
export function createDoc(profile: PrintProfile) {
  const parts: Uint8Array[] = [escpos.init(), escpos.chineseOn()]
  const { columns, encoding } = profile
  const put = (text: string) => {
    parts.push(encodeText(text, encoding))
    parts.push(Uint8Array.of(LF))
  }

  const doc = {
    columns,
    raw(bytes: Uint8Array) {
      parts.push(bytes)
      return doc
    },
    /** Wrapped text in one style; a magnified style gets proportionally fewer columns. */
    text(text: string, style: Style = {}) {
      const width = style.width ?? 1
      const height = style.height ?? 1
      if (style.align) parts.push(escpos.align(style.align))
      if (style.bold) parts.push(escpos.bold(true))
      if (width > 1 || height > 1) parts.push(escpos.size(width, height))
      for (const line of wrapText(text, Math.floor(columns / width), encoding)) put(line)
      if (width > 1 || height > 1) parts.push(escpos.size(1, 1))
      if (style.bold) parts.push(escpos.bold(false))
      if (style.align && style.align !== 'left') parts.push(escpos.align('left'))
      return doc
    },
    /** Left text and right text on one line; a long left side wraps above the right side. */
    pair(left: string, right: string, style: Style = {}) {
      const rightWidth = textWidth(right, encoding)
      const lines = wrapText(left, Math.max(1, columns - rightWidth - 1), encoding)
      const last = lines.pop()!
      const joined = [...lines, padEnd(last, columns - rightWidth, encoding) + right]
      return doc.text(joined.join('\n'), style)
    },
    /** Name, quantity and amount columns of an item line. */
    itemRow(name: string, qty: string, amount: string, style: Style = {}) {
      const amountWidth = columns >= 48 ? 12 : 9
      const qtyWidth = 5
      const nameWidth = columns - qtyWidth - amountWidth
      const lines = wrapText(name, nameWidth, encoding)
      const first = padEnd(lines[0], nameWidth, encoding) + padStart(qty, qtyWidth, encoding) + padStart(amount, amountWidth, encoding)
      return doc.text([first, ...lines.slice(1)].join('\n'), style)
    },
    rule(ch = '-') {
      put(ch.repeat(columns))
      return doc
    },
    qr(data: string) {
      parts.push(escpos.align('center'), escpos.qr(new TextEncoder().encode(data)), Uint8Array.of(LF), escpos.align('left'))
      return doc
    },
    /** Feed past the tear bar, beep and cut as the profile says. */
    finish() {
      parts.push(escpos.feed(4))
      if (profile.beep) parts.push(escpos.beep())
      if (profile.cut) parts.push(escpos.cut())
      return doc
    },
    bytes(): Uint8Array {
      return concatBytes(parts)
    },
  }
  return doc
}
export type Doc = ReturnType<typeof createDoc>
