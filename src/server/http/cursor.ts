import { and, gt, lt, lte, gte, or, type SQL } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import { AppError } from './app-error'

/**
 * Keyset pagination of lists ordered by (time, id): the cursor is the last row of a page, opaque to
 * the client (base64url of "time.id"), so a page costs the same on the first day and after a year.
 * Lists whose spec answer is a bare array hand the next cursor back in the X-Next-Cursor header.
 */
export type Cursor = { at: number; id: number }
export const NEXT_CURSOR_HEADER = 'x-next-cursor'

export const encodeCursor = (c: Cursor): string => Buffer.from(`${c.at}.${c.id}`).toString('base64url')

export function decodeCursor(text: string | undefined): Cursor | null {
  if (text === undefined || text === '') return null
  const m = /^(-?\d{1,16})\.(\d{1,16})$/.exec(Buffer.from(text, 'base64url').toString())
  if (!m) throw new AppError('INVALID_CURSOR')
  return { at: Number(m[1]), id: Number(m[2]) }
}

/**
 * Rows after the cursor in (time, id) order, newest first unless `ascending`. Written as a range on
 * the time column plus a tie-break, so an index on (store, time) serves it directly.
 */
export function afterCursor(
  time: SQLiteColumn,
  id: SQLiteColumn,
  c: Cursor | null,
  ascending = false,
): SQL | undefined {
  if (!c) return undefined
  return ascending
    ? and(gte(time, c.at), or(gt(time, c.at), gt(id, c.id)))
    : and(lte(time, c.at), or(lt(time, c.at), lt(id, c.id)))
}

/**
 * Rows from the newest down to the row `c` itself, in (time, id) order: the rows a search window
 * ending at `c` holds. A range on the time column, like afterCursor, so the same index serves it.
 */
export function notOlderThan(time: SQLiteColumn, id: SQLiteColumn, c: Cursor): SQL {
  return and(gte(time, c.at), or(gt(time, c.at), gte(id, c.id)))!
}

/** One more row than the page is read: if it came, the page's last row is the next cursor. */
export function page<T>(rows: T[], limit: number, key: (row: T) => Cursor): { items: T[]; next: string | null } {
  if (rows.length <= limit) return { items: rows, next: null }
  const items = rows.slice(0, limit)
  return { items, next: encodeCursor(key(items[items.length - 1])) }
}

/** Puts the next cursor on the response; none on the last page. */
export function setNextCursor(set: { headers: Record<string, string | number> }, next: string | null) {
  if (next) set.headers[NEXT_CURSOR_HEADER] = next
}
