/**
 * The staff PIN keypad (a 4–6 digit PIN per user, locked after repeated failures).
 * Pure rules here; the card is PinSignIn.tsx. The username is remembered on the phone so a
 * busy waiter types only the PIN after the first time.
 */
import { ApiError, readable } from '../../api/errors.ts'

export const PIN_MIN = 4
export const PIN_MAX = 6
export const USERNAME_KEY = 'pos.pinUsername'

export type PinKey = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | 'clear' | 'back'

export function pressKey(pin: string, key: PinKey): string {
  if (key === 'clear') return ''
  if (key === 'back') return pin.slice(0, -1)
  return pin.length >= PIN_MAX ? pin : pin + key
}

export const pinComplete = (pin: string) => /^\d+$/.test(pin) && pin.length >= PIN_MIN && pin.length <= PIN_MAX

/** What the card shows after a failed sign-in: the n/max count, or the lock with the server's wording. */
export type PinFailure =
  | { kind: 'attempts'; failed: number; max: number }
  | { kind: 'locked'; message: string }
  | { kind: 'other'; message: string }

export function pinFailure(error: unknown, fallback: string): PinFailure {
  if (error instanceof ApiError) {
    const body = error.body ?? {}
    if (error.code === 'PIN_LOCKED' || error.status === 429)
      return { kind: 'locked', message: readable(error.message, fallback) }
    if (typeof body.failedAttempts === 'number' && typeof body.maxAttempts === 'number') {
      return { kind: 'attempts', failed: body.failedAttempts, max: body.maxAttempts }
    }
    return { kind: 'other', message: readable(body.message, fallback) }
  }
  return { kind: 'other', message: fallback }
}

function storage(): Storage | null {
  try {
    return localStorage
  } catch {
    return null
  }
}

export const rememberedUsername = () => storage()?.getItem(USERNAME_KEY) ?? ''
export function rememberUsername(name: string): void {
  try {
    storage()?.setItem(USERNAME_KEY, name)
  } catch {
    // private mode: the phone just asks again next time
  }
}
