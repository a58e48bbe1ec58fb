import { afterEach, expect, test } from 'bun:test'
import { Database } from 'bun:sqlite'
import { and, asc, count, eq, max, sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/bun-sqlite'
import { blob, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { $ } from './prepared'
import { leanQuery } from './lean-query'

const owners = sqliteTable('owners', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
})
const things = sqliteTable('things', {
  id: integer('id').primaryKey(),
  ownerId: integer('owner_id').references(() => owners.id),
  label: text('label').notNull(),
  active: integer('is_active', { mode: 'boolean' }).notNull(),
  seenAt: integer('seen_at', { mode: 'timestamp_ms' }),
  options: text('options', { mode: 'json' }).$type<{ sizes: string[] } | null>(),
  payload: blob('payload', { mode: 'buffer' }),
})

let sqlite: Database
afterEach(() => sqlite?.close())

function open() {
  sqlite = new Database(':memory:', { strict: true })
  sqlite.exec(`CREATE TABLE owners (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
    CREATE TABLE things (id INTEGER PRIMARY KEY, owner_id INTEGER REFERENCES owners(id), label TEXT NOT NULL,
      is_active INTEGER NOT NULL, seen_at INTEGER, options TEXT, payload BLOB);`)
  const d = drizzle(sqlite)
  d.insert(owners).values([{ id: 1, name: '阿明' }, { id: 2, name: '小華' }]).run()
  d.insert(things).values([
    { id: 1, ownerId: 1, label: '牛肉麵', active: true, seenAt: new Date(Date.UTC(2026, 10, 25)), options: { sizes: ['小', '大'] }, payload: Buffer.from('ab') },
    { id: 2, ownerId: null, label: '滷肉飯', active: false, seenAt: null, options: null, payload: null },
  ]).run()
  return d
}

test('rows come back exactly as drizzle maps them: booleans, dates, JSON, blobs, NULLs, partial and aggregate selects', () => {
  const d = open()
  const queries = [
    d.select().from(things).where(eq(things.id, $('id'))).prepare(),
    d.select({ id: things.id, label: things.label, when: things.seenAt }).from(things).where(eq(things.id, $('id'))).prepare(),
    d.select({ n: count(), top: max(things.id), doubled: sql<number>`${things.id} * 2`.mapWith(Number) }).from(things)
      .where(sql`${things.id} >= ${$('id')}`).prepare(),
  ]
  for (const q of queries) {
    const lean = leanQuery(q)
    expect(lean).not.toBe(q)
    for (const id of [1, 2, 3]) {
      expect(lean.get({ id })).toEqual(q.get({ id }))
      expect(lean.all({ id })).toEqual(q.all({ id }))
      expect(lean.values({ id })).toEqual(q.values({ id }))
    }
  }
  const row = leanQuery(queries[0]).get({ id: 1 }) as typeof things.$inferSelect
  expect(row.active).toBe(true)
  expect(row.seenAt).toEqual(new Date(Date.UTC(2026, 10, 25)))
  expect(row.options).toEqual({ sizes: ['小', '大'] })
})

test('an inner join nests each table as drizzle does; a left join is left to drizzle', () => {
  const d = open()
  const inner = d.select({ thing: things, owner: owners }).from(things).innerJoin(owners, eq(owners.id, things.ownerId))
    .where(eq(things.id, $('id'))).prepare()
  expect(leanQuery(inner).get({ id: 1 })).toEqual(inner.get({ id: 1 }))
  expect((leanQuery(inner).get({ id: 1 }) as { owner: { name: string } }).owner.name).toBe('阿明')

  // A missing owner must become `owner: null`, which only drizzle's mapper does.
  const left = d.select({ thing: things, owner: owners }).from(things).leftJoin(owners, eq(owners.id, things.ownerId))
    .orderBy(asc(things.id)).prepare()
  expect(leanQuery(left)).toBe(left as never)
  expect((left.all()[1] as { owner: unknown }).owner).toBeNull()
})

test('writes encode placeholders by their column (JSON, booleans), and a missing value is refused before SQL runs', () => {
  const d = open()
  const insert = leanQuery(d.insert(things).values({
    label: $('label'), active: $('active'), options: $('options'), ownerId: $('ownerId'), seenAt: $('seenAt'), payload: $('payload'),
  }).prepare())
  insert.run({ label: '珍奶', active: true, options: { sizes: ['中'] }, ownerId: 2, seenAt: new Date(5), payload: Buffer.from('z') })
  const read = d.select().from(things).where(and(eq(things.label, '珍奶'), eq(things.active, true))).get()!
  expect(read).toMatchObject({ active: true, options: { sizes: ['中'] }, ownerId: 2, seenAt: new Date(5) })
  expect(Buffer.from(read.payload!).toString()).toBe('z')

  expect(() => insert.run({ label: 'x' })).toThrow(/No value for placeholder "(ownerId|active|options|seenAt|payload)"/)
  expect(d.select({ n: count() }).from(things).get()!.n).toBe(3)
})
