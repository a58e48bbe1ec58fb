import { expect, test } from 'bun:test'
import { EVERY_CONTROL } from '../testing/control-chars'
import { displayJson } from './publisher'

const ticket = (note: string) => ({
  orderId: 7,
  table: `A${note}-01`,
  lines: [{ name: '牛肉麵', quantity: 2, addOns: [`加${note}蛋`], notes: note }],
  notes: null,
})

test('every text of a display message loses each control and direction character, wherever it sits', () => {
  for (const c of EVERY_CONTROL) {
    const hex = c.charCodeAt(0).toString(16)
    expect([hex, JSON.parse(displayJson(ticket(`少${c}辣`)))]).toEqual([hex, ticket('少辣')])
  }
  expect(JSON.parse(displayJson({ notes: 'NOTE\u001bp00zEND\r\n少辣' }))).toEqual({ notes: 'NOTEp00zEND少辣' })
})

test('a message without them is the plain JSON, quotes and backslashes included', () => {
  for (const message of [ticket('不要蔥'), ticket('"大碗" C:\\'), { n: 1, ok: true, none: null, list: [] }]) {
    expect(displayJson(message)).toBe(JSON.stringify(message))
  }
})
