import { Database } from 'bun:sqlite'
import { describe, expect, test } from 'bun:test'
import { applyMigrations } from './migrate'
import { migrations } from './migrations'

/** An installation from before migration 0005: every earlier migration applied and recorded. */
function before0005() {
  const db = new Database(':memory:')
  db.exec('PRAGMA foreign_keys = ON')
  db.exec('CREATE TABLE _migrations (tag TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)')
  for (const m of migrations.slice(
    0,
    migrations.findIndex((x) => x.tag.startsWith('0005')),
  )) {
    for (const stmt of m.sql.split('--> statement-breakpoint')) if (stmt.trim()) db.exec(stmt)
    db.query('INSERT INTO _migrations (tag, applied_at) VALUES (?, 0)').run(m.tag)
  }
  return db
}

const addStore = (db: Database, code: string) =>
  (
    db
      .query(
        `INSERT INTO stores (name, code, status, settings, created_at, updated_at) VALUES ` +
          `(?, ?, 'active', '{}', 5, 5) RETURNING id`,
      )
      .get(code, code) as { id: number }
  ).id
const addCategory = (db: Database, storeId: number, name: string, order: number) =>
  (
    db
      .query(
        'INSERT INTO menu_categories (store_id, name, display_order, created_at, ' +
          'updated_at) VALUES (?, ?, ?, 0, 0) RETURNING id',
      )
      .get(storeId, name, order) as { id: number }
  ).id
const categories = (db: Database, storeId: number) =>
  db
    .query('SELECT key, name, display_order AS o FROM menu_categories WHERE store_id = ? ORDER BY display_order, id')
    .all(storeId)

describe('migration 0005: menu category keys', () => {
  test('existing categories get keys, stores missing defaults get them after their own', () => {
    const db = before0005()
    const a = addStore(db, 'A')
    const soup = addCategory(db, a, '湯品', 0)
    const snacks = addCategory(db, a, '小吃', 1)
    const b = addStore(db, 'B')
    // 0005 and every later migration are applied, in order
    expect(applyMigrations(db)).toEqual(migrations.map((m) => m.tag).filter((tag) => tag >= '0005'))
    expect(categories(db, a)).toEqual([
      { key: 'soup', name: '湯品', o: 0 },
      { key: `c${snacks}`, name: '小吃', o: 1 },
      { key: 'food', name: '主食', o: 2 },
      { key: 'drink', name: '飲品', o: 3 },
      { key: 'dessert', name: '甜點', o: 4 },
    ])
    expect(categories(db, b).map((c: any) => c.key)).toEqual(['food', 'drink', 'dessert', 'soup'])
    expect(db.query('SELECT id FROM menu_categories WHERE key = ?').get('soup')).toEqual({ id: soup })
  })

  test('after it: a new store gets the four defaults, a new category its key, whatever inserts them', () => {
    const db = before0005()
    applyMigrations(db)
    const s = addStore(db, 'NEW')
    expect(categories(db, s)).toEqual([
      { key: 'food', name: '主食', o: 0 },
      { key: 'drink', name: '飲品', o: 1 },
      { key: 'dessert', name: '甜點', o: 2 },
      { key: 'soup', name: '湯品', o: 3 },
    ])
    const noodles = addCategory(db, s, '麵食', 4)
    expect(db.query('SELECT key FROM menu_categories WHERE id = ?').get(noodles)).toEqual({ key: `c${noodles}` })
    // a default name takes its spec key only while the key is free in the store
    const twin = addCategory(db, s, '主食', 5)
    expect(db.query('SELECT key FROM menu_categories WHERE id = ?').get(twin)).toEqual({ key: `c${twin}` })
    db.query("DELETE FROM menu_categories WHERE store_id = ? AND key = 'drink'").run(s)
    const drink = addCategory(db, s, '飲品', 6)
    expect(db.query('SELECT key FROM menu_categories WHERE id = ?').get(drink)).toEqual({ key: 'drink' })
    expect(() => db.query("UPDATE menu_categories SET key = 'food' WHERE id = ?").run(noodles)).toThrow(/UNIQUE/)
  })
})
