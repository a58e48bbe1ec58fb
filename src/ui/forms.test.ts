import { describe, expect, it } from 'vitest'
import {
  chosen,
  collectErrors,
  hasErrors,
  intInRange,
  quantity,
  minLength,
  moneyAmount,
  optionalEmail,
  requiredText,
} from './forms.ts'

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
  it('a whole number within its range', () => {
    expect(intInRange('', 1, 99, '座位數')).toBe('請輸入座位數')
    expect(intInRange('0', 1, 99, '座位數')).toBe('座位數請輸入 1 到 99 的整數')
    expect(intInRange('100', 1, 99, '座位數')).toBe('座位數請輸入 1 到 99 的整數')
    expect(intInRange('2.5', 1, 99, '座位數')).toBe('座位數請輸入 1 到 99 的整數')
    expect(intInRange('1', 1, 99, '座位數')).toBeNull()
    expect(intInRange(' 99 ', 1, 99, '座位數')).toBeNull()
    expect(intInRange('-5', -10, 10, '調整')).toBeNull()
  })
  it('a choice and a stock quantity', () => {
    expect(chosen('', '分類')).toBe('請選擇分類')
    expect(chosen('3', '分類')).toBeNull()
    expect(quantity('', '目前庫存')).toBe('請輸入目前庫存')
    expect(quantity('0', '目前庫存')).toBeNull()
    expect(quantity('-1', '目前庫存')).toBe('目前庫存請輸入 0 以上的數量，最多三位小數')
    expect(quantity('1.2345', '目前庫存')).not.toBeNull()
    expect(quantity('0', '數量', 'positive')).toBe('數量請輸入大於 0 的數量，最多三位小數')
    expect(quantity('2.5', '數量', 'positive')).toBeNull()
    expect(quantity('0', '數量', 'nonZero')).toBe('數量請輸入不為 0 的數量，最多三位小數')
    expect(quantity('-2', '數量', 'nonZero')).toBeNull()
  })
  it('collects only the set messages', () => {
    const errors = collectErrors({ name: requiredText('', '姓名'), phone: requiredText('0912', '電話') })
    expect(errors).toEqual({ name: '請輸入姓名' })
    expect(hasErrors(errors)).toBe(true)
    expect(hasErrors(collectErrors({ a: null }))).toBe(false)
  })
})
