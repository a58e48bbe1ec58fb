import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api/errors.ts'
import { pinComplete, pinFailure, pressKey } from './pin.ts'

describe('PIN keypad', () => {
  it('types up to 6 digits, deletes and clears', () => {
    let pin = ''
    for (const k of ['1', '2', '3', '4', '5', '6', '7'] as const) pin = pressKey(pin, k)
    expect(pin).toBe('123456')
    expect(pressKey(pin, 'back')).toBe('12345')
    expect(pressKey(pin, 'clear')).toBe('')
    expect(pressKey('', 'back')).toBe('')
  })

  it('is complete at 4 to 6 digits', () => {
    expect(pinComplete('123')).toBe(false)
    expect(pinComplete('1234')).toBe(true)
    expect(pinComplete('123456')).toBe(true)
    expect(pinComplete('1234567')).toBe(false)
  })

  it('reads failures n/max and the lock from the server answer', () => {
    const wrong = new ApiError(401, '', {
      code: 'INVALID_PIN',
      message: 'PIN 錯誤（失敗 2/5 次）',
      failedAttempts: 2,
      maxAttempts: 5,
    })
    expect(pinFailure(wrong, 'x')).toEqual({ kind: 'attempts', failed: 2, max: 5 })
    const locked = new ApiError(429, '', { code: 'PIN_LOCKED', message: 'PIN 錯誤次數過多，請於 15 分鐘後再試' })
    expect(pinFailure(locked, 'x')).toEqual({ kind: 'locked', message: 'PIN 錯誤次數過多，請於 15 分鐘後再試' })
    expect(pinFailure(new Error('boom'), '登入失敗')).toEqual({ kind: 'other', message: '登入失敗' })
  })
})
