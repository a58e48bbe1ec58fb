import { Database } from 'bun:sqlite'
import { expect, test } from 'bun:test'
import { applyMigrations } from './migrate'
import { migrations } from './migrations'

/** An installation from before migration 0004 (users.is_owner): every earlier migration applied and recorded. */
function before0004() {
  const db = new Database(':memory:')
  db.exec('CREATE TABLE _migrations (tag TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)')
  for (const m of migrations.slice(
    0,
    migrations.findIndex((x) => x.tag.startsWith('0004')),
  )) {
    for (const stmt of m.sql.split('--> statement-breakpoint')) if (stmt.trim()) db.exec(stmt)
    db.query('INSERT INTO _migrations (tag, applied_at) VALUES (?, 0)').run(m.tag)
  }
  return db
}

function addUsers(db: Database, rows: [username: string, role: string, active: number][]) {
  for (const [username, role, active] of rows) {
    db.query('INSERT INTO users (username, role, is_active, created_at, updated_at) VALUES (?, ?, ?, 0, 0)').run(
      username,
      role,
      active,
    )
  }
}
const owners = (db: Database) => db.query('SELECT username FROM users WHERE is_owner = 1').all()

test('migration 0004: the oldest manager of an existing installation becomes the only owner', () => {
  const db = before0004()
  addUsers(db, [
    ['cook', 'staff', 1],
    ['first', 'manager', 1],
    ['second', 'manager', 1],
  ])
  applyMigrations(db)
  expect(owners(db)).toEqual([{ username: 'first' }])
})

test('migration 0004: a disabled first manager passes ownership to the oldest active one', () => {
  const db = before0004()
  addUsers(db, [
    ['gone', 'manager', 0],
    ['cook', 'staff', 1],
    ['boss', 'manager', 1],
    ['later', 'manager', 1],
  ])
  applyMigrations(db)
  expect(owners(db)).toEqual([{ username: 'boss' }])
})

test('migration 0004: a new installation has no owner until its first account registers', () => {
  const db = before0004()
  applyMigrations(db)
  expect(owners(db)).toEqual([])
})
