/**
 * Announcements (公告): the list's filter, a new one, an edit.
 * Elysia `t` schemas the server validates with; the UI imports the static types (`import type`).
 */
import { t } from 'elysia'
import { oneOf } from './common.ts'

export const ANNOUNCEMENT_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const
export const ANNOUNCEMENT_TARGET_ROLES = ['manager', 'staff'] as const

const Title = t.String({ minLength: 1, maxLength: 200, pattern: '\\S' })
const Content = t.String({ minLength: 1, maxLength: 5000, pattern: '\\S' })
const Priority = oneOf(ANNOUNCEMENT_PRIORITIES)
/** '' or null: everyone. */
const TargetRole = t.Nullable(oneOf([...ANNOUNCEMENT_TARGET_ROLES, '']))

const Fields = {
  title: Title,
  content: Content,
  priority: t.Optional(Priority),
  targetRole: t.Optional(TargetRole),
  isActive: t.Optional(t.Boolean()),
}

export const AnnouncementListQuery = t.Object({ active: t.Optional(oneOf(['true', 'false'])) })
export type AnnouncementListQuery = typeof AnnouncementListQuery.static

export const CreateAnnouncementBody = t.Object({ storeId: t.Integer({ minimum: 1 }), ...Fields })
export type CreateAnnouncementBody = typeof CreateAnnouncementBody.static

export const UpdateAnnouncementBody = t.Object({ ...Fields, title: t.Optional(Title), content: t.Optional(Content) })
export type UpdateAnnouncementBody = typeof UpdateAnnouncementBody.static
