import { describe, expect, it } from 'vitest'
import { formFromUser, newUserBody, PIN_RE, pinBody, userPatchBody } from './model.ts'

describe('user account bodies', () => {
  it('sends empty names and email as null', () => {
    expect(
      newUserBody(
        {
          username: ' amy ',
          password: 'secret1',
          firstName: '',
          lastName: ' 林 ',
          email: '',
          role: 'staff',
          isOwner: false,
          storeIds: [2],
        },
        false,
      ),
    ).toEqual({
      username: 'amy',
      password: 'secret1',
      role: 'staff',
      storeIds: [2],
      firstName: null,
      lastName: '林',
      email: null,
    })
  })

  it('never sends username or password when editing; ownership only when the owner edits', () => {
    const form = formFromUser({
      id: 3,
      username: 'amy',
      email: null,
      firstName: '美',
      lastName: '林',
      role: 'manager',
      isOwner: true,
      canManage: true,
      isActive: true,
      hasPin: false,
      skillLevel: 'expert',
      currentStoreId: null,
      createdAt: '',
      stores: [{ id: 1, name: 'A' }],
    })
    expect(userPatchBody(form, false)).toEqual({
      role: 'manager',
      storeIds: [1],
      firstName: '美',
      lastName: '林',
      email: null,
    })
    expect(userPatchBody(form, true)).toEqual({
      role: 'manager',
      isOwner: true,
      storeIds: [1],
      firstName: '美',
      lastName: '林',
      email: null,
    })
  })

  it("a PIN body carries the current password only when setting one's own PIN", () => {
    expect(pinBody('0428')).toEqual({ pin: '0428' })
    expect(pinBody(null, 'my-password')).toEqual({ pin: null, currentPassword: 'my-password' })
  })

  it('takes 4 to 6 digit PINs only', () => {
    expect(PIN_RE.test('1234')).toBe(true)
    expect(PIN_RE.test('123456')).toBe(true)
    expect(PIN_RE.test('123')).toBe(false)
    expect(PIN_RE.test('12a4')).toBe(false)
  })
})
