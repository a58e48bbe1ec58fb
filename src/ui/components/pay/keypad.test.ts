import { describe, expect, it } from 'vitest'
import { pressKey, type KeypadKey } from './keypad.ts'

const press = (keys: KeypadKey[], from = '') => keys.reduce(pressKey, from)

describe('the counter keypad', () => {
  it('types whole dollars digit by digit, 00 as two zeros', () => {
    expect(press(['1', '2', '0', '0'])).toBe('1200')
    expect(press(['1', '2', '00'])).toBe('1200')
  })

  it('drops leading zeros and takes the last digit off with ⌫', () => {
    expect(press(['0', '00', '5'])).toBe('5')
    expect(press(['00'])).toBe('0')
    expect(press(['back'], '1500')).toBe('150')
    expect(press(['back', 'back'], '7')).toBe('')
  })

  it('carries on from a suggested amount and stops at seven digits', () => {
    expect(press(['0'], '1,500')).toBe('15000')
    expect(press(['9'], '9999999')).toBe('9999999')
  })
})
