import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'

// The diner's page (vite.diner.config.ts) carries only what a diner needs. Walks the
// relative imports from its entry, as the bundler does, and names every source file it reaches.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
const STATIC_IMPORT = /(?:^|[\s;])(?:import|export)\s*(?:type\s)?(?:[^'"();]*?\sfrom\s*)?['"](\.[^'"]+)['"]/
const DYNAMIC_IMPORT = /\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/
const IMPORT = new RegExp(`${STATIC_IMPORT.source}|${DYNAMIC_IMPORT.source}`, 'g')

function reachable(entry: string): string[] {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    if (!/\.tsx?$/.test(file)) return
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (/(import|export)\s+type\s/.test(m[0])) continue // erased: never bundled
      const spec = resolve(dirname(file), m[1] ?? m[2]!)
      const target = ['', '.ts', '.tsx', '/index.ts']
        .map((ext) => spec + ext)
        .find((f) => existsSync(f) && statSync(f).isFile())
      if (!target) throw new Error(`${relative(root, file)}: cannot find ${m[1] ?? m[2]}`)
      visit(target)
    }
  }
  visit(resolve(root, entry))
  return [...seen].map((f) => relative(root, f)).sort()
}

describe("the diner's page", () => {
  const files = reachable('src/ui/diner-app/main.tsx')

  test('reaches both diner screens', () => {
    expect(files).toContain('src/ui/features/diner/DinerPages.tsx')
    expect(files).toContain('src/ui/features/diner/DinerOrdering.tsx')
  })

  test("reaches no staff screen, router table, shell or sign-in: none of another feature's files", () => {
    const staff = files.filter((f) =>
      /^src\/ui\/(features\/(?!diner\/)|shell\/|routes\.tsx$|App\.tsx$|main\.tsx$)/.test(f),
    )
    expect(staff).toEqual([])
  })
})
