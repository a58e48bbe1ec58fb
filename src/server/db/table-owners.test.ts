import { describe, expect, test } from 'bun:test'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { getTableName, is } from 'drizzle-orm'
import { SQLiteTable } from 'drizzle-orm/sqlite-core'
import * as schema from './schema'
import { CROSS_MODULE_READS, TABLE_OWNERS } from './table-owners'

const MODULES = join(import.meta.dir, '../modules')
// Tests and test helpers may seed and inspect any table (the same files the walls let reach further).
const TEST_FILE = /(\.test\.tsx?$|\/test-[^/]+\.ts$|\/testing(\.ts$|\/))/

const tablesByExport = new Map(
  Object.entries(schema).flatMap(([name, v]) => (is(v, SQLiteTable) ? [[name, getTableName(v)] as const] : [])),
)
const sqlNames = new Set<string>(tablesByExport.values())
const ownerOf = new Map<string, string>()
for (const [module, tables] of Object.entries(TABLE_OWNERS))
  for (const t of tables) ownerOf.set(getTableName(t), module)

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f)
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(p) && !TEST_FILE.test(p) ? [p] : []
  })
}

type Use = { file: string; table: string; write: boolean }

/** The tables a file names: drizzle tables imported from db/schema, and tables in SQL text. */
function tablesUsed(file: string, src: string): Use[] {
  const uses: Use[] = []
  // A type-only import names a row's shape, not the table's rows: it is not an access.
  for (const m of src.matchAll(/import\s*(type\s*)?\{([^}]*)\}\s*from\s*'[./]*db\/schema(?:\/[a-z-]+)?'/g)) {
    if (m[1]) continue
    for (const spec of m[2]!.split(',').map((x) => x.trim())) {
      const [name, local = name] = spec.split(/\s+as\s+/)
      const table = name && tablesByExport.get(name)
      if (!table) continue
      const write = new RegExp(`\\.(insert|update|delete)\\(\\s*${local}\\s*\\)`).test(src)
      uses.push({ file, table, write })
    }
  }
  for (const m of src.matchAll(/\b(FROM|JOIN|INTO|UPDATE)\s+([a-z_]+)\b/g)) {
    if (!sqlNames.has(m[2]!)) continue
    const write =
      m[1] === 'INTO' || m[1] === 'UPDATE' || src.slice(Math.max(0, m.index - 7), m.index).includes('DELETE')
    uses.push({ file, table: m[2]!, write })
  }
  return uses
}

function crossModuleUses() {
  const found: (Use & { module: string; owner: string })[] = []
  for (const module of readdirSync(MODULES)) {
    if (!statSync(join(MODULES, module)).isDirectory()) continue
    for (const file of files(join(MODULES, module))) {
      for (const use of tablesUsed(file, readFileSync(file, 'utf8'))) {
        const owner = ownerOf.get(use.table)!
        if (owner !== module) found.push({ ...use, file: relative(MODULES, file), module, owner })
      }
    }
  }
  return found
}

describe('each table has one owning module, and only it names the table', () => {
  test('every table of the schema has exactly one owner', () => {
    const owned: string[] = Object.values(TABLE_OWNERS).flatMap((ts) => ts.map((t) => getTableName(t)))
    expect(owned.toSorted()).toEqual([...sqlNames].toSorted())
    expect(new Set(owned).size).toBe(owned.length)
  })

  test("no module writes another module's table; it calls the owner's service", () => {
    const writes = crossModuleUses().filter((u) => u.write)
    expect(writes.map((u) => `${u.file} writes ${u.table} (owner: ${u.owner})`)).toEqual([])
  })

  test("no module reads another module's table, except the listed reporting reads", () => {
    const listed = (u: { module: string; table: string }) =>
      CROSS_MODULE_READS.some((r) => r.module === u.module && r.tables.includes(u.table))
    const unlisted = crossModuleUses().filter((u) => !u.write && !listed(u))
    expect([...new Set(unlisted.map((u) => `${u.file} reads ${u.table} (owner: ${u.owner})`))]).toEqual([])
  })

  test('every listed exception is still used (a stale one would hide a new read)', () => {
    const used = new Set(crossModuleUses().map((u) => `${u.module}:${u.table}`))
    const listed = CROSS_MODULE_READS.flatMap((r) => r.tables.map((t) => `${r.module}:${t}`))
    expect(listed.filter((k) => !used.has(k))).toEqual([])
  })
})
