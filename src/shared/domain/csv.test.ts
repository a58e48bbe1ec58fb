import { expect, test } from 'bun:test'
import { toCsv } from './csv'

test('csv has a BOM, CRLF, quoting and formula protection', () => {
  const text = toCsv([
    ['名稱', '金額'],
    ['牛肉麵, 大碗', '120.00'],
    ['說 "好"', null],
    ['=1+1', '-5.00'],
    [3, undefined],
  ])
  expect(text.startsWith('\uFEFF名稱,金額\r\n')).toBe(true)
  expect(text).toContain('"牛肉麵, 大碗",120.00\r\n')
  expect(text).toContain('"說 ""好""",\r\n')
  expect(text).toContain("'=1+1,-5.00\r\n")
  expect(text.endsWith('3,\r\n')).toBe(true)
})
