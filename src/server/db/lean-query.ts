import type { Statement } from 'bun:sqlite'
import { Column, is, Param, Placeholder, SQL, Subquery } from 'drizzle-orm'
import { PreparedQuery } from 'drizzle-orm/bun-sqlite/session'

/**
 * A drizzle prepared query run with fewer allocations: the same SQL text and the same bun:sqlite
 * statement, but placeholders filled by a loop planned once, and each row built as one object
 * literal by a mapper compiled once per query. drizzle's own mapper walks every column's path with
 * an iterator and fills the object key by key: kilobytes of garbage per row of a wide table, and an
 * order runs two dozen statements (docs/PERFORMANCE.md, round 5).
 *
 * Results are what drizzle returns. Queries it cannot map the same way (relational queries, left
 * joins that null out a missing side, nesting deeper than one level) are left to drizzle.
 */
type Values = Record<string, unknown>
type Decoder = { mapFromDriverValue(value: unknown): unknown }
type Encoder = { mapToDriverValue(value: unknown): unknown }
type SelectedField = { path: string[]; field: unknown }

type DrizzleInternals = {
  stmt: Statement
  query: { sql: string; params: unknown[] }
  fields?: SelectedField[]
  joinsNotNullableMap?: Record<string, boolean>
  customResultMapper?: unknown
}

export type LeanQuery = {
  run(values?: Values): unknown
  get(values?: Values): unknown
  all(values?: Values): unknown[]
  values(values?: Values): unknown[][]
}

export const isDrizzlePrepared = (value: unknown): value is PreparedQuery => is(value, PreparedQuery)

/** The lean equivalent of a drizzle bun-sqlite prepared query, or the query itself when it has none. */
export function leanQuery(prepared: object): LeanQuery {
  const { stmt, query, fields, joinsNotNullableMap, customResultMapper } = prepared as unknown as DrizzleInternals
  const map = fields ? rowMapper(fields, joinsNotNullableMap) : null
  if (customResultMapper || (fields && !map)) return prepared as unknown as LeanQuery
  const fill = paramFiller(query.params)
  return {
    run: (v) => stmt.run(...fill(v)),
    values: (v) => stmt.values(...fill(v)) as unknown[][],
    // Without selected fields (a write), drizzle hands back what the driver gives, as here.
    get(v) {
      const row = stmt.values(...fill(v))[0]
      return row === undefined || !map ? row : map(row)
    },
    all: (v) => (map ? stmt.values(...fill(v)).map(map) : stmt.all(...fill(v))),
  }
}

/** Placeholder values in SQL order, encoded where the column encodes (JSON, booleans). */
function paramFiller(params: unknown[]): (values?: Values) => unknown[] {
  const names: (string | null)[] = []
  const encoders: (Encoder | null)[] = []
  for (const p of params) {
    if (is(p, Placeholder)) {
      names.push(p.name)
      encoders.push(null)
    } else if (is(p, Param) && is(p.value, Placeholder)) {
      names.push(p.value.name)
      encoders.push(p.encoder as Encoder)
    } else {
      names.push(null)
      encoders.push(null)
    }
  }
  return (values = {}) => {
    const out = new Array<unknown>(params.length)
    for (let i = 0; i < params.length; i++) {
      const name = names[i]
      if (name === null) {
        out[i] = params[i]
        continue
      }
      if (!(name in values)) throw new Error(`No value for placeholder "${name}" was provided`)
      const encoder = encoders[i]
      out[i] = encoder ? encoder.mapToDriverValue(values[name]) : values[name]
    }
    return out
  }
}

/** The column, or the SQL expression's `mapWith` decoder (drizzle keeps it internal). */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field
  const decoding = (s: SQL) => (s as unknown as { decoder: Decoder }).decoder
  if (is(field, SQL)) return decoding(field)
  if (is(field, Subquery)) return decoding((field as unknown as { _: { sql: SQL } })._.sql)
  return decoding((field as SQL.Aliased).sql)
}

/**
 * A function from the driver's row (values in column order) to drizzle's object: one object
 * literal, nested one level for joins (`{ session: {…}, user: {…} }`), each value decoded by its
 * column as drizzle does (NULL stays null). The keys are the query's own field names.
 */
function rowMapper(fields: SelectedField[], joins: Record<string, boolean> | undefined): ((row: unknown[]) => unknown) | null {
  if (joins && Object.values(joins).some((notNull) => !notNull)) return null
  if (fields.some((f) => f.path.length < 1 || f.path.length > 2)) return null
  const value = (i: number) => `r[${i}] === null ? null : d[${i}].mapFromDriverValue(r[${i}])`
  // Top-level keys in field order: a value, or the entries of a joined table's nested object.
  const entries = new Map<string, string | string[]>()
  fields.forEach(({ path }, i) => {
    const key = JSON.stringify(path[0])
    if (path.length === 1) return entries.set(key, value(i))
    const nested = (entries.get(key) as string[] | undefined) ?? []
    nested.push(`${JSON.stringify(path[1])}: ${value(i)}`)
    entries.set(key, nested)
  })
  const source = [...entries].map(([key, v]) => `${key}: ${typeof v === 'string' ? v : `{${v.join(', ')}}`}`).join(', ')
  const make = new Function('d', 'r', `return {${source}}`) as (d: Decoder[], r: unknown[]) => unknown
  const decoders = fields.map((f) => decoderOf(f.field))
  return (row) => make(decoders, row)
}
