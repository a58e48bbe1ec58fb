import { and, eq, gte, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm'
import type { HandoverItem, HandoverPriority as Priority } from '../../../shared/api/back-office'
import type { Clock } from '../../clock'
import type { DbHandle } from '../../db/client'
import { handoverItems, handoverNotes } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { businessDayAt, dayCutoff } from '../../../shared/domain/business-day'
import { blankToNull, containsPattern } from '../../../shared/domain/text-rules'
import { logActivity, type Actor } from '../activity'
import type { UserRow } from '../auth'
import type { StoreService } from '../stores'
import { createHandoverRepo, type HandoverRecord, type HandoverRow } from './repo'

export type HandoverInput = {
  task: string
  description?: string | null
  priority?: Priority
  assignedTo?: string | null
  /** ISO date-time; '' or null means none (spec part 2 §5). */
  dueDate?: string | null
}
export type HandoverPatch = Partial<HandoverInput> & { isCompleted?: boolean }
export type HandoverFilter = { status?: 'all' | 'pending' | 'completed'; priority?: Priority; search?: string }

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

function parseDue(text: string | null | undefined): number | null {
  const t = blankToNull(text)
  if (t === null) return null
  const ms = Date.parse(t)
  if (Number.isNaN(ms)) throw new AppError('VALIDATION', { detail: '到期日格式不正確' })
  return ms
}

function fields(input: Partial<HandoverInput>) {
  return {
    ...(input.task !== undefined && { task: input.task.trim() }),
    ...(input.description !== undefined && { description: blankToNull(input.description) }),
    ...(input.priority !== undefined && { priority: input.priority }),
    ...(input.assignedTo !== undefined && { assignedTo: blankToNull(input.assignedTo) }),
    ...(input.dueDate !== undefined && { dueDate: parseDue(input.dueDate) }),
  }
}

export function createHandoverService({ db, clock, stores }: { db: DbHandle; clock: Clock; stores: StoreService }) {
  const d = db.db
  const repo = createHandoverRepo(d)

  function present(r: HandoverRecord, now: number): HandoverItem {
    const i = r.item
    return {
      id: i.id,
      storeId: i.storeId,
      task: i.task,
      description: i.description,
      priority: i.priority,
      assignedTo: i.assignedTo,
      dueDate: iso(i.dueDate),
      isCompleted: i.isCompleted,
      isOverdue: !i.isCompleted && i.dueDate !== null && i.dueDate < now,
      completedBy: i.completedBy,
      completedByName: i.completedBy === null ? null : r.completedByName,
      completedAt: iso(i.completedAt),
      createdBy: i.createdBy,
      createdAt: iso(i.createdAt)!,
      updatedAt: iso(i.updatedAt)!,
      notes: r.notes.map((n) => ({
        id: n.note.id,
        content: n.note.content,
        createdBy: n.note.createdBy,
        createdByName: n.createdByName,
        createdAt: iso(n.note.createdAt)!,
      })),
    }
  }
  const read = (where: SQL | undefined) => {
    const now = clock.now()
    return repo.find(where).map((r) => present(r, now))
  }
  const one = (id: number) => read(eq(handoverItems.id, id))[0]

  function find(storeId: number, id: number): HandoverRow {
    const row = repo.byId(storeId, id)
    if (!row) throw new AppError('HANDOVER_NOT_FOUND')
    return row
  }
  const log = (
    actor: Actor,
    row: HandoverRow,
    action: 'create_handover_item' | 'update_handover_item',
    details: Record<string, unknown>,
    now: number,
  ) =>
    logActivity(
      d,
      actor,
      {
        storeId: row.storeId,
        action,
        entityType: 'handover_item',
        entityId: row.id,
        details: { task: row.task, ...details },
      },
      now,
    )

  return {
    list(storeId: number, f: HandoverFilter) {
      stores.get(storeId)
      const conds = [eq(handoverItems.storeId, storeId)]
      if (f.status === 'pending' || f.status === 'completed')
        conds.push(eq(handoverItems.isCompleted, f.status === 'completed'))
      if (f.priority) conds.push(eq(handoverItems.priority, f.priority))
      const term = f.search?.trim()
      if (term) {
        const like = (col: SQL | typeof handoverItems.task) =>
          sql`lower(${col}) like lower(${containsPattern(term)}) escape '\\'`
        conds.push(
          or(
            like(handoverItems.task),
            like(sql`coalesce(${handoverItems.description}, '')`),
            like(sql`coalesce(${handoverItems.assignedTo}, '')`),
          )!,
        )
      }
      return read(and(...conds))
    },

    create(storeId: number, input: HandoverInput, actor: Actor & { user: UserRow }) {
      stores.get(storeId)
      const now = clock.now()
      return db.write(() => {
        const row = d
          .insert(handoverItems)
          .values({
            storeId,
            priority: 'normal',
            ...fields(input),
            task: input.task.trim(),
            createdBy: actor.user.id,
            createdAt: now,
            updatedAt: now,
          })
          .returning()
          .get()
        log(actor, row, 'create_handover_item', { priority: row.priority, assignedTo: row.assignedTo }, now)
        return one(row.id)
      })
    },

    /** Completing records who and when from the session and the clock, whatever the client sent. */
    update(storeId: number, id: number, patch: HandoverPatch, actor: Actor & { user: UserRow }) {
      const now = clock.now()
      return db.write(() => {
        const before = find(storeId, id)
        const changes: Partial<HandoverRow> = fields(patch)
        if (patch.isCompleted === true && !before.isCompleted)
          Object.assign(changes, { isCompleted: true, completedBy: actor.user.id, completedAt: now })
        if (patch.isCompleted === false)
          Object.assign(changes, { isCompleted: false, completedBy: null, completedAt: null })
        const row = d
          .update(handoverItems)
          .set({ ...changes, updatedAt: now })
          .where(eq(handoverItems.id, id))
          .returning()
          .get()
        log(
          actor,
          row,
          'update_handover_item',
          { changes: { ...patch, completedBy: undefined, completedAt: undefined } },
          now,
        )
        return one(id)
      })
    },

    addNote(storeId: number, id: number, content: string, actor: Actor & { user: UserRow }) {
      const text = content.trim()
      if (!text) throw new AppError('VALIDATION', { detail: '備註內容不可為空白' })
      const now = clock.now()
      return db.write(() => {
        const row = find(storeId, id)
        d.insert(handoverNotes)
          .values({ handoverItemId: id, content: text, createdBy: actor.user.id, createdAt: now })
          .run()
        log(actor, row, 'update_handover_item', { note: text }, now)
        return one(id)
      })
    },

    /** Spec part 2 §2.7 buttons: today's completed items (the store's business day) and overdue ones. */
    summary(storeId: number) {
      const now = clock.now()
      const { start, end } = businessDayAt(now, dayCutoff(stores.get(storeId).settings))
      const mine = eq(handoverItems.storeId, storeId)
      const all = read(mine)
      return {
        total: all.length,
        pending: all.filter((i) => !i.isCompleted).length,
        completed: all.filter((i) => i.isCompleted).length,
        highPriorityPending: all.filter((i) => !i.isCompleted && i.priority === 'high').length,
        todayCompleted: read(
          and(
            mine,
            isNotNull(handoverItems.completedAt),
            gte(handoverItems.completedAt, start),
            lt(handoverItems.completedAt, end),
          ),
        ),
        overdue: all.filter((i) => i.isOverdue),
      }
    },
  }
}
export type HandoverService = ReturnType<typeof createHandoverService>
export type { HandoverItem }
