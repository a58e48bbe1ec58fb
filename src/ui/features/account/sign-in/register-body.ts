import type { RegisterBody } from '../../../../shared/api/requests/auth.ts'

export const MIN_PASSWORD_LENGTH = 6

export type RegisterInput = {
  username: string
  password: string
  confirm: string
  email: string
  firstName: string
  lastName: string
  /** The setup code, asked only while no account exists (the first one becomes the owner). */
  setupCode: string
}

/**
 * The register payload, or why it must not be sent. Empty optional fields are omitted (spec part1 §5),
 * so a later registration sends the spec's payload exactly; the setup code goes only when typed.
 */
export function registerBody(input: RegisterInput): RegisterBody | 'mismatch' | 'too-short' {
  if (input.password !== input.confirm) return 'mismatch'
  if (input.password.length < MIN_PASSWORD_LENGTH) return 'too-short'
  const body: RegisterBody = { username: input.username.trim(), password: input.password }
  for (const key of ['email', 'firstName', 'lastName', 'setupCode'] as const) {
    const value = input[key].trim()
    if (value) body[key] = value
  }
  return body
}
