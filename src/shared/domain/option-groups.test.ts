import { describe, expect, test } from 'bun:test'
import { boundsLabel, chooseGroups, compactChoices, defaultPicks, type OptionGroupRule } from './option-groups'
import { priceLine, type MenuPricing } from './order-totals'

const opts = (...names: string[]) => names.map((name) => ({ name, price: 0 }))
const sugar: OptionGroupRule = {
  id: 1,
  name: '甜度',
  options: opts('正常', '少糖', '半糖', '微糖', '無糖'),
  minChoices: 1,
  maxChoices: 1,
  defaultOption: '正常',
}
const ice: OptionGroupRule = {
  id: 2,
  name: '冰塊',
  options: opts('正常冰', '少冰', '微冰', '去冰', '溫', '熱'),
  minChoices: 1,
  maxChoices: 1,
  defaultOption: null,
}
const toppings: OptionGroupRule = {
  id: 3,
  name: '加料',
  options: [
    { name: '珍珠', price: 1000 },
    { name: '椰果', price: 1000 },
    { name: '布丁', price: 1500 },
    { name: '仙草', price: 1000 },
  ],
  minChoices: 0,
  maxChoices: 3,
  defaultOption: null,
}
const groups = [sugar, ice, toppings]

describe('chooseGroups', () => {
  test('picks come back in the item order and each group order, with the price they add', () => {
    const r = chooseGroups(groups, [
      { groupId: 3, choices: ['椰果', '珍珠'] },
      { groupId: 2, choices: [' 少冰 '] },
      { groupId: 1, choices: ['半糖'] },
    ])
    expect(r).toEqual({
      ok: true,
      delta: 2000,
      chosen: [
        { groupId: 1, name: '甜度', choices: [{ name: '半糖', price: 0 }] },
        { groupId: 2, name: '冰塊', choices: [{ name: '少冰', price: 0 }] },
        {
          groupId: 3,
          name: '加料',
          choices: [
            { name: '珍珠', price: 1000 },
            { name: '椰果', price: 1000 },
          ],
        },
      ],
    })
  })

  test('a required group left out is named; an optional one may be left out', () => {
    expect(chooseGroups(groups, [{ groupId: 1, choices: ['半糖'] }])).toEqual({
      ok: false,
      problem: { kind: 'required', group: '冰塊' },
    })
    expect(
      chooseGroups(groups, [
        { groupId: 2, choices: [] },
        { groupId: 1, choices: ['無糖'] },
      ]),
    ).toMatchObject({
      ok: false,
      problem: { kind: 'required', group: '冰塊' },
    })
    const r = chooseGroups(groups, [
      { groupId: 1, choices: ['無糖'] },
      { groupId: 2, choices: ['去冰'] },
    ])
    expect(r.ok && r.delta).toBe(0)
  })

  test('too many picks, an unknown option, a repeat or a group the item does not offer are refused', () => {
    const base = [
      { groupId: 1, choices: ['半糖'] },
      { groupId: 2, choices: ['少冰'] },
    ]
    expect(chooseGroups(groups, [...base, { groupId: 3, choices: ['珍珠', '椰果', '布丁', '仙草'] }])).toEqual({
      ok: false,
      problem: { kind: 'count', group: '加料', min: 0, max: 3 },
    })
    expect(chooseGroups(groups, [{ groupId: 1, choices: ['半糖', '無糖'] }, base[1]])).toMatchObject({
      problem: { kind: 'count', group: '甜度' },
    })
    expect(chooseGroups(groups, [{ groupId: 1, choices: ['超甜'] }, base[1]])).toEqual({
      ok: false,
      problem: { kind: 'unknownOption', group: '甜度', value: '超甜' },
    })
    expect(chooseGroups(groups, [...base, { groupId: 3, choices: ['珍珠', '珍珠'] }])).toMatchObject({
      problem: { kind: 'repeated', group: '加料', value: '珍珠' },
    })
    expect(chooseGroups(groups, [...base, base[0]])).toMatchObject({ problem: { kind: 'repeated', group: '甜度' } })
    expect(chooseGroups(groups, [...base, { groupId: 99, choices: ['x'] }])).toEqual({
      ok: false,
      problem: { kind: 'notOnItem', groupId: 99 },
    })
  })

  test('an item without groups takes no picks', () => {
    expect(chooseGroups([], [])).toEqual({ ok: true, chosen: [], delta: 0 })
    expect(chooseGroups([], [{ groupId: 1, choices: ['半糖'] }])).toMatchObject({ ok: false })
  })
})

test('defaults preselect each group that has one; bounds read as staff read them', () => {
  expect(defaultPicks(groups)).toEqual([{ groupId: 1, choices: ['正常'] }])
  expect(boundsLabel(sugar)).toBe('須選 1 項')
  expect(boundsLabel(toppings)).toBe('可選 0 到 3 項')
  expect(boundsLabel({ minChoices: 1, maxChoices: 2 })).toBe('須選 1 到 2 項')
})

test('tickets print picks compactly: one-pick groups run together, paid extras read 加…', () => {
  const r = chooseGroups(groups, [
    { groupId: 1, choices: ['半糖'] },
    { groupId: 2, choices: ['少冰'] },
    { groupId: 3, choices: ['珍珠'] },
  ])
  if (!r.ok) throw new Error('expected picks')
  expect(compactChoices(r.chosen)).toBe('半糖少冰 加珍珠')
  expect(compactChoices([{ choices: [{ name: '去冰', price: 0 }] }])).toBe('去冰')
  expect(
    compactChoices([
      {
        choices: [
          { name: '高麗菜', price: 0 },
          { name: '加蛋', price: 1000 },
        ],
      },
    ]),
  ).toBe('高麗菜、加蛋')
  expect(compactChoices([])).toBe('')
})

describe('priceLine with groups', () => {
  const tea: MenuPricing = {
    name: '珍珠奶茶',
    basePrice: 5500,
    sizeOptions: [
      { name: '中杯', price: 5500 },
      { name: '大杯', price: 6500 },
    ],
    spiceLevels: [],
    addOns: [],
    optionGroups: groups,
  }
  const picks = [
    { groupId: 1, choices: ['半糖'] },
    { groupId: 2, choices: ['少冰'] },
    { groupId: 3, choices: ['珍珠', '布丁'] },
  ]

  test('the group picks add to the size price per unit', () => {
    const r = priceLine(tea, { size: '大杯', groups: picks }, 2)
    if (!r.ok) throw new Error('expected a priced line')
    expect(r.line.unitPrice).toBe(6500 + 1000 + 1500)
    expect(r.line.subtotal).toBe(9000 * 2)
    expect(r.line.options.groups.map((g) => g.name)).toEqual(['甜度', '冰塊', '加料'])
  })

  test('a required group missing fails the line with the group named', () => {
    expect(priceLine(tea, { size: '中杯', groups: picks.slice(0, 1) }, 1)).toEqual({
      ok: false,
      kind: 'group',
      problem: { kind: 'required', group: '冰塊' },
    })
  })
})
