import { getTableColumns, getTableName } from 'drizzle-orm'
import type { SQLiteTable } from 'drizzle-orm/sqlite-core'
import type { DbHandle } from '../db/client'

/**
 * Inserts many rows through one prepared statement and returns their ids in order. The demo
 * writes thousands of rows and must load in well under a second; drizzle's query builder costs
 * far more per row than the write itself. Values still go through drizzle's column mapping
 * (JSON, booleans), so rows are typed exactly like `db.insert(table).values(row)`.
 */
export function insertMany<T extends SQLiteTable>(db: DbHandle, table: T, rows: T['$inferInsert'][]): number[] {
  if (!rows.length) return []
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r as object)))]
  const columns = getTableColumns(table)
  const cols = keys.map((k) => columns[k])
  const stmt = db.sqlite.prepare(
    `INSERT INTO "${getTableName(table)}" (${cols.map((c) => `"${c.name}"`).join(', ')}) VALUES
      (${cols.map(() => '?').join(', ')})`,
  )
  return rows.map((row) => {
    const values = keys.map((k, i) => {
      const v = (row as Record<string, unknown>)[k] ?? cols[i].default ?? null
      return v === null ? null : cols[i].mapToDriverValue(v)
    })
    return Number(stmt.run(...(values as never[])).lastInsertRowid)
  })
}
