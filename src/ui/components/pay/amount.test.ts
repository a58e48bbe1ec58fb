import { describe, expect, test } from 'vitest'
import { amountText, amountToSend } from './amount.ts'

describe('table payment amount', () => {
  test('the box starts with what is owed, without trailing zero decimals', () => {
    expect(amountText(45000)).toBe('450')
    expect(amountText(9950)).toBe('99.50')
    expect(amountText(0)).toBe('')
  })

  test('all or part of what is owed is sent with 2 decimals', () => {
    expect(amountToSend(45000, '450')).toEqual({ ok: true, cents: 45000, amount: '450.00' })
    expect(amountToSend(45000, '200')).toEqual({ ok: true, cents: 20000, amount: '200.00' })
    expect(amountToSend(120050, '1,200.5')).toEqual({ ok: true, cents: 120050, amount: '1200.50' })
    expect(amountToSend(45000, '0.01')).toEqual({ ok: true, cents: 1, amount: '0.01' })
  })

  test('blank, 0, not a number or more than owed is refused in zh-TW', () => {
    expect(amountToSend(45000, '  ')).toEqual({ ok: false, problem: '請輸入收款金額' })
    for (const bad of ['0', '-5', 'abc', '1.234']) {
      expect(amountToSend(45000, bad)).toEqual({ ok: false, problem: '請輸入有效的收款金額（大於 0，最多兩位小數）' })
    }
    expect(amountToSend(45000, '450.01')).toEqual({ ok: false, problem: '收款金額 NT$450.01 超過未付金額 NT$450' })
  })
})
