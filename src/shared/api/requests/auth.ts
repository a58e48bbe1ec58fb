/**
 * Signing up and signing in (local account, PIN, an OIDC or LINE provider's callback).
 * Elysia `t` schemas the server validates with; the UI imports the static types (`import type`).
 */
import { t } from 'elysia'

const optionalText = (max: number) => t.Optional(t.String({ maxLength: max }))

export const RegisterBody = t.Object({
  username: t.String({ minLength: 1, maxLength: 50, pattern: '\\S' }),
  password: t.String({ minLength: 1, maxLength: 200 }),
  email: optionalText(200),
  firstName: optionalText(100),
  lastName: optionalText(100),
  /** The first account only: the one-time code the server printed at start (ignored once an owner exists). */
  setupCode: optionalText(40),
})
export type RegisterBody = typeof RegisterBody.static

export const LoginBody = t.Object({
  username: t.String({ minLength: 1, maxLength: 50 }),
  password: t.String({ minLength: 1, maxLength: 200 }),
})
export type LoginBody = typeof LoginBody.static

export const PinLoginBody = t.Object({
  username: t.String({ minLength: 1, maxLength: 50 }),
  pin: t.String({ maxLength: 12 }),
})
export type PinLoginBody = typeof PinLoginBody.static

/** What the provider sends back to /api/auth/callback/:provider; missing either is a failed sign-in. */
export const ProviderCallbackQuery = t.Object({ code: t.Optional(t.String()), state: t.Optional(t.String()) })
export type ProviderCallbackQuery = typeof ProviderCallbackQuery.static
