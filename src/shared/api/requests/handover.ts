/**
 * The shift handover list (交接事項): its filters, a new item, an edit, a note.
 * Elysia `t` schemas the server validates with; the UI imports the static types (`import type`).
 */
import { t } from 'elysia'
import { oneOf } from './common.ts'

export const HANDOVER_PRIORITIES = ['low', 'normal', 'high'] as const

const Priority = oneOf(HANDOVER_PRIORITIES)
const optionalText = (max: number) => t.Optional(t.Nullable(t.String({ maxLength: max })))
const Task = t.String({ minLength: 1, maxLength: 200, pattern: '\\S' })
const Fields = {
  description: optionalText(2000),
  priority: t.Optional(Priority),
  assignedTo: optionalText(100),
  dueDate: optionalText(40),
}

export const HandoverListQuery = t.Object({
  status: t.Optional(oneOf(['all', 'pending', 'completed'])),
  priority: t.Optional(t.Union([Priority, t.Literal('all'), t.Literal('')])),
  search: t.Optional(t.String({ maxLength: 100 })),
})
export type HandoverListQuery = typeof HandoverListQuery.static

export const CreateHandoverBody = t.Object({ task: Task, ...Fields })
export type CreateHandoverBody = typeof CreateHandoverBody.static

export const UpdateHandoverBody = t.Object({
  task: t.Optional(Task),
  ...Fields,
  isCompleted: t.Optional(t.Boolean()),
  // Sent by the spec's client when completing; the server decides who and when.
  completedBy: t.Optional(t.Unknown()),
  completedAt: t.Optional(t.Unknown()),
})
export type UpdateHandoverBody = typeof UpdateHandoverBody.static

export const HandoverNoteBody = t.Object({ content: t.String({ maxLength: 2000 }) })
export type HandoverNoteBody = typeof HandoverNoteBody.static
