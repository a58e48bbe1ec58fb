import { describe, expect, test } from 'bun:test'
import { addToCart, choiceProblem, defaultChoice, lineKey, lineOptions, unitPriceOf, type OptionItem } from './cart'
import { chooseParts, partsText, type SetPartItem, type SetSlotRule } from './set-meals'

const sugar = {
  id: 1,
  name: '甜度',
  options: [
    { name: '正常', price: 0 },
    { name: '微糖', price: 0 },
  ],
  minChoices: 1,
  maxChoices: 1,
  defaultOption: '正常',
}
const ice = {
  id: 2,
  name: '冰塊',
  options: [{ name: '去冰', price: 0 }],
  minChoices: 1,
  maxChoices: 1,
  defaultOption: null,
}
const items: Record<number, SetPartItem> = {
  10: { id: 10, name: '香酥雞腿飯', categoryId: 1, optionGroups: [] },
  20: { id: 20, name: '紅茶', categoryId: 2, optionGroups: [sugar, ice] },
  21: { id: 21, name: '珍珠奶茶', categoryId: 2, optionGroups: [sugar, ice] },
  30: { id: 30, name: '貢丸湯', categoryId: 3, optionGroups: [] },
}
const slots: SetSlotRule[] = [
  { name: '主餐', choices: [{ menuItemId: 10, price: 0 }] },
  {
    name: '飲料',
    choices: [
      { menuItemId: 20, price: 0 },
      { menuItemId: 21, price: 1_500 },
    ],
  },
  { name: '湯', choices: [{ menuItemId: 30, price: 0 }] },
]
const item = (id: number) => items[id]
const tea = (menuItemId: number, sugarPick = '微糖') => ({
  slot: '飲料',
  menuItemId,
  groups: [
    { groupId: 1, choices: [sugarPick] },
    { groupId: 2, choices: ['去冰'] },
  ],
})

describe('chooseParts', () => {
  test('fixed slots fill themselves; parts come back in slot order with their picks and the extra price', () => {
    const r = chooseParts(slots, item, [tea(21)])
    if (!r.ok) throw new Error(JSON.stringify(r.problem))
    expect(r.delta).toBe(1_500)
    expect(r.parts.map((p) => [p.slot, p.name, p.categoryId, p.price])).toEqual([
      ['主餐', '香酥雞腿飯', 1, 0],
      ['飲料', '珍珠奶茶', 2, 1_500],
      ['湯', '貢丸湯', 3, 0],
    ])
    expect(partsText(r.parts)).toBe('香酥雞腿飯／珍珠奶茶 微糖去冰／貢丸湯')
  })

  test('a slot left out, a part off its slot or off the menu, a part missing a required group', () => {
    expect(chooseParts(slots, item, [])).toEqual({ ok: false, problem: { kind: 'missingSlot', slot: '飲料' } })
    expect(chooseParts(slots, item, [{ slot: '飲料', menuItemId: 30 }])).toEqual({
      ok: false,
      problem: { kind: 'notInSlot', slot: '飲料', menuItemId: 30 },
    })
    expect(chooseParts(slots, (id) => (id === 20 ? undefined : item(id)), [tea(20)])).toEqual({
      ok: false,
      problem: { kind: 'notInSlot', slot: '飲料', menuItemId: 20 },
    })
    expect(
      chooseParts(slots, item, [{ slot: '飲料', menuItemId: 20, groups: [{ groupId: 1, choices: ['微糖'] }] }]),
    ).toEqual({
      ok: false,
      problem: { kind: 'group', part: '紅茶', problem: { kind: 'required', group: '冰塊' } },
    })
    expect(chooseParts(slots, item, [tea(20), tea(21)])).toEqual({
      ok: false,
      problem: { kind: 'repeatedSlot', slot: '飲料' },
    })
    expect(chooseParts([], item, [tea(20)])).toEqual({ ok: false, problem: { kind: 'notASet' } })
    expect(chooseParts([], item, [])).toEqual({ ok: true, parts: [], delta: 0 })
  })
})

describe('a set in the cart', () => {
  const groupView = (g: typeof sugar | typeof ice) => ({
    ...g,
    options: g.options.map((o) => ({ name: o.name, price: '0.00' })),
  })
  const view = (id: number, price: string) => ({
    menuItemId: id,
    name: items[id].name,
    price,
    optionGroups: items[id].optionGroups.map(groupView),
  })
  const set: OptionItem = {
    id: 99,
    name: '雞腿飯套餐',
    basePrice: '170.00',
    sizeOptions: [],
    spiceLevels: [],
    addOns: [],
    optionGroups: [],
    setSlots: [
      { name: '主餐', choices: [view(10, '0.00')] },
      { name: '飲料', choices: [view(20, '0.00'), view(21, '15.00')] },
      { name: '湯', choices: [view(30, '0.00')] },
    ],
  }

  test('starts with its fixed parts and waits for the drink, then for its 冰塊', () => {
    const start = defaultChoice(set)
    expect(start.parts?.map((p) => p.slot)).toEqual(['主餐', '湯'])
    expect(choiceProblem(set, start)).toEqual({ kind: 'missingSlot', slot: '飲料' })
    const noIce = {
      ...start,
      parts: [...start.parts!, { slot: '飲料', menuItemId: 20, groups: [{ groupId: 1, choices: ['微糖'] }] }],
    }
    expect(choiceProblem(set, noIce)).toEqual({
      kind: 'group',
      part: '紅茶',
      problem: { kind: 'required', group: '冰塊' },
    })
    expect(unitPriceOf(set, { ...start, parts: [...start.parts!, tea(21)] })).toBe(18_500)
  })

  test('another drink or another 甜度 is another line; the request names each part and its picks', () => {
    const choice = (t: ReturnType<typeof tea>) => ({ ...defaultChoice(set), parts: [...defaultChoice(set).parts!, t] })
    expect(lineKey(99, choice(tea(20)))).not.toBe(lineKey(99, choice(tea(20, '正常'))))
    expect(lineKey(99, choice(tea(20)))).toBe(
      lineKey(99, { ...choice(tea(20)), parts: [...choice(tea(20)).parts!].reverse() }),
    )
    const cart = addToCart(addToCart([], set, choice(tea(20))), set, choice(tea(21)))
    expect(cart.map((l) => l.unitPrice)).toEqual([17_000, 18_500])
    expect(lineOptions(cart[0]).parts).toEqual([
      { slot: '主餐', menuItemId: 10, groups: [] },
      { slot: '飲料', menuItemId: 20, groups: tea(20).groups },
      { slot: '湯', menuItemId: 30, groups: [] },
    ])
  })
})
