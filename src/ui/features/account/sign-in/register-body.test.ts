import { describe, expect, it } from 'vitest'
import { registerBody } from './register-body.ts'

const base = {
  username: ' amy ',
  password: 'secret1',
  confirm: 'secret1',
  email: '',
  firstName: '',
  lastName: '',
  setupCode: '',
}

describe('registerBody', () => {
  it('omits empty optional fields and trims the username', () => {
    expect(registerBody(base)).toEqual({ username: 'amy', password: 'secret1' })
  })
  it('keeps filled optional fields', () => {
    expect(registerBody({ ...base, email: 'a@b.tw', firstName: '小明', lastName: ' 王 ' })).toEqual({
      username: 'amy',
      password: 'secret1',
      email: 'a@b.tw',
      firstName: '小明',
      lastName: '王',
    })
  })
  it('sends the setup code trimmed when one is typed (the first account), nothing otherwise', () => {
    expect(registerBody({ ...base, setupCode: ' 4821-7730 ' })).toEqual({
      username: 'amy',
      password: 'secret1',
      setupCode: '4821-7730',
    })
    expect(registerBody(base)).not.toHaveProperty('setupCode')
  })
  it('refuses a mismatched confirmation before anything else', () => {
    expect(registerBody({ ...base, confirm: 'secret2' })).toBe('mismatch')
    expect(registerBody({ ...base, password: '123', confirm: '1234' })).toBe('mismatch')
  })
  it('refuses passwords shorter than 6', () => {
    expect(registerBody({ ...base, password: '12345', confirm: '12345' })).toBe('too-short')
  })
})
