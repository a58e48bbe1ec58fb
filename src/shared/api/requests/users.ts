/**
 * Accounts: one's own profile, password and skill level; the manager's account management.
 * Elysia `t` schemas the server validates with; the UI imports the static types (`import type`).
 */
import { t } from 'elysia'
import { oneOf } from './common.ts'

const optionalName = t.Optional(t.Nullable(t.String({ maxLength: 100 })))
const Profile = {
  firstName: optionalName,
  lastName: optionalName,
  email: t.Optional(t.Nullable(t.String({ maxLength: 200 }))),
}
const Role = oneOf(['manager', 'staff'])
const StoreIds = t.Optional(t.Array(t.Integer({ minimum: 1 }), { maxItems: 200 }))
const Password = t.String({ minLength: 1, maxLength: 200 })
const IsOwner = t.Optional(t.Boolean())

export const ProfileBody = t.Object(Profile)
export type ProfileBody = typeof ProfileBody.static

export const ChangePasswordBody = t.Object({ currentPassword: t.String({ maxLength: 200 }), newPassword: Password })
export type ChangePasswordBody = typeof ChangePasswordBody.static

export const SkillLevelBody = t.Object({ skillLevel: oneOf(['beginner', 'expert']) })
export type SkillLevelBody = typeof SkillLevelBody.static

export const CreateUserBody = t.Object({
  username: t.String({ minLength: 1, maxLength: 50, pattern: '\\S' }),
  password: Password,
  role: t.Optional(Role),
  isOwner: IsOwner,
  storeIds: StoreIds,
  ...Profile,
})
export type CreateUserBody = typeof CreateUserBody.static

export const UpdateUserBody = t.Object({
  role: t.Optional(Role),
  isOwner: IsOwner,
  isActive: t.Optional(t.Boolean()),
  storeIds: StoreIds,
  ...Profile,
})
export type UpdateUserBody = typeof UpdateUserBody.static

export const ResetPasswordBody = t.Object({ password: Password })
export type ResetPasswordBody = typeof ResetPasswordBody.static

/** 4 to 6 digits; null removes the PIN. Setting one's own PIN also needs one's current password. */
export const PinBody = t.Object({
  pin: t.Nullable(t.String({ pattern: '^[0-9]{4,6}$' })),
  currentPassword: t.Optional(t.String({ maxLength: 200 })),
})
export type PinBody = typeof PinBody.static
