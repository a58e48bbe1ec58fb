import { displayText } from '../../shared/domain/text-rules'
import { escpos, LF, type Align } from './escpos'
import { encodeEach, padEnd, padStart, textWidth, unprintableChars, wrapText, type TextEncoding } from './big5'
import { rasterLine } from './bitmap-font'
import { modelProfile, type PrinterModel } from './models'

/** A printer model as data: what the layout needs to know about the paper and the firmware. */
export type PrintProfile = {
  /** 32 on 58 mm paper, 48 on 80 mm (12×24 font). */
  columns: number
  encoding: TextEncoding
  cut: boolean
  beep: boolean
  /** Firmware family (beeper command); generic when not given. */
  model?: PrinterModel
}

export function columnsForPaper(paperWidthMm: number): number {
  return paperWidthMm <= 58 ? 32 : 48
}

type Style = { align?: Align; bold?: boolean; width?: number; height?: number }

// The commands a document repeats, made once: a ticket is built with no buffer but its own.
const INIT = escpos.init()
const CHINESE_ON = escpos.chineseOn()
const ALIGN = { left: escpos.align('left'), center: escpos.align('center'), right: escpos.align('right') }
const BOLD = { on: escpos.bold(true), off: escpos.bold(false) }
const FEED = escpos.feed(4)
const CUT = escpos.cut()
const SIZES = new Map<number, Uint8Array>()
const size = (width: number, height: number) => {
  const key = width * 16 + height
  let bytes = SIZES.get(key)
  if (!bytes) {
    bytes = escpos.size(width, height)
    SIZES.set(key, bytes)
  }
  return bytes
}

/** Bytes appended to one buffer that doubles when full. */
function byteWriter(initial = 1024) {
  let buf = new Uint8Array(initial)
  let length = 0
  const room = (n: number) => {
    if (length + n <= buf.length) return
    const bigger = new Uint8Array(Math.max(buf.length * 2, length + n))
    bigger.set(buf.subarray(0, length))
    buf = bigger
  }
  return {
    put(bytes: Uint8Array | number) {
      if (typeof bytes === 'number') {
        room(1)
        buf[length++] = bytes
      } else {
        room(bytes.length)
        buf.set(bytes, length)
        length += bytes.length
      }
    },
    bytes: () => buf.slice(0, length),
  }
}

/** Builds one print document line by line; `bytes()` returns init + Chinese mode + content. */
export function createDoc(profile: PrintProfile) {
  const out = byteWriter()
  const { put } = out
  put(INIT)
  put(CHINESE_ON)
  const { columns, encoding } = profile
  /**
   * The one place text becomes bytes: every text of every document (tickets, receipts, Z reports,
   * e-invoice proofs) for every transport. It loses its control characters first, so a note, a
   * name or a store address holding ESC p prints as letters and never reaches the printer as a
   * command (drawer kick, cut, code page); the document's own commands are put beside it.
   * A line with a character the printer's font lacks (堃, 喆, emoji) goes as a raster image drawn
   * from Unifont instead of printing "?"; `m` magnifies it as GS ! would the text.
   */
  const line = (given: string, m: 0 | 1 | 2 | 3 = 0) => {
    const text = displayText(given)
    if (unprintableChars(text, encoding).length) {
      const { bits, widthBytes, height } = rasterLine(text, Math.floor(columns / (m & 1 ? 2 : 1)))
      put(escpos.raster(bits, widthBytes, height, m))
      return
    }
    encodeEach(text, encoding, put)
    put(LF)
  }

  const doc = {
    columns,
    raw(bytes: Uint8Array) {
      put(bytes)
      return doc
    },
    /**
     * Wrapped text in one style; a magnified style gets proportionally fewer columns. Each text of
     * a list starts a line of its own; a line break inside a text is not one (it is dropped with
     * the other control characters: a note cannot add lines that look like the ticket's own).
     */
    text(text: string | readonly string[], style: Style = {}) {
      const width = style.width ?? 1
      const height = style.height ?? 1
      if (style.align) put(ALIGN[style.align])
      if (style.bold) put(BOLD.on)
      if (width > 1 || height > 1) put(size(width, height))
      const m = ((width > 1 ? 1 : 0) | (height > 1 ? 2 : 0)) as 0 | 1 | 2 | 3
      for (const t of typeof text === 'string' ? [text] : text) {
        for (const l of wrapText(t, Math.floor(columns / width), encoding)) line(l, m)
      }
      if (width > 1 || height > 1) put(size(1, 1))
      if (style.bold) put(BOLD.off)
      if (style.align && style.align !== 'left') put(ALIGN.left)
      return doc
    },
    /** Left text and right text on one line; a long left side wraps above the right side. */
    pair(left: string, right: string, style: Style = {}) {
      const rightWidth = textWidth(right, encoding)
      const lines = wrapText(left, Math.max(1, columns - rightWidth - 1), encoding)
      const last = lines.pop()!
      return doc.text([...lines, padEnd(last, columns - rightWidth, encoding) + right], style)
    },
    /** Name, quantity and amount columns of an item line. */
    itemRow(name: string, qty: string, amount: string, style: Style = {}) {
      const amountWidth = columns >= 48 ? 12 : 9
      const qtyWidth = 5
      const nameWidth = columns - qtyWidth - amountWidth
      const lines = wrapText(name, nameWidth, encoding)
      const first =
        padEnd(lines[0], nameWidth, encoding) +
        padStart(qty, qtyWidth, encoding) +
        padStart(amount, amountWidth, encoding)
      return doc.text([first, ...lines.slice(1)], style)
    },
    rule(ch = '-') {
      line(ch.repeat(columns))
      return doc
    },
    qr(data: string) {
      put(ALIGN.center)
      put(escpos.qr(new TextEncoder().encode(data)))
      put(LF)
      put(ALIGN.left)
      return doc
    },
    /** Feed past the tear bar, beep and cut as the profile says. */
    finish() {
      put(FEED)
      if (profile.beep) put(modelProfile(profile.model).beep)
      if (profile.cut) put(CUT)
      return doc
    },
    bytes: out.bytes,
  }
  return doc
}
export type Doc = ReturnType<typeof createDoc>
