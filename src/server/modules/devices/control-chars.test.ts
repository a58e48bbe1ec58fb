import { afterEach, expect, test } from 'bun:test'
import { topics } from '../../../devices'
import { DRAWER_KICK_NOTE, withEveryControl } from '../../../devices/testing/control-chars'
import { escposParts, escposToText, strayControls } from '../../../devices/testing/escpos-text'
import { devicesContext, until, type DevicesContext } from './test-context'

/**
 * Rows written before the API refused control characters (straight into the database here): a
 * diner's note holding ESC p 0 0 z and CR/LF, and every control character in the store's name and
 * address, the table number, the dish and option names and the order's note. The kitchen ticket,
 * the receipts (card, then cash) and the kitchen display get the text without them; the only
 * drawer kick is the one a cash payment sends on its own.
 */

let t: DevicesContext
afterEach(async () => {
  await t?.close()
})

const ESC_P = Buffer.from([0x1b, 0x70])
const NOTE = `${DRAWER_KICK_NOTE}\r\n少辣`
/** The note as it must print and show: the letters, on one line. */
const NOTE_SHOWN = 'NOTEp00zEND少辣'
const markers = (bytes: Uint8Array) => escposParts(bytes).flatMap((p) => ('marker' in p && p.marker ? [p.marker] : []))

/** No stray control byte, no CR at all, no ESC p anywhere in a ticket or receipt. */
function expectOnlyLayoutCommands(what: string, bytes: Buffer) {
  expect([what, strayControls(bytes), bytes.includes(0x0d), bytes.includes(ESC_P)]).toEqual([what, [], false, false])
  expect([what, markers(bytes).filter((m) => m === '[錢櫃]' || m === '[錢櫃即時]')]).toEqual([what, []])
}

test(`a note holding ESC p and CR/LF, and control characters in every printed name, reach no printer and no display \
as commands`, async () => {
  t = await devicesContext('embedded')
  const kitchen = await t.printer({ name: '廚房', role: 'kitchen' })
  const counter = await t.printer({ name: '櫃台', role: 'receipt', drawer: true })
  const messages = await t.display()
  t.ctx.db.sqlite
    .query('UPDATE stores SET name = ?, address = ?, receipt_footer = ? WHERE id = ?')
    .run(
      withEveryControl('好味餐廳'),
      withEveryControl('台北市大安區'),
      '謝謝光臨\u001bp00z\u202e\r\n歡迎再來',
      t.storeId,
    )
  const at = t.fx.table(withEveryControl('A-01'))
  const line = {
    name: withEveryControl('牛肉麵'),
    quantity: 1,
    unitPrice: 18000,
    notes: NOTE,
    options: { size: { name: withEveryControl('大碗'), price: 0 }, spice: withEveryControl('小辣') },
  }
  const first = t.fx.order(at, [line], { notes: withEveryControl('客人趕時間') })
  t.write('order.created', { storeId: t.storeId, orderId: first.id })

  const [ticket] = await kitchen.fake.waitForJobs(1)
  expectOnlyLayoutCommands('kitchen ticket', ticket)
  const paper = escposToText(ticket)
  expect(paper).toContain('\n桌 A-01\n')
  expect(paper).toContain('\n1 x 牛肉麵\n   大碗、小辣\n')
  expect(paper).toContain(`\n   ※ ${NOTE_SHOWN}\n`)
  expect(paper).toContain('\n備註：客人趕時間\n')

  // The display: the ticket as it was sent, and the retained snapshot of open tickets.
  const open = topics.kitchenOpen(t.storeId, 'all')
  await until(
    () => messages.some((m) => m.topic === open && m.text.includes(`"orderId":${first.id}`)),
    5000,
    'snapshot with the order',
  )
  const ticketMessage = messages.find((m) => m.topic === topics.kitchenTickets(t.storeId, 'all'))!
  expect(JSON.parse(ticketMessage.text)).toMatchObject({
    table: 'A-01',
    notes: '客人趕時間',
    lines: [{ name: '牛肉麵', size: '大碗', spice: '小辣', notes: NOTE_SHOWN }],
  })
  for (const m of messages) {
    // JSON writes C0 controls as \u escapes; C1 and the direction controls would stand as they are.
    expect([
      m.topic,
      /\\u00[01]|\\[nrtbf]|[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/.test(m.text),
    ]).toEqual([m.topic, false])
  }

  // A card payment: its receipt, and no drawer.
  const card = t.fx.payment({ orderId: first.id, amount: first.total, method: 'credit_card' })
  t.write('payment.recorded', { storeId: t.storeId, paymentId: card.id, sessionId: null, orderId: first.id })
  const [cardReceipt] = await counter.fake.waitForJobs(1)
  expectOnlyLayoutCommands('card receipt', cardReceipt)
  const receipt = escposToText(cardReceipt)
  expect(receipt).toMatch(/^好味餐廳\n台北市大安區\n/)
  expect(receipt).toContain('\n桌號：A-01\n')
  expect(receipt).toContain(`\n  備註：${NOTE_SHOWN}\n`)
  // The footer is a text area's: its line break stays a line, its other controls go.
  expect(receipt).toMatch(/\n謝謝光臨p00z\n歡迎再來\n\[切紙\]$/)

  // A cash payment of a second order: its receipt, then the one drawer kick, sent as a job of its own.
  const second = t.fx.order(at, [line])
  const cash = t.fx.payment({ orderId: second.id, amount: second.total, method: 'cash', tendered: second.total })
  t.write('payment.recorded', { storeId: t.storeId, paymentId: cash.id, sessionId: null, orderId: second.id })
  const [, cashReceipt, pulse] = await counter.fake.waitForJobs(3)
  expectOnlyLayoutCommands('cash receipt', cashReceipt)
  expect(escposToText(cashReceipt)).toContain(`\n  備註：${NOTE_SHOWN}\n`)
  expect(escposToText(pulse)).toBe('[錢櫃]')
  expect(counter.fake.jobs.filter((job) => job.includes(ESC_P))).toEqual([pulse])
  expect(counter.fake.pulses).toEqual([])
})
