import { describe, expect, it } from 'vitest'
import { collectErrors, hasErrors, minLength, moneyAmount, optionalEmail, requiredText } from './forms.ts'

describe('form checks (zh-TW, beside the field)', () => {
  it('required, email, length and money answer a message or null', () => {
    expect(requiredText('  ', '帳號')).toBe('請輸入帳號')
    expect(requiredText('陳', '姓名')).toBeNull()
    expect(optionalEmail('')).toBeNull()
    expect(optionalEmail('a@b')).toBe('電子郵件格式不正確')
    expect(optionalEmail('a@b.tw')).toBeNull()
    expect(minLength('', 6, '密碼')).toBe('請輸入密碼')
    expect(minLength('12345', 6, '密碼')).toBe('密碼至少需要 6 個字元')
    expect(moneyAmount('', '價格')).toBe('請輸入價格')
    expect(moneyAmount('abc', '價格')).toBe('價格請輸入 0 以上的金額，最多兩位小數')
    expect(moneyAmount('-1', '價格')).not.toBeNull()
    expect(moneyAmount('35.50', '價格')).toBeNull()
  })
  it('collects only the set messages', () => {
    const errors = collectErrors({ name: requiredText('', '姓名'), phone: requiredText('0912', '電話') })
    expect(errors).toEqual({ name: '請輸入姓名' })
    expect(hasErrors(errors)).toBe(true)
    expect(hasErrors(collectErrors({ a: null }))).toBe(false)
  })
})
