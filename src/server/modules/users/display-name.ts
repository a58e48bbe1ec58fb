import { sql } from 'drizzle-orm'
import type { users } from '../../db/schema'

/** "First Last", else the username (spec part 2 §2.9), computed in SQL over a (possibly aliased) users table. */
export const displayNameSql = (u: typeof users) =>
  sql<string | null>`coalesce(nullif(trim(coalesce(${u.firstName}, '') || ' ' || coalesce(${u.lastName}, '')), ''), ${u.username})`
