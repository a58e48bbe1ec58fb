import { describe, expect, it } from 'vitest'
import { groupBody, membershipChanges, moveGroup, type GroupForm } from './option-group-form.ts'

const ice: GroupForm = {
  name: ' 冰塊 ',
  options: [
    { name: '正常冰', price: '' },
    { name: '去冰', price: '' },
    { name: ' ', price: '5' },
    { name: '熱', price: '5' },
  ],
  minChoices: 1,
  maxChoices: 1,
  defaultOption: '正常冰',
  itemIds: [],
}

describe('option group form', () => {
  it('sends trimmed names, decimal deltas, no blank rows, and the default only while it is an option', () => {
    expect(groupBody(ice)).toEqual({
      name: '冰塊',
      options: [
        { name: '正常冰', price: '0.00' },
        { name: '去冰', price: '0.00' },
        { name: '熱', price: '5.00' },
      ],
      minChoices: 1,
      maxChoices: 1,
      defaultOption: '正常冰',
    })
    expect(groupBody({ ...ice, defaultOption: '少冰' }).defaultOption).toBeNull()
  })

  it('attaching to many items appends the group; detaching keeps the others in order', () => {
    const items = [
      { id: 1, optionGroups: [{ id: 7 }] },
      { id: 2, optionGroups: [{ id: 9 }, { id: 7 }, { id: 8 }] },
      { id: 3, optionGroups: [] },
    ]
    expect(membershipChanges(items, 9, [1, 2, 3])).toEqual([
      { itemId: 1, groupIds: [7, 9] },
      { itemId: 3, groupIds: [9] },
    ])
    expect(membershipChanges(items, 7, [1])).toEqual([{ itemId: 2, groupIds: [9, 8] }])
    expect(membershipChanges(items, 7, [1, 2])).toEqual([])
  })

  it('moves a group one place within the item, never past either end', () => {
    expect(moveGroup([1, 2, 3], 2, -1)).toEqual([1, 3, 2])
    expect(moveGroup([1, 2, 3], 0, -1)).toEqual([1, 2, 3])
    expect(moveGroup([1, 2, 3], 2, 1)).toEqual([1, 2, 3])
  })
})
