// Fails, listing file:line, when a tracked source file (ts, tsx, js, cjs, mjs, css) has a line over
// 120 characters: Biome wraps code at 120 but leaves comments and template strings as they are.
// The lines in scripts/long-lines.known (file, a tab, the line's text) were long when the check came
// and are still to be wrapped: they pass while unchanged; any other long line fails, and so does an
// entry no longer found (the list only shrinks).
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

export const MAX_LINE = 120
const SOURCE = /\.(ts|tsx|js|cjs|mjs|css)$/

const knownFile = (root: string) => join(root, 'scripts/long-lines.known')

function known(root: string): Set<string> {
  const path = knownFile(root)
  if (!existsSync(path)) return new Set()
  return new Set(readFileSync(path, 'utf8').split('\n').filter(Boolean))
}

/**
 * `file:line (length)` for each line over MAX_LINE characters in the repository's tracked sources that
 * the known list does not hold, and `stale: …` for each known entry no longer found.
 */
export function longLines(root = resolve(import.meta.dir, '..')): string[] {
  const allowed = known(root)
  const seen = new Set<string>()
  const git = Bun.spawnSync(['git', 'ls-files', '-z'], { cwd: root })
  if (git.exitCode !== 0) throw new Error(`git ls-files: ${git.stderr.toString()}`)
  const found: string[] = []
  for (const file of git.stdout
    .toString()
    .split('\0')
    .filter((f) => SOURCE.test(f))) {
    const lines = readFileSync(join(root, file), 'utf8').split('\n')
    lines.forEach((line, i) => {
      if (line.length <= MAX_LINE) return
      const entry = `${file}\t${line}`
      if (allowed.has(entry)) seen.add(entry)
      else found.push(`${file}:${i + 1} (${line.length})`)
    })
  }
  for (const entry of allowed)
    if (!seen.has(entry)) found.push(`stale entry in long-lines.known: ${entry.split('\t')[0]}`)
  return found
}

if (import.meta.main) {
  const found = longLines()
  for (const f of found) console.log(`  ✗ ${f}`)
  console.log(`check-lines: ${found.length} line(s) over ${MAX_LINE} characters`)
  process.exit(found.length ? 1 : 0)
}
