import { describe, expect, test } from 'bun:test'
import iconv from 'iconv-lite'
import { escposToText } from '../testing/escpos-text'
import { expectGolden } from '../testing/golden'
import { renderKitchenTicket, type KitchenTicketData } from './kitchen-ticket'
import { escpos } from './escpos'

const ticket: KitchenTicketData = {
  station: '熱炒區',
  orderNumber: '20261122-007',
  table: 'A-01',
  time: Date.UTC(2026, 10, 22, 4, 5),
  timeZone: 'Asia/Taipei',
  lines: [
    {
      name: '宮保雞丁',
      quantity: 2,
      options: { size: { name: '大份', price: 5000 }, spice: '大辣', addOns: [{ name: '加飯', price: 1000 }] },
      notes: '花生另外放',
      subtotal: 0,
    },
    { name: '炒青菜', quantity: 1, options: {}, notes: null, subtotal: 0 },
  ],
  notes: '客人趕時間',
  kind: 'new',
}

describe('kitchen ticket layout (Big5)', () => {
  test('80 mm / 48 columns: big table number, time, lines with options and notes', () => {
    const bytes = renderKitchenTicket(ticket, { columns: 48, encoding: 'big5', cut: true, beep: true })
    expect(escposToText(bytes)).toBe(`廚房單 - 熱炒區
桌 A-01
訂單：20261122-007
時間：2026-11-22 12:05
================================================
2 x 宮保雞丁
   大份、大辣、加飯
   ※ 花生另外放
1 x 炒青菜
================================================
備註：客人趕時間
[嗶][切紙]`)
    // The table number is printed at triple size.
    expect(Buffer.from(bytes).includes(Buffer.from(escpos.size(3, 3)))).toBe(true)
    expectGolden('kitchen-80-big5', bytes)
  })

  test('58 mm / 32 columns void ticket', () => {
    const bytes = renderKitchenTicket(
      { ...ticket, kind: 'void', table: null, notes: null },
      { columns: 32, encoding: 'big5', cut: true, beep: false },
    )
    expect(escposToText(bytes)).toBe(`廚房單 - 熱炒區
*** 作廢 ***
外帶
訂單：20261122-007
時間：2026-11-22 12:05
================================
2 x 宮保雞丁
   大份、大辣、加飯
   ※ 花生另外放
1 x 炒青菜
================================
此單已取消，請停止製作
[切紙]`)
    expectGolden('kitchen-58-big5-void', bytes)
  })

  test('a line void names only its line and asks to stop that line, not the order', () => {
    const bytes = renderKitchenTicket(
      { ...ticket, kind: 'void', lineVoid: true, lines: [ticket.lines[1]], notes: null },
      { columns: 32, encoding: 'big5', cut: true, beep: false },
    )
    expect(escposToText(bytes)).toBe(`廚房單 - 熱炒區
*** 作廢品項 ***
桌 A-01
訂單：20261122-007
時間：2026-11-22 12:05
================================
1 x 炒青菜
================================
作廢品項，請停止製作此品項
[切紙]`)
    // Read back by iconv-lite's own Big5 tables: the line's hint is there, the whole order's is not.
    const text = iconv.decode(Buffer.from(bytes), 'big5')
    expect(text).toContain('作廢品項，請停止製作此品項')
    expect(text).not.toContain('此單已取消')
    expect(text).not.toContain('宮保雞丁')
    expectGolden('kitchen-58-big5-void-line', bytes)
  })

  test('a later order of the table session is a 加點 naming the earlier orders', () => {
    const bytes = renderKitchenTicket(
      { ...ticket, earlierOrders: ['20261122-012', '20261122-015'] },
      { columns: 48, encoding: 'big5', cut: true, beep: false },
    )
    // Read back by iconv-lite's own Big5 tables, not the encoder that wrote it.
    const line = iconv.encode('加點（前單 #012、#015）', 'big5')
    expect(Buffer.from(bytes).includes(line)).toBe(true)
    const [title, table, addOn, order] = escposToText(bytes).split('\n')
    expect([title, table, addOn, order]).toEqual([
      '廚房單（加點） - 熱炒區',
      '桌 A-01',
      '加點（前單 #012、#015）',
      '訂單：20261122-007',
    ])
    // A first order, and a void, carry no 加點 line.
    expect(
      escposToText(
        renderKitchenTicket(
          { ...ticket, earlierOrders: [] },
          { columns: 48, encoding: 'big5', cut: true, beep: false },
        ),
      ),
    ).not.toContain('加點')
    expect(
      escposToText(
        renderKitchenTicket(
          { ...ticket, kind: 'void', earlierOrders: ['20261122-012'] },
          { columns: 48, encoding: 'big5', cut: true, beep: false },
        ),
      ),
    ).not.toContain('加點')
  })

  test('added lines are titled 加點', () => {
    const text = escposToText(
      renderKitchenTicket({ ...ticket, kind: 'added' }, { columns: 32, encoding: 'big5', cut: false, beep: false }),
    )
    expect(text.split('\n')[0]).toBe('廚房單（加點） - 熱炒區')
  })
})
