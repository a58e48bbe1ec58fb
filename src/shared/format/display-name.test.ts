import { describe, expect, test } from 'bun:test'
import { displayName } from './display-name'

describe('displayName', () => {
  test('Chinese names read family name first, with no space', () => {
    expect(displayName({ firstName: '志明', lastName: '陳' })).toBe('陳志明')
    expect(displayName({ firstName: ' 春嬌 ', lastName: '林', username: 'staff' })).toBe('林春嬌')
    expect(displayName({ firstName: '志明', lastName: null })).toBe('志明')
  })

  test('Latin names stay "First Last"', () => {
    expect(displayName({ firstName: 'Amy', lastName: 'Lin' })).toBe('Amy Lin')
    expect(displayName({ firstName: null, lastName: 'Lin' })).toBe('Lin')
  })

  test('without a name: email, then username, then null', () => {
    expect(displayName({ firstName: ' ', lastName: '', email: 'a@b.tw', username: 'amy' })).toBe('a@b.tw')
    expect(displayName({ username: 'amy' })).toBe('amy')
    expect(displayName({ firstName: null, lastName: null, email: null, username: null })).toBeNull()
  })
})
