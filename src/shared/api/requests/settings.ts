/**
 * Installation-wide settings the owner controls.
 * Elysia `t` schemas the server validates with; the UI imports the static types (`import type`).
 */
import { t } from 'elysia'

export const SystemSettingsBody = t.Object({ registrationOpen: t.Boolean() })
export type SystemSettingsBody = typeof SystemSettingsBody.static
