import { describe, expect, test } from 'bun:test'
import iconv from 'iconv-lite'
import { escposToText } from '../testing/escpos-text'
import { expectGolden } from '../testing/golden'
import { changeDue, renderReceipt, type ReceiptData } from './receipt'
import { textWidth } from './big5'

const receipt: ReceiptData = {
  storeName: '好味餐廳',
  address: '台北市大安區復興南路一段1號',
  orderNumbers: ['20261122-007'],
  table: 'A-01',
  time: Date.UTC(2026, 10, 22, 4, 0),
  timeZone: 'Asia/Taipei',
  lines: [
    {
      name: '牛肉麵',
      quantity: 2,
      options: { size: { name: '大碗', price: 3000 }, spice: '小辣', addOns: [{ name: '加蛋', price: 1500 }] },
      notes: '不要蔥',
      subtotal: 41000,
    },
    { name: '珍珠奶茶', quantity: 1, options: {}, notes: null, subtotal: 6000 },
  ],
  subtotal: 47000,
  serviceFee: 4700,
  discount: 2000,
  total: 49700,
  payment: { method: 'cash', amount: 49700, tendered: 50000 },
  qr: 'S1-20261122-007',
  footer: '謝謝光臨，歡迎再來',
  refunds: [],
  reprintedAt: null,
}

describe('receipt layout (Big5)', () => {
  test('80 mm / 48 columns', () => {
    const bytes = renderReceipt(receipt, { columns: 48, encoding: 'big5', cut: true, beep: false })
    expect(escposToText(bytes)).toBe(`好味餐廳
台北市大安區復興南路一段1號
------------------------------------------------
訂單：20261122-007
桌號：A-01
時間：2026-11-22 12:00
------------------------------------------------
品項                            數量        金額
牛肉麵                            x2      NT$410
  大碗、小辣、加蛋
  備註：不要蔥
珍珠奶茶                          x1       NT$60
------------------------------------------------
小計                                      NT$470
服務費                                     NT$47
折扣                                      -NT$20
總計                                      NT$497
------------------------------------------------
付款方式                                    現金
實收                                      NT$500
找零                                        NT$3
[QR:S1-20261122-007]
謝謝光臨，歡迎再來
[切紙]`)
    expectGolden('receipt-80-big5', bytes)
  })

  test('58 mm / 32 columns, reprint marked 補印 and timed, the refund, takeout, card pays with no change line', () => {
    const bytes = renderReceipt(
      {
        ...receipt,
        table: null,
        reprintedAt: Date.UTC(2026, 10, 22, 6, 30),
        payment: { method: 'credit_card', amount: 49700, tendered: null },
        refunds: [{ method: 'credit_card', amount: 6000 }],
        qr: null,
      },
      { columns: 32, encoding: 'big5', cut: false, beep: false },
    )
    expect(escposToText(bytes)).toBe(`好味餐廳
台北市大安區復興南路一段1號
*** 補印 ***
補印時間：2026-11-22 14:30
--------------------------------
訂單：20261122-007
桌號：外帶
時間：2026-11-22 12:00
--------------------------------
品項               數量     金額
牛肉麵               x2   NT$410
  大碗、小辣、加蛋
  備註：不要蔥
珍珠奶茶             x1    NT$60
--------------------------------
小計                      NT$470
服務費                     NT$47
折扣                      -NT$20
總計                      NT$497
--------------------------------
付款方式                  信用卡
實收                      NT$497
退款（信用卡）            -NT$60
謝謝光臨，歡迎再來
`)
    expectGolden('receipt-58-big5-reprint', bytes)
  })

  test('Chinese is sent as Big5 in Chinese mode, never as UTF-8 or Latin-1 bytes', () => {
    const bytes = Buffer.from(renderReceipt(receipt, { columns: 48, encoding: 'big5', cut: true, beep: false }))
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x1b, 0x40, 0x1c, 0x26]))
    expect(bytes.includes(iconv.encode('好味餐廳', 'cp950'))).toBe(true)
    expect(bytes.includes(Buffer.from('好味餐廳', 'utf8'))).toBe(false)
    expect(bytes.includes(Buffer.from([...'好味餐廳'].map((c) => c.charCodeAt(0) & 0xff)))).toBe(false)
  })

  test('no printed line is wider than the paper', () => {
    for (const columns of [32, 48]) {
      const text = escposToText(
        renderReceipt(
          { ...receipt, lines: [{ ...receipt.lines[0], name: '超級無敵豪華海陸雙拼總匯鐵板燒套餐附飲料' }] },
          { columns, encoding: 'big5', cut: true, beep: false },
        ),
      )
      for (const line of text.split('\n'))
        if (!line.startsWith('[')) expect(textWidth(line, 'big5')).toBeLessThanOrEqual(columns)
    }
  })

  test('a part of the bill names what it covers; an e-invoice sale its invoice number', () => {
    const part = { method: 'cash' as const, amount: 28600, tendered: 50000, invoice: 'QA10000000' }
    const text = escposToText(
      renderReceipt({ ...receipt, payment: part }, { columns: 32, encoding: 'big5', cut: true, beep: false }),
    )
    expect(text).toMatch(/本次收款\s+NT\$286\n實收\s+NT\$500\n找零\s+NT\$214\n發票號碼\s+QA10000000\n/)
    const whole = escposToText(renderReceipt(receipt, { columns: 32, encoding: 'big5', cut: true, beep: false }))
    expect(whole).not.toContain('本次收款')
    expect(whole).not.toContain('發票號碼')
  })

  test('change is tendered − amount for cash only', () => {
    expect(changeDue({ method: 'cash', amount: 49700, tendered: 50000 })).toBe(300)
    expect(changeDue({ method: 'cash', amount: 49700, tendered: null })).toBeNull()
    expect(changeDue({ method: 'line_pay', amount: 49700, tendered: 50000 })).toBeNull()
  })
})
