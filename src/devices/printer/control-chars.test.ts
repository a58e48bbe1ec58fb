import { describe, expect, test } from 'bun:test'
import { displayText } from '../../shared/domain/text-rules'
import type { InvoiceProof } from '../../shared/domain/einvoice/proof'
import {
  DRAWER_KICK_NOTE as KICK,
  EVERY_CONTROL as CONTROLS,
  withEveryControl as dirty,
} from '../testing/control-chars'
import { escposParts, escposToText, strayControls } from '../testing/escpos-text'
import { einvoiceDetailsBytes, einvoiceProofBytes } from './einvoice-proof'
import { renderKitchenTicket, type KitchenTicketData } from './kitchen-ticket'
import { createDoc, type PrintProfile } from './layout'
import { renderReceipt, type ReceiptData } from './receipt'
import { renderZReport, type ZReportPrintData } from './z-report'
import { zFixture } from './z-report.fixture'

/**
 * Text that reaches a printer is data, never commands: whatever a note, a name, a table number,
 * a store's name or address, a discount reason or a seller name holds, the bytes carry only the
 * layout's own commands. Every C0 control, DEL, every C1 control and every direction mark,
 * override and isolate goes into every free text of every document.
 */
type Text = (s: string) => string
const receipt = (t: Text, footer: string): ReceiptData => ({
  storeName: t('好味餐廳'),
  address: t('台北市大安區復興南路一段1號'),
  orderNumbers: ['20261122-007'],
  table: t('A-01'),
  time: Date.UTC(2026, 10, 22, 4, 0),
  timeZone: 'Asia/Taipei',
  lines: [
    {
      name: t('牛肉麵'),
      quantity: 2,
      subtotal: 41000,
      notes: t(KICK),
      discount: { label: t('折扣（熟客）'), amount: 2000 },
      options: { size: { name: t('大碗'), price: 3000 }, spice: t('小辣'), addOns: [{ name: t('加蛋'), price: 1500 }] },
    },
    { name: t('珍珠奶茶 Large'), quantity: 1, options: {}, notes: t('去冰\r\n半糖'), subtotal: 6000 },
  ],
  subtotal: 47000,
  serviceFee: 4700,
  discount: 2000,
  total: 49700,
  payment: { method: 'credit_card', amount: 49700, tendered: null },
  qr: 'S1-20261122-007',
  footer,
  refunds: [],
  reprintedAt: null,
})
const ticket = (t: Text): KitchenTicketData => ({
  station: t('熱炒區'),
  orderNumber: '20261122-007',
  table: t('A-01'),
  time: Date.UTC(2026, 10, 22, 4, 5),
  timeZone: 'Asia/Taipei',
  lines: [
    {
      name: t('宮保雞丁'),
      quantity: 2,
      options: { size: { name: t('大份'), price: 0 }, spice: t('大辣') },
      notes: t(KICK),
      subtotal: 0,
    },
  ],
  notes: t('客人趕時間，桌號 A-05 先上'),
  kind: 'new',
  earlierOrders: ['20261122-005'],
})
const zReport = (t: Text): ZReportPrintData => ({
  storeName: t('好味餐廳'),
  z: {
    ...zFixture,
    notes: t('備註'),
    discountsByReason: [{ reason: t('熟客'), count: 1, amount: '20.00' }],
    cashMovements: [{ reason: 'paid_out', amount: '100.00', note: t('買冰塊'), createdAt: '2026-11-22T05:00:00.000Z' }],
    cashiers: [{ ...zFixture.cashiers[0], cashierName: t('王小明') }],
    carriedOver: [{ ...zFixture.carriedOver[0], tableNumber: t('A-05') }],
  },
  money: { whole: true },
  printedAt: Date.UTC(2026, 10, 22, 14, 0),
  timeZone: 'Asia/Taipei',
})
const proof = (t: Text): InvoiceProof => ({
  storeName: t('好味餐廳'),
  sellerId: '53212539',
  sellerName: t('好味餐飲有限公司'),
  buyerId: null,
  number: 'AB12345678',
  issuedAt: new Date('2025-11-25T13:20:05+08:00'),
  timeZone: 'Asia/Taipei',
  randomCode: '0427',
  salesAmount: 467,
  taxAmount: 23,
  totalAmount: 490,
  items: [{ name: t('牛肉麵'), quantity: 2, unitPrice: 180, amount: 360 }],
  aesKeyHex: 'FE05F029154F6AA67A78B338ED2F6601',
})

/** The receipt footer is typed in a text area: its line breaks are lines, the rest of its controls go. */
const dirtyFooter = `謝謝光臨${CONTROLS}\r\n歡迎${CONTROLS}再來`
const cleanFooter = dirtyFooter.split('\n').map(displayText).join('\n')

const profiles: PrintProfile[] = [
  { columns: 48, encoding: 'big5', cut: true, beep: true },
  { columns: 32, encoding: 'big5', cut: true, beep: false, model: 'epson' },
  { columns: 48, encoding: 'gb18030', cut: false, beep: false },
]

/** Every document, from the text as typed (`t`) and with the footer given. */
const documents = (t: Text, footer: string, p: PrintProfile) => ({
  receipt: renderReceipt(receipt(t, footer), p),
  kitchen: renderKitchenTicket(ticket(t), p),
  zReport: renderZReport(zReport(t), p),
  einvoiceDetails: einvoiceDetailsBytes(proof(t), { paper: p.columns === 32 ? 58 : 80, encoding: p.encoding }),
})

describe('control characters in printed text', () => {
  test('the test text really holds every control character, and the note the drawer kick', () => {
    expect(CONTROLS.length).toBe(32 + 1 + 32 + 14)
    expect(dirty('ab')).toContain('\u001b')
    expect(KICK).toContain('\u001bp00z')
  })

  for (const p of profiles) {
    test(`every document prints dirty text exactly as the same text without controls (${p.columns} columns, \
${p.encoding})`, () => {
      const fromDirty = documents(dirty, dirtyFooter, p)
      const fromClean = documents(displayText, cleanFooter, p)
      for (const [name, bytes] of Object.entries(fromDirty)) {
        const clean = fromClean[name as keyof typeof fromClean]
        expect([name, strayControls(bytes)]).toEqual([name, []])
        expect([name, escposToText(bytes, p.encoding)]).toEqual([name, escposToText(clean, p.encoding)])
        expect([name, Buffer.from(bytes).equals(Buffer.from(clean))]).toEqual([name, true])
        // No drawer pulse, cut or beep beyond the layout's own: the commands are the clean document's.
        const markers = (b: Uint8Array) =>
          escposParts(b).flatMap((part) => ('marker' in part && part.marker ? [part.marker] : []))
        expect([name, markers(bytes)]).toEqual([name, markers(clean)])
        expect(markers(bytes)).not.toContain('[錢櫃]')
      }
    })
  }

  test('the note reads as letters on one line; a CR/LF in a note joins its parts, the footer keeps its lines', () => {
    const p = profiles[0]
    const paper = escposToText(renderReceipt(receipt(dirty, '謝謝光臨\u001bp00z\r\n歡迎\u202e再來'), p))
    expect(paper).toContain('  備註：NOTEp00zEND\n')
    expect(paper).toContain('  備註：去冰半糖\n')
    expect(paper).toContain('好味餐廳\n台北市大安區復興南路一段1號\n')
    expect(paper).toContain('桌號：A-01\n')
    expect(paper).toMatch(/\n謝謝光臨p00z\n歡迎再來\n\[嗶\]\[切紙\]$/)
    const kitchen = escposToText(renderKitchenTicket(ticket(dirty), p))
    expect(kitchen).toContain('   ※ NOTEp00zEND\n')
    expect(kitchen).toContain('桌 A-01\n')
  })

  test('the e-invoice proof (barcodes as images) carries no stray control byte either', () => {
    for (const p of profiles) {
      const bytes = einvoiceProofBytes(proof(dirty), { paper: p.columns === 32 ? 58 : 80, encoding: p.encoding })
      expect(strayControls(bytes)).toEqual([])
      expect(escposToText(bytes, p.encoding)).toContain('好味餐飲有限公司')
    }
  })

  test('a text the layout is handed directly (pair, item row, rule) loses them too', () => {
    const doc = createDoc(profiles[1])
    doc
      .pair(dirty('小計'), dirty('NT$470'))
      .itemRow(dirty('牛肉麵'), dirty('x2'), dirty('NT$410'))
      .text([dirty('甲'), dirty('乙')])
      .rule(dirty('-='))
    const bytes = doc.bytes()
    expect(strayControls(bytes)).toEqual([])
    expect(escposToText(bytes).split('\n').slice(0, 4)).toEqual([
      `小計${' '.repeat(32 - 4 - 6)}NT$470`,
      `牛肉麵${' '.repeat(18 - 6)}   x2   NT$410`,
      '甲',
      '乙',
    ])
  })
})
