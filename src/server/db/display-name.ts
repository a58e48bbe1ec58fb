import { sql } from 'drizzle-orm'
import type { users } from './schema'
import { displayName } from '../../shared/format/display-name'

/**
 * A user's shown name (family name first for Chinese names, else username) selected over a
 * (possibly aliased) users table: SQL hands over the parts, the one shared helper orders them.
 * Null when the join found no user.
 */
export const displayNameSql = (u: typeof users) =>
  sql<string | null>`json_array(${u.firstName}, ${u.lastName}, ${u.username})`.mapWith((raw: string | null) => {
    if (raw === null) return null
    const [firstName, lastName, username] = JSON.parse(raw) as (string | null)[]
    return displayName({ firstName, lastName, username })
  })
