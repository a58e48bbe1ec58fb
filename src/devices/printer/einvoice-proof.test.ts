import { afterAll, describe, expect, test } from 'bun:test'
import iconv from 'iconv-lite'
import { createDecipheriv } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { InvoiceProof } from '../../shared/domain/einvoice/proof'
import { proofQr, QR_MAX_VERSION } from '../../shared/domain/einvoice/qr'
import { escposToText } from '../testing/escpos-text'
import { expectGolden } from '../testing/golden'
import { textWidth } from './big5'
import { einvoiceDetailsBytes, einvoiceProofBytes } from './einvoice-proof'

const KEY = 'FE05F029154F6AA67A78B338ED2F6601'
const IV = Buffer.from('Dt8lyToo17X/XkXaQvihuA==', 'base64')

const cash: InvoiceProof = {
  storeName: '好味餐廳',
  sellerId: '53212539',
  sellerName: '好味餐飲有限公司',
  buyerId: null,
  number: 'AB12345678',
  issuedAt: new Date('2025-11-25T13:20:05+08:00'),
  timeZone: 'Asia/Taipei',
  randomCode: '0427',
  salesAmount: 467,
  taxAmount: 23,
  totalAmount: 490,
  items: [
    { name: '牛肉麵', quantity: 2, unitPrice: 180, amount: 360 },
    { name: '珍珠奶茶', quantity: 1, unitPrice: 60, amount: 60 },
    { name: '燙青菜', quantity: 1, unitPrice: 70, amount: 70 },
  ],
  aesKeyHex: KEY,
}
const b2b: InvoiceProof = { ...cash, buyerId: '22099131', reprint: true }

/** The printer bytes cut at each GS v 0: text runs (decoded by the house reader) and raster images. */
type Part = { text: string } | { width: number; height: number; dots: Uint8Array }
function parts(bytes: Uint8Array): Part[] {
  const out: Part[] = []
  let start = 0
  for (let i = 0; i + 7 < bytes.length; i++) {
    if (bytes[i] !== 0x1d || bytes[i + 1] !== 0x76 || bytes[i + 2] !== 0x30) continue
    out.push({ text: escposToText(bytes.subarray(start, i)) })
    const bytesPerRow = bytes[i + 4] | (bytes[i + 5] << 8)
    const height = bytes[i + 6] | (bytes[i + 7] << 8)
    const width = bytesPerRow * 8
    const dots = new Uint8Array(width * height)
    for (let k = 0; k < dots.length; k++) dots[k] = (bytes[i + 8 + (k >> 3)] >> (7 - (k & 7))) & 1
    out.push({ width, height, dots })
    i += 8 + bytesPerRow * height - 1
    start = i + 1
  }
  out.push({ text: escposToText(bytes.subarray(start)) })
  return out
}
const images = (bytes: Uint8Array) => parts(bytes).filter((p) => 'dots' in p) as Extract<Part, { dots: Uint8Array }>[]
const paper = (bytes: Uint8Array) =>
  parts(bytes)
    .map((p) => ('text' in p ? p.text : `[圖 ${p.width}×${p.height}]\n`))
    .join('')

const dir = mkdtempSync(join(tmpdir(), 'einvoice-proof-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/**
 * Reads barcodes with zbarimg (zbar-tools), not with our code: columns [from, to) of an image go
 * into a PGM file, 2× and with a white border, and zbarimg prints the raw bytes of what it finds.
 */
function zbar(img: { width: number; height: number; dots: Uint8Array }, from = 0, to = img.width): string {
  const scale = 2
  const border = 24
  const w = (to - from) * scale + 2 * border
  const h = img.height * scale + 2 * border
  const px = Buffer.alloc(w * h, 255)
  for (let y = 0; y < img.height * scale; y++) {
    for (let x = 0; x < (to - from) * scale; x++) {
      if (img.dots[Math.floor(y / scale) * img.width + from + Math.floor(x / scale)])
        px[(y + border) * w + x + border] = 0
    }
  }
  const file = join(dir, `${crypto.randomUUID()}.pgm`)
  writeFileSync(file, Buffer.concat([Buffer.from(`P5\n${w} ${h}\n255\n`), px]))
  const run = Bun.spawnSync(['zbarimg', '--quiet', '--raw', '-Sbinary', file])
  expect(run.exitCode).toBe(0)
  return Buffer.from(run.stdout).toString('utf8').replace(/\n$/, '')
}

/** The two QR codes of an image: each half read on its own, so left and right are known. */
function readQrPair(img: { width: number; height: number; dots: Uint8Array }) {
  let first = img.width
  let last = 0
  for (let k = 0; k < img.dots.length; k++) {
    if (!img.dots[k]) continue
    first = Math.min(first, k % img.width)
    last = Math.max(last, k % img.width)
  }
  const middle = Math.floor((first + last + 1) / 2)
  return { left: zbar(img, 0, middle), right: zbar(img, middle, img.width) }
}

/** The left code's fields, read back as the spec defines them. */
function leftFields(left: string) {
  const [, area, recorded, total, encoding, ...items] = left.slice(77).split(':')
  return {
    number: left.slice(0, 10),
    rocDate: left.slice(10, 17),
    randomCode: left.slice(17, 21),
    sales: parseInt(left.slice(21, 29), 16),
    total: parseInt(left.slice(29, 37), 16),
    buyer: left.slice(37, 45),
    seller: left.slice(45, 53),
    verification: left.slice(53, 77),
    area,
    recorded: Number(recorded),
    itemCount: Number(total),
    encoding,
    items,
  }
}
const decrypt = (field: string) => {
  const d = createDecipheriv('aes-128-cbc', Buffer.from(KEY, 'hex'), IV)
  return Buffer.concat([d.update(Buffer.from(field, 'base64')), d.final()]).toString('ascii')
}

describe('電子發票證明聯 bytes', () => {
  test('58 mm cash sale: the form, the barcodes as two raster images, then 交易明細 (golden bytes)', () => {
    const bytes = einvoiceProofBytes(cash, { paper: 58 })
    expect(paper(bytes)).toBe(`好味餐廳
電子發票證明聯
114年11-12月
AB-12345678
2025-11-25 13:20:05
隨機碼 0427     總計 490
賣方 53212539
[圖 384×64]
[圖 384×164]
[切紙]交易明細
好味餐廳
發票號碼：AB-12345678
時間：2025-11-25 13:20:05
賣方名稱：好味餐飲有限公司
賣方：53212539
--------------------------------
品項               數量     金額
牛肉麵               x2   NT$360
  單價 NT$180
珍珠奶茶             x1    NT$60
燙青菜               x1    NT$70
--------------------------------
總計                      NT$490
[切紙]`)
    expectGolden('einvoice-proof-58-big5', bytes)
  })

  test(`80 mm 統編 sale reprinted: the form in its 57 mm area (38 columns, barcodes 456 dots wide), 格式 25, tax, \
補印, then the 交易明細 at full width (golden bytes)`, () => {
    const bytes = einvoiceProofBytes(b2b, { paper: 80 })
    expect(paper(bytes)).toBe(`好味餐廳
電子發票證明聯補印
114年11-12月
AB-12345678
2025-11-25 13:20:05  格式 25
隨機碼 0427        總計 490
賣方 53212539      買方 22099131
銷售額 467         稅額 23
[圖 456×64]
[圖 456×164]
[切紙]交易明細 補印
好味餐廳
發票號碼：AB-12345678
時間：2025-11-25 13:20:05
賣方名稱：好味餐飲有限公司
賣方：53212539
買方統編：22099131  格式 25
------------------------------------------------
品項                            數量        金額
牛肉麵                            x2      NT$360
  單價 NT$180
珍珠奶茶                          x1       NT$60
燙青菜                            x1       NT$70
------------------------------------------------
銷售額                                    NT$467
稅額                                       NT$23
總計                                      NT$490
[切紙]`)
    expectGolden('einvoice-proof-80-big5-b2b-reprint', bytes)
    // the QR pair is drawn at the same size as on 58 mm paper
    const [, qr80] = images(bytes)
    const [, qr58] = images(einvoiceProofBytes(b2b, { paper: 58 }))
    const inked = (img: typeof qr58) => img.dots.reduce((n, d) => n + d, 0)
    expect(inked(qr80)).toBe(inked(qr58))
  })

  test(`80 mm: GS L 60 and GS W 456 put the proof in a 57 mm area in the middle of the 72 mm print width, set back \
(GS L 0, GS W 576) after its cut; 58 mm paper is 5.7 cm wide already and gets neither`, () => {
    /** Every GS L / GS W with its value (nL + nH × 256), and where it sits. */
    const settings = (bytes: Uint8Array) =>
      [...bytes.keys()]
        .filter((i) => bytes[i] === 0x1d && (bytes[i + 1] === 0x4c || bytes[i + 1] === 0x57))
        .map((i) => ({ at: i, cmd: bytes[i + 1] === 0x4c ? 'GS L' : 'GS W', dots: bytes[i + 2] + bytes[i + 3] * 256 }))
    const bytes = einvoiceProofBytes(cash, { paper: 80 })
    const set = settings(bytes)
    expect(set.map(({ cmd, dots }) => `${cmd} ${dots}`)).toEqual(['GS L 60', 'GS W 456', 'GS L 0', 'GS W 576'])
    // 456 dots at 8 a millimetre is 57 mm, with 60 dots (7.5 mm) on either side of it.
    expect(set[1].dots / 8).toBe(57)
    expect(set[0].dots * 2 + set[1].dots).toBe(576)
    const firstText = Buffer.from(bytes).indexOf(iconv.encode('好味餐廳', 'big5'))
    expect(set[1].at).toBeLessThan(firstText)
    const cut = Buffer.from(bytes).indexOf(Buffer.from([0x1d, 0x56, 0x42]))
    const details = Buffer.from(bytes).indexOf(iconv.encode('交易明細', 'big5'))
    expect(set[2].at).toBeGreaterThan(cut)
    expect(set[3].at).toBeLessThan(details)
    const [barcode, pair] = images(bytes)
    expect([barcode.width, pair.width]).toEqual([456, 456])
    const form = paper(bytes).split('[切紙]')[0].split('\n')
    for (const line of form.filter((l) => !l.startsWith('[圖'))) expect(textWidth(line, 'big5')).toBeLessThanOrEqual(38)
    expect(settings(einvoiceProofBytes(cash, { paper: 58 }))).toEqual([])
    expect(zbar(barcode)).toBe('11412AB123456780427')
  })

  test('the text is Big5 (CP950) on paper: iconv-lite reads the form lines back', () => {
    const bytes = einvoiceProofBytes(b2b, { paper: 58 })
    // Up to the first raster image, dropping the layout's fixed-length commands (ESC @, FS &: 2
    // bytes; ESC a, ESC E, GS !, FS !: 3 bytes) by hand, so only iconv-lite decodes the text.
    const form = bytes.subarray(0, Buffer.from(bytes).indexOf(Buffer.from([0x1d, 0x76, 0x30])))
    const text: number[] = []
    for (let i = 0; i < form.length; i++) {
      if (form[i] === 0x1b || form[i] === 0x1c || form[i] === 0x1d)
        i += form[i + 1] === 0x40 || form[i + 1] === 0x26 ? 1 : 2
      else text.push(form[i])
    }
    expect(iconv.decode(Buffer.from(text), 'big5').split('\n')).toEqual([
      '好味餐廳',
      '電子發票證明聯補印',
      '114年11-12月',
      'AB-12345678',
      '2025-11-25 13:20:05  格式 25',
      '隨機碼 0427     總計 490',
      '賣方 53212539   買方 22099131',
      '銷售額 467      稅額 23',
      '',
    ])
    expect(Buffer.from(form).includes(iconv.encode('電子發票證明聯補印', 'big5'))).toBe(true)
    expect(Buffer.from(form).includes(Buffer.from('電子發票', 'utf8'))).toBe(false)
  })

  test('zbarimg reads the Code 39 barcode: period 11412 + number + random code', () => {
    const [barcode] = images(einvoiceProofBytes(cash, { paper: 58 }))
    expect(zbar(barcode)).toBe('11412AB123456780427')
  })

  test(`zbarimg reads both QR codes; the left code holds the spec fields and its verification field decrypts to \
number + random code`, () => {
    for (const [proof, buyer] of [
      [cash, '00000000'],
      [b2b, '22099131'],
    ] as const) {
      for (const width of [58, 80] as const) {
        const [, pair] = images(einvoiceProofBytes(proof, { paper: width }))
        const { left, right } = readQrPair(pair)
        const f = leftFields(left)
        expect(f).toEqual({
          number: 'AB12345678',
          rocDate: '1141125',
          randomCode: '0427',
          sales: 467,
          total: 490,
          buyer,
          seller: '53212539',
          verification: f.verification,
          area: '**********',
          recorded: 3,
          itemCount: 3,
          encoding: '1',
          items: ['牛肉麵', '2', '180', ''],
        })
        expect(decrypt(f.verification)).toBe('AB123456780427')
        expect(right).toBe('**珍珠奶茶:1:60:燙青菜:1:70')
      }
    }
  })

  test(`a consumer's 285: the left code's sales field reads round(285 / 1.05) = 271 (0000010f), the total 285 \
(0000011d), as the invoice is stored (sales = total, tax 0)`, () => {
    const consumer = { ...cash, salesAmount: 285, taxAmount: 0, totalAmount: 285 }
    const [, pair] = images(einvoiceProofBytes(consumer, { paper: 58 }))
    const { left } = readQrPair(pair)
    expect(left.slice(21, 37)).toBe('0000010f0000011d')
    expect(leftFields(left)).toMatchObject({ sales: 271, total: 285, buyer: '00000000' })
  })

  test('many items: both codes at the largest version still decode, recording as many items as fit', () => {
    const items = Array.from({ length: 40 }, (_, i) => ({
      name: `招牌牛肉麵${i + 1}號`,
      quantity: 1,
      unitPrice: 100 + i,
      amount: 100 + i,
    }))
    const proof = { ...cash, items, salesAmount: 4743, taxAmount: 237, totalAmount: 4980 }
    expect(proofQr(proof).version).toBe(QR_MAX_VERSION)
    const [, pair] = images(einvoiceProofBytes(proof, { paper: 58 }))
    const { left, right } = readQrPair(pair)
    const f = leftFields(left)
    expect(f.itemCount).toBe(40)
    expect(f.recorded).toBeGreaterThan(1)
    expect(f.recorded).toBeLessThan(40)
    expect(f.total).toBe(4980)
    expect(decrypt(f.verification)).toBe('AB123456780427')
    expect(left).toBe(proofQr(proof).left)
    expect(right).toBe(proofQr(proof).right)
    expect(right.slice(2).split(':').length).toBe((f.recorded - 1) * 3)
  })

  test('a carrier or donation sale prints only the 交易明細: no form, no barcode', () => {
    const bytes = einvoiceDetailsBytes(cash, { paper: 58, cut: false })
    expect(images(bytes)).toHaveLength(0)
    const text = paper(bytes)
    expect(text.startsWith('交易明細\n好味餐廳\n發票號碼：AB-12345678\n')).toBe(true)
    expect(text).not.toContain('電子發票證明聯')
    expect(text).not.toContain('[切紙]')
  })
})
