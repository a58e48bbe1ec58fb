/**
 * Members (會員): the list's filters, a new member, an edit, points added or taken.
 * Elysia `t` schemas the server validates with; the UI imports the static types (`import type`).
 */
import { t } from 'elysia'
import { MEMBER_TIERS } from '../../domain/member-tier.ts'
import { oneOf, PageLimit } from './common.ts'

const Tier = oneOf(MEMBER_TIERS)
const Name = t.String({ minLength: 1, maxLength: 100, pattern: '\\S' })
const Phone = t.String({ minLength: 1, maxLength: 30 })
const Email = t.Nullable(t.String({ maxLength: 200 }))

export const MemberListQuery = t.Object({
  search: t.Optional(t.String({ maxLength: 100 })),
  tier: t.Optional(t.Union([Tier, t.Literal(''), t.Literal('all')])),
  limit: PageLimit,
  cursor: t.Optional(t.String({ maxLength: 100 })),
})
export type MemberListQuery = typeof MemberListQuery.static

export const CreateMemberBody = t.Object({
  name: Name,
  phone: Phone,
  email: t.Optional(Email),
  tier: t.Optional(Tier),
  points: t.Optional(t.Integer({ minimum: 0, maximum: 100_000_000 })),
})
export type CreateMemberBody = typeof CreateMemberBody.static

export const UpdateMemberBody = t.Object({
  name: t.Optional(Name),
  phone: t.Optional(Phone),
  email: t.Optional(Email),
  tier: t.Optional(Tier),
})
export type UpdateMemberBody = typeof UpdateMemberBody.static

export const PointsBody = t.Object({
  delta: t.Integer({ minimum: -100_000_000, maximum: 100_000_000 }),
  reason: t.Optional(t.Nullable(t.String({ maxLength: 200 }))),
})
export type PointsBody = typeof PointsBody.static
