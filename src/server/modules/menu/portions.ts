import { and, eq, gte, sql } from 'drizzle-orm'
import type { Db, DbHandle } from '../../db/client'
import type { Clock } from '../../clock'
import type { EventBus } from '../../events'
import { $, changesOf, preparedFor } from '../../db/prepared'
import { menuItemPortions } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { businessDayAt, dayCutoff } from '../../../shared/domain/business-day'
import {
  portionShortfall,
  portionsAsked,
  portionsOf,
  type PortionMark,
  type Portions,
} from '../../../shared/domain/portions'
import { logActivity, type Actor } from '../activity'
import { storeRow } from '../stores'
import { menuItemOfStore } from './lookup'

/** Every order with a counted dish reads and takes its portions: prepared once per database. */
const q = preparedFor((d) => ({
  mark: d
    .select({ remaining: menuItemPortions.remaining, businessDate: menuItemPortions.businessDate })
    .from(menuItemPortions)
    .where(eq(menuItemPortions.menuItemId, $('id')))
    .prepare(),
  // Guarded by the count itself, so a take can never go below zero whatever ran before it.
  take: d
    .update(menuItemPortions)
    .set({ remaining: sql`${menuItemPortions.remaining} - ${$('n')}`, updatedAt: sql`${$('now')}` })
    .where(
      and(
        eq(menuItemPortions.menuItemId, $('id')),
        eq(menuItemPortions.businessDate, $('date')),
        gte(menuItemPortions.remaining, $('n')),
      ),
    )
    .prepare(),
}))

/** The business day a store is in at `now` (its 換日時間), which is the day a mark counts for. */
export function portionDay(d: Db, storeId: number, now: number): string {
  const store = storeRow(d, storeId)
  if (!store) throw new AppError('STORE_NOT_FOUND')
  return businessDayAt(now, dayCutoff(store.settings)).date
}

/** Today's marks of a store's dishes, for menu reads. */
export function portionMarks(d: Db, storeId: number): Map<number, PortionMark> {
  const rows = d.select().from(menuItemPortions).where(eq(menuItemPortions.storeId, storeId)).all()
  return new Map(rows.map((r) => [r.menuItemId, r]))
}

/**
 * Inside an order's transaction: refuses the order (409, nothing written) when a dish is sold out or
 * has fewer portions left than asked, else takes them. Returns the dishes whose count moved.
 */
export function takePortions(
  d: Db,
  lines: { menuItemId: number; name: string; quantity: number }[],
  ctx: { today: string; now: number },
): number[] {
  const names = new Map(lines.map((l) => [l.menuItemId, l.name]))
  const counted: [number, number][] = []
  const soldOut: string[] = []
  for (const [id, wanted] of portionsAsked(lines)) {
    const mark = q(d).mark.get({ id })
    if (!mark || mark.businessDate !== ctx.today) continue
    const short = portionShortfall(mark, ctx.today, wanted)
    if (short?.soldOut) soldOut.push(`「${names.get(id)}」`)
    else if (short) throw new AppError('PORTIONS_SHORT', { name: names.get(id)!, left: short.left })
    counted.push([id, wanted])
  }
  if (soldOut.length) throw new AppError('SOLD_OUT', { dishes: soldOut.join('、') })
  for (const [id, n] of counted) {
    const { changes } = changesOf(q(d).take.run({ id, n, now: ctx.now, date: ctx.today }))
    if (changes !== 1) throw new AppError('SOLD_OUT', { dishes: `「${names.get(id)}」` })
  }
  return counted.map(([id]) => id)
}

type Deps = { db: DbHandle; clock: Clock; events: EventBus }

/** 估清 from the floor: staff mark a dish 售完 now or 剩 N 份 for today, or clear the mark. */
export function createPortionService({ db, clock, events }: Deps) {
  const d = db.db
  return {
    /** `remaining`: 0 is 售完, N is 剩 N 份, null clears the mark. */
    set(storeId: number, menuItemId: number, remaining: number | null, actor: Actor): Portions & { id: number } {
      const now = clock.now()
      return db.write((tx) => {
        const item = menuItemOfStore(d, storeId, menuItemId)
        if (!item) throw new AppError('MENU_ITEM_NOT_FOUND')
        const businessDate = portionDay(d, storeId, now)
        if (remaining === null) d.delete(menuItemPortions).where(eq(menuItemPortions.menuItemId, item.id)).run()
        else {
          const row = { menuItemId: item.id, storeId, remaining, businessDate, updatedAt: now }
          d.insert(menuItemPortions)
            .values(row)
            .onConflictDoUpdate({
              target: menuItemPortions.menuItemId,
              set: { remaining, businessDate, updatedAt: now },
            })
            .run()
        }
        logActivity(
          d,
          actor,
          {
            storeId,
            action: 'update_menu_item',
            entityType: 'menu_item',
            entityId: item.id,
            details: { name: item.name, portions: remaining },
          },
          now,
        )
        tx.afterCommit(() => events.emit('menu.portions_changed', { storeId, menuItemIds: [item.id] }))
        const mark = remaining === null ? null : { remaining, businessDate }
        return { id: item.id, ...portionsOf(mark, businessDate) }
      })
    },
  }
}
export type PortionService = ReturnType<typeof createPortionService>
