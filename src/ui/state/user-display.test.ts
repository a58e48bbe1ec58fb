import { describe, expect, it } from 'vitest'
import { displayName, permissionLabel, roleLabel } from './user-display.ts'

const blank = { firstName: null, lastName: null, email: null, username: null }

describe('displayName', () => {
  it('joins Chinese names family-name first', () => {
    expect(displayName({ ...blank, firstName: '小明', lastName: '王' })).toBe('王小明')
  })
  it('joins Latin names with a space', () => {
    expect(displayName({ ...blank, firstName: 'Amy', lastName: 'Lin' })).toBe('Amy Lin')
    expect(displayName({ ...blank, firstName: 'Amy' })).toBe('Amy')
  })
  it('falls back to email, then username, then 使用者', () => {
    expect(displayName({ ...blank, email: 'a@b.tw', username: 'amy' })).toBe('a@b.tw')
    expect(displayName({ ...blank, username: 'amy' })).toBe('amy')
    expect(displayName({ ...blank, firstName: '  ' })).toBe('使用者')
  })
})

describe('role labels', () => {
  it('shows 店長 for managers and 員工 for anything else', () => {
    expect(roleLabel({ role: 'manager' })).toBe('店長')
    expect(roleLabel({ role: 'staff' })).toBe('員工')
    expect(roleLabel({ role: 'owner' })).toBe('員工')
    expect(roleLabel(null)).toBe('員工')
    expect(permissionLabel({ role: 'manager' })).toBe('店長權限')
  })
})
