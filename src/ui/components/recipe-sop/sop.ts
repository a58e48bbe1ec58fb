/**
 * Recipe SOP calls (spec part 1 §7) and form rules (§5). GET answers 404 when an item has no
 * SOP yet; the answer carries the signed-in user's mode (part 2 §9 skill levels).
 */
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '../../api/client.ts'
import { ApiError } from '../../api/errors.ts'
import { currentQueryClient } from '../../api/query-client.ts'
import type { CreateSopBody as SopInput } from '../../../shared/api/requests/sops.ts'
import type { Sop, SopDifficulty as Difficulty, SopMode, SopStep } from '../../../shared/api/sops.ts'

export type { Difficulty, Sop, SopMode, SopStep }

export const sopQuery = (menuItemId: number) =>
  queryOptions({
    queryKey: ['sop', menuItemId],
    queryFn: () => unwrap(api.api['menu-items']({ id: menuItemId }).sop.get()) as Promise<Sop>,
  })

/** 'none' for the 404 that means "no SOP yet" (part 1 §8), even if an older answer is cached. */
export function sopState(q: { error: unknown; data?: Sop | undefined }): 'loading' | 'none' | 'error' | Sop {
  if (q.error instanceof ApiError && q.error.status === 404) return 'none'
  if (q.error) return 'error'
  if (q.data) return q.data
  return 'loading'
}

/** Estimated time: blank is 0 (not set); otherwise a whole number of at least 1, else null. */
export function parseEstimatedTime(text: string): number | null {
  const t = text.trim()
  if (!t) return 0
  if (!/^\d{1,5}$/.test(t)) return null
  const n = Number(t)
  return n >= 1 ? n : null
}

/** Blank steps are dropped; optional parts are sent only when filled. */
export function cleanSteps(steps: readonly SopStep[]): SopStep[] {
  return steps
    .filter((s) => s.text.trim())
    .map((s) => ({
      text: s.text.trim(),
      mandatory: s.mandatory,
      guidance: s.guidance?.trim() || null,
      timerSeconds: s.timerSeconds && s.timerSeconds > 0 ? Math.round(s.timerSeconds) : null,
    }))
}

/** "m:ss" for step timers. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds))
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
}

const refresh = (menuItemId: number) =>
  currentQueryClient().invalidateQueries({ queryKey: sopQuery(menuItemId).queryKey })

export async function createSop(menuItemId: number, storeId: number, input: SopInput) {
  const sop = await unwrap(api.api['menu-items']({ id: menuItemId }).sop.post({ ...input, menuItemId, storeId }))
  await refresh(menuItemId)
  return sop
}

export async function updateSop(sopId: number, menuItemId: number, input: SopInput) {
  const sop = await unwrap(api.api['recipe-sops']({ sopId }).patch(input))
  await refresh(menuItemId)
  return sop
}

export async function deleteSop(sopId: number, menuItemId: number) {
  await unwrap(api.api['recipe-sops']({ sopId }).delete())
  await refresh(menuItemId)
}
