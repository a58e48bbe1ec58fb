import { Database, type Statement } from 'bun:sqlite'
import { afterAll } from 'bun:test'

/**
 * Records the SQL the server prepares while `recording` is on, so a test can check the plans of
 * the statements a request really ran rather than of SQL written out again in the test. Call it
 * at a test file's top level: it patches bun:sqlite until the file's tests are done.
 */
export function recordPreparedStatements() {
  const prepared = new Set<string>()
  const recorder = { prepared, recording: false }
  const originals = { prepare: Database.prototype.prepare, query: Database.prototype.query }
  for (const method of ['prepare', 'query'] as const) {
    Database.prototype[method] = function (this: Database, sql: string, ...rest: unknown[]) {
      if (recorder.recording) prepared.add(sql)
      return (originals[method] as (...a: unknown[]) => Statement).call(this, sql, ...rest)
    } as never
  }
  afterAll(() => Object.assign(Database.prototype, originals))
  return recorder
}

/** EXPLAIN QUERY PLAN's lines for `sql`, its parameters bound to NULL. */
export function queryPlan(sqlite: Database, sql: string): string[] {
  const params = Array((sql.match(/\?/g) ?? []).length).fill(null)
  return (sqlite.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...(params as [])) as { detail: string }[]).map(
    (r) => r.detail,
  )
}
