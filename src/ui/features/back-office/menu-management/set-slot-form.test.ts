import { describe, expect, test } from 'vitest'
import { slotForms, slotProblem, slotsBody, slotsChanged } from './set-slot-form.ts'

const drink = {
  name: '飲料',
  choices: [
    { menuItemId: 2, price: '' },
    { menuItemId: 3, price: '15' },
  ],
}

const servedNow = { soldOut: false, hours: [], categoryHours: [] }

describe('set slot form', () => {
  test('reads the slots as typed and sends them with two decimals', () => {
    const listed = [
      {
        name: '飲料',
        choices: [
          { menuItemId: 2, name: '紅茶', price: '0.00', optionGroups: [], ...servedNow },
          // 售完 today: still a part of the set when it is saved again
          { menuItemId: 3, name: '珍珠奶茶', price: '15.00', optionGroups: [], ...servedNow, soldOut: true },
        ],
      },
    ]
    expect(slotForms(listed)).toEqual([drink])
    expect(slotsBody([{ ...drink, name: ' 飲料 ' }])).toEqual([
      {
        name: '飲料',
        choices: [
          { menuItemId: 2, price: '0.00' },
          { menuItemId: 3, price: '15.00' },
        ],
      },
    ])
  })

  test('names the first problem: no name, a repeated name, no items, a bad delta', () => {
    expect(slotProblem([drink])).toBeNull()
    expect(slotProblem([{ name: ' ', choices: drink.choices }])).toBe('第 1 項請輸入名稱（如 主餐）')
    expect(slotProblem([drink, { ...drink, name: '飲料 ' }])).toBe('「飲料」重複了，每一項名稱只能用一次')
    expect(slotProblem([{ name: '湯', choices: [] }])).toBe('「湯」請至少加入 1 個可選品項')
    expect(slotProblem([{ name: '湯', choices: [{ menuItemId: 4, price: '-5' }] }])).toBe(
      '「湯」的加價必須是 0 以上的金額',
    )
  })

  test('an unchanged set is not written again; a new delta or order is', () => {
    expect(slotsChanged([drink], [{ ...drink, choices: [{ menuItemId: 2, price: '0' }, drink.choices[1]] }])).toBe(
      false,
    )
    expect(slotsChanged([drink], [{ ...drink, choices: [...drink.choices].reverse() }])).toBe(true)
  })
})
