import { describe, expect, test } from 'vitest'
import { cashToSend, tenderText } from './tender.ts'

describe('cash tender text', () => {
  test('quick buttons write whole dollars, cents only when there are some', () => {
    expect(tenderText(50000)).toBe('500')
    expect(tenderText(33550)).toBe('335.50')
  })

  test('what a cash form sends, or the zh-TW reason it does not', () => {
    expect(cashToSend(33500, '500')).toEqual({ ok: true, tendered: '500.00' })
    expect(cashToSend(33500, '100')).toEqual({ ok: false, problem: '收取現金 NT$100 少於應收 NT$335，還差 NT$235' })
    expect(cashToSend(33500, '')).toEqual({ ok: false, problem: '請輸入收取的現金，或按「剛好」' })
    expect(cashToSend(33500, 'abc')).toEqual({ ok: false, problem: '請輸入有效的現金金額（大於 0，最多兩位小數）' })
  })
})
