/**
 * The diner's QR ordering (spec part 2 §2.14, §2.15, §3, §4, §5): who the link is for, what an
 * answer from the server means for the page (its calls: queries.ts). Everything needs the table's
 * signed token `t`; a cleared table bumps its QR version, so an old link answers 403.
 */
import { ApiError } from '../../api/errors.ts'
import type { DinerOrder, DinerSession, DinerTable } from '../../../shared/api/diner.ts'

export type DinerParams = { storeId: number; tableId: number; token: string }

/** A query parameter that names a row: a whole number ≥ 1, or null. */
export const positiveInt = (v: string | null) => {
  const n = Number(v)
  return v && Number.isInteger(n) && n > 0 ? n : null
}

/** storeId|store, tableId|table and t from the query; null when store or table is missing. */
export function parseDinerParams(search: string): DinerParams | null {
  const q = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search)
  const storeId = positiveInt(q.get('storeId') ?? q.get('store'))
  const tableId = positiveInt(q.get('tableId') ?? q.get('table'))
  if (!storeId || !tableId) return null
  return { storeId, tableId, token: q.get('t') ?? '' }
}

export type { DinerOrder, DinerSession, DinerTable }

export type Phase = 'invalid' | 'rescan' | 'loading' | 'error' | 'notOpen' | 'ordering'

type Read<T> = { data: T | undefined; error: unknown }

const status = (e: unknown) => (e instanceof ApiError ? e.status : 0)

/** The session read's answer while staff have not opened the table (the page then keeps asking). */
export const sessionNotOpen = (error: unknown) => status(error) === 404

/**
 * Which page to show. A 403 anywhere means the link is stale (rescan); an unknown table is an invalid
 * QR; a 404 session means staff have not opened the table yet. Network trouble with an answer
 * already on screen keeps the screen.
 */
export function dinerPhase(params: DinerParams | null, table: Read<DinerTable>, session: Read<DinerSession>): Phase {
  if (!params) return 'invalid'
  if (status(table.error) === 403 || status(session.error) === 403) return 'rescan'
  if (status(table.error) === 404) return 'invalid'
  if (table.error && !table.data) return 'error'
  if (!table.data) return 'loading'
  if (sessionNotOpen(session.error)) return 'notOpen'
  if (session.data) return 'ordering'
  if (session.error) return 'error'
  return 'loading'
}

/** What a failed order POST means: 409 no session, 403 stale link, anything else a toast. */
export function orderFailure(error: unknown): 'notOpen' | 'rescan' | 'other' {
  if (error instanceof ApiError && (error.code === 'NO_ACTIVE_SESSION' || error.status === 409)) return 'notOpen'
  if (status(error) === 403) return 'rescan'
  return 'other'
}

/** Spec part 2 §4: the blocking page checks for an open session every 5 s. */
export const SESSION_POLL_MS = 5000
