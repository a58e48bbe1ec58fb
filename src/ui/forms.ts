/**
 * Form checks shown beside their fields in zh-TW: forms set `noValidate`, so the
 * browser's own English-or-device-language bubbles never show; each rule answers a message or null.
 */
import { parseQuantity } from '../shared/domain/quantity.ts'
import { isValidEmail } from '../shared/domain/text-rules.ts'
import { fill, zhTW } from '../shared/i18n/zh-TW.ts'

const v = zhTW.common

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>

export const requiredText = (value: string, field: string): string | null =>
  value.trim() ? null : fill(v.fieldRequired, { field })

/** Blank is fine (optional); anything else must look like an address. */
export const optionalEmail = (value: string): string | null =>
  !value.trim() || isValidEmail(value.trim()) ? null : v.fieldEmail

export const minLength = (value: string, n: number, field: string): string | null =>
  !value ? fill(v.fieldRequired, { field }) : value.length < n ? fill(v.fieldMinLength, { field, n }) : null

/** A money amount of 0 or more, at most 2 decimals ("120", "35.50"). */
export const moneyAmount = (value: string, field: string): string | null => {
  if (!value.trim()) return fill(v.fieldRequired, { field })
  return /^\d{1,9}(\.\d{1,2})?$/.test(value.trim()) ? null : fill(v.fieldMoney, { field })
}

/** A whole number from min to max ("4" for seats, "9100" for a port); blank is a missing value. */
export const intInRange = (value: string, min: number, max: number, field: string): string | null => {
  if (!value.trim()) return fill(v.fieldRequired, { field })
  const n = Number(value.trim())
  return /^-?\d+$/.test(value.trim()) && n >= min && n <= max ? null : fill(v.fieldIntRange, { field, min, max })
}

/** A select or choice left on its empty option. */
export const chosen = (value: string, field: string): string | null => (value ? null : fill(v.fieldChoose, { field }))

/** A stock quantity (up to 3 decimals): 0 or more, more than 0, or any but 0 (a signed correction). */
export const quantity = (
  value: string,
  field: string,
  allow: 'zeroOrMore' | 'positive' | 'nonZero' = 'zeroOrMore',
): string | null => {
  if (!value.trim()) return fill(v.fieldRequired, { field })
  const n = parseQuantity(value.trim())
  if (allow === 'positive') return n !== null && n > 0 ? null : fill(v.fieldQuantityPositive, { field })
  if (allow === 'nonZero') return n !== null && n !== 0 ? null : fill(v.fieldQuantityNonZero, { field })
  return n !== null && n >= 0 ? null : fill(v.fieldQuantity, { field })
}

/** The messages that are set, by field; empty when the form may be sent. */
export function collectErrors<K extends string>(checks: Record<K, string | null>): FieldErrors<K> {
  const out: FieldErrors<K> = {}
  for (const key of Object.keys(checks) as K[]) if (checks[key]) out[key] = checks[key]!
  return out
}

export const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0

/** Moves focus to the first field marked invalid, so a keyboard or screen reader lands on the message. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
}
