/**
 * A menu item's recipe SOP (標準作業程序) and its steps.
 * Elysia `t` schemas the server validates with; the UI imports the static types (`import type`).
 */
import { t } from 'elysia'
import { oneOf } from './common.ts'

export const SopStepInput = t.Object({
  text: t.String({ maxLength: 500 }),
  mandatory: t.Optional(t.Boolean()),
  guidance: t.Optional(t.Nullable(t.String({ maxLength: 1000 }))),
  timerSeconds: t.Optional(t.Nullable(t.Integer({ minimum: 0, maximum: 86_400 }))),
})
export type SopStepInput = typeof SopStepInput.static

// menuItemId and storeId are sent by the spec's dialog; the path decides both, so the server ignores them.
const fields = {
  title: t.String({ maxLength: 100 }),
  description: t.Optional(t.Nullable(t.String({ maxLength: 2000 }))),
  estimatedTime: t.Optional(t.Integer({ minimum: 0, maximum: 10_000 })),
  difficultyLevel: t.Optional(oneOf(['easy', 'medium', 'hard'])),
  servingSize: t.Optional(t.Integer({ minimum: 1, maximum: 1000 })),
  steps: t.Optional(t.Array(SopStepInput, { maxItems: 100 })),
  menuItemId: t.Optional(t.Any()),
  storeId: t.Optional(t.Any()),
}

export const CreateSopBody = t.Object(fields)
export type CreateSopBody = typeof CreateSopBody.static

export const UpdateSopBody = t.Partial(t.Object(fields))
export type UpdateSopBody = typeof UpdateSopBody.static
