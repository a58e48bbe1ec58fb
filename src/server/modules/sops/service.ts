import { eq } from 'drizzle-orm'
import type { Db, DbHandle } from '../../db/client'
import type { Clock } from '../../clock'
import { recipeSops, type SopStep } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { logActivity, type Actor } from '../activity'
import type { UserRow } from '../auth'
import { menuItemById } from '../menu'
import type { Sop, SopMode } from '../../../shared/api/sops'
import type { UpdateSopBody } from '../../../shared/api/requests/sops'

type SopRow = typeof recipeSops.$inferSelect

/** The request, less the ids the path decides. */
export type SopInput = Omit<UpdateSopBody, 'menuItemId' | 'storeId'>

/**
 * Spec part 2 §9: beginners confirm every step and see guidance, photos and timers; experts may
 * fast-complete, with photos optional and timers kept.
 */
export function sopMode(skillLevel: UserRow['skillLevel']): SopMode {
  const beginner = skillLevel === 'beginner'
  return {
    skillLevel,
    allStepsMandatory: beginner,
    fastCompleteAllowed: !beginner,
    showGuidance: beginner,
    photoPerStep: beginner,
    timerReminders: true,
  }
}

function present(row: SopRow, menuItemName: string, user: UserRow): Sop {
  const mode = sopMode(user.skillLevel)
  return {
    id: row.id,
    menuItemId: row.menuItemId,
    menuItemName,
    storeId: row.storeId,
    title: row.title,
    description: row.description,
    estimatedTime: row.estimatedTime,
    difficultyLevel: row.difficultyLevel,
    servingSize: row.servingSize,
    /** As saved (for the edit form). */
    steps: row.steps,
    /** As the signed-in user should follow them. */
    stepsForUser: row.steps.map((s) => ({ ...s, mandatory: mode.allStepsMandatory || s.mandatory })),
    mode,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  }
}

function values(input: SopInput): Partial<SopRow> {
  const v: Partial<SopRow> = {}
  if (input.title !== undefined) {
    v.title = input.title.trim()
    if (!v.title) throw new AppError('SOP_TITLE_REQUIRED')
  }
  if (input.description !== undefined) v.description = input.description?.trim() || null
  if (input.estimatedTime !== undefined) v.estimatedTime = input.estimatedTime
  if (input.difficultyLevel !== undefined) v.difficultyLevel = input.difficultyLevel
  if (input.servingSize !== undefined) v.servingSize = input.servingSize
  if (input.steps !== undefined) {
    v.steps = input.steps.map((s, i) => {
      const text = s.text.trim()
      if (!text) throw new AppError('VALIDATION', { detail: `第 ${i + 1} 個步驟內容不能為空` })
      const step: SopStep = { text, mandatory: s.mandatory ?? true }
      if (s.guidance?.trim()) step.guidance = s.guidance.trim()
      if (s.timerSeconds) step.timerSeconds = s.timerSeconds
      return step
    })
  }
  return v
}

/** A menu item copied to another store takes its SOP along (menu's copy step, in the copy's write). */
export function copySop(d: Db, fromMenuItemId: number, to: { storeId: number; menuItemId: number }, now: number) {
  const sop = d.select().from(recipeSops).where(eq(recipeSops.menuItemId, fromMenuItemId)).get()
  if (!sop) return
  const { id: _i, storeId: _st, menuItemId: _m, createdAt: _ca, updatedAt: _ua, ...rest } = sop
  d.insert(recipeSops)
    .values({ ...rest, storeId: to.storeId, menuItemId: to.menuItemId, createdAt: now, updatedAt: now })
    .run()
}

/**
 * SOP paths carry no store id (spec part 1 §7), so the store comes from the menu item and
 * access is checked here with the same rule the auth macro applies to :storeId routes.
 */
export function createSopService({
  db,
  clock,
  canAccessStore,
}: {
  db: DbHandle
  clock: Clock
  canAccessStore: (u: UserRow, storeId: number) => boolean
}) {
  const d = db.db

  const itemFor = (user: UserRow, itemId: number) => {
    const item = menuItemById(d, itemId)
    if (!item) throw new AppError('MENU_ITEM_NOT_FOUND')
    if (!canAccessStore(user, item.storeId)) throw new AppError('STORE_ACCESS_DENIED')
    return item
  }
  const sopOf = (itemId: number) => d.select().from(recipeSops).where(eq(recipeSops.menuItemId, itemId)).get()
  const byId = (user: UserRow, sopId: number) => {
    const sop = d.select().from(recipeSops).where(eq(recipeSops.id, sopId)).get()
    if (!sop) throw new AppError('SOP_NOT_FOUND')
    return { sop, item: itemFor(user, sop.menuItemId) }
  }
  const log = (actor: Actor, item: { id: number; storeId: number; name: string }, sop: string, now: number) =>
    logActivity(
      d,
      actor,
      {
        storeId: item.storeId,
        action: 'update_menu_item',
        entityType: 'menu_item',
        entityId: item.id,
        details: { name: item.name, sop },
      },
      now,
    )

  return {
    get(user: UserRow, itemId: number) {
      const item = itemFor(user, itemId)
      const sop = sopOf(itemId)
      if (!sop) throw new AppError('SOP_NOT_FOUND')
      return present(sop, item.name, user)
    },

    create(actor: Actor & { user: UserRow }, itemId: number, input: SopInput & { title: string }) {
      const now = clock.now()
      const item = itemFor(actor.user, itemId)
      const row = db.write(() => {
        if (sopOf(itemId)) throw new AppError('SOP_EXISTS')
        const v = values(input)
        const inserted = d
          .insert(recipeSops)
          .values({ ...v, title: v.title!, storeId: item.storeId, menuItemId: itemId, createdAt: now, updatedAt: now })
          .returning()
          .get()
        log(actor, item, 'created', now)
        return inserted
      })
      return { ...present(row, item.name, actor.user), message: 'SOP 已創建' }
    },

    update(actor: Actor & { user: UserRow }, sopId: number, input: SopInput) {
      const now = clock.now()
      const { item } = byId(actor.user, sopId)
      const row = db.write(() => {
        const updated = d
          .update(recipeSops)
          .set({ ...values(input), updatedAt: now })
          .where(eq(recipeSops.id, sopId))
          .returning()
          .get()
        log(actor, item, 'updated', now)
        return updated
      })
      return { ...present(row, item.name, actor.user), message: 'SOP 已更新' }
    },

    remove(actor: Actor & { user: UserRow }, sopId: number) {
      const now = clock.now()
      const { item } = byId(actor.user, sopId)
      db.write(() => {
        d.delete(recipeSops).where(eq(recipeSops.id, sopId)).run()
        log(actor, item, 'deleted', now)
      })
      return { success: true as const, message: 'SOP 已刪除' }
    },
  }
}
export type SopService = ReturnType<typeof createSopService>
