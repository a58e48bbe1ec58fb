import { aliasedTable, and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { displayNameSql } from '../../db/display-name'
import { handoverItems, handoverNotes, users } from '../../db/schema'

export type HandoverRow = typeof handoverItems.$inferSelect

const completer = aliasedTable(users, 'completer')
const author = aliasedTable(users, 'author')

/** Handover items with the names of who completed them, and their notes, in two queries. */
export function createHandoverRepo(db: Db) {
  function notesOf(itemIds: number[]) {
    if (itemIds.length === 0) return new Map<number, never[]>()
    const rows = db
      .select({ note: handoverNotes, createdByName: displayNameSql(author) })
      .from(handoverNotes)
      .leftJoin(author, eq(author.id, handoverNotes.createdBy))
      .where(inArray(handoverNotes.handoverItemId, itemIds))
      .orderBy(asc(handoverNotes.createdAt), asc(handoverNotes.id))
      .all()
    const byItem = new Map<number, typeof rows>()
    for (const r of rows) byItem.set(r.note.handoverItemId, [...(byItem.get(r.note.handoverItemId) ?? []), r])
    return byItem
  }

  return {
    find(where: SQL | undefined) {
      const items = db
        .select({ item: handoverItems, completedByName: displayNameSql(completer) })
        .from(handoverItems)
        .leftJoin(completer, eq(completer.id, handoverItems.completedBy))
        .where(where)
        .orderBy(desc(handoverItems.createdAt), desc(handoverItems.id))
        .all()
      const notes = notesOf(items.map((i) => i.item.id))
      return items.map((i) => ({ ...i, notes: notes.get(i.item.id) ?? [] }))
    },
    byId(storeId: number, id: number): HandoverRow | null {
      return (
        db
          .select()
          .from(handoverItems)
          .where(and(eq(handoverItems.storeId, storeId), eq(handoverItems.id, id)))
          .get() ?? null
      )
    },
  }
}
export type HandoverRepo = ReturnType<typeof createHandoverRepo>
export type HandoverRecord = ReturnType<HandoverRepo['find']>[number]
