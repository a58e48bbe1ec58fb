/** What the counter's on-screen keypad does to an amount box: whole dollars typed digit by digit. */

export const KEYPAD_KEYS = ['7', '8', '9', '4', '5', '6', '1', '2', '3', '00', '0', 'back'] as const
export type KeypadKey = (typeof KEYPAD_KEYS)[number]

/** NT$9,999,999 is more cash than a till takes; further digits are ignored rather than growing the box. */
const MAX_DIGITS = 7

/**
 * The box after one key: a digit (or 00) is appended with no leading zeros, ⌫ takes the last character
 * off. Thousands separators a suggested amount may hold are dropped so the digits line up.
 */
export function pressKey(value: string, key: KeypadKey): string {
  const plain = value.replace(/,/g, '').trim()
  if (key === 'back') return plain.slice(0, -1)
  const next = `${plain}${key}`.replace(/^0+(?=\d)/, '')
  return next.replace(/\D/g, '').length > MAX_DIGITS ? plain : next
}
