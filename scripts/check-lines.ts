// Fails, listing file:line, when a tracked source file (ts, tsx, js, cjs, mjs, css) has a line over
// 120 characters: Biome wraps code at 120 but leaves comments and template strings as they are.
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

export const MAX_LINE = 120
const SOURCE = /\.(ts|tsx|js|cjs|mjs|css)$/

/** `file:line (length)` for each line over MAX_LINE characters in the repository's tracked sources. */
export function longLines(root = resolve(import.meta.dir, '..')): string[] {
  const git = Bun.spawnSync(['git', 'ls-files', '-z'], { cwd: root })
  if (git.exitCode !== 0) throw new Error(`git ls-files: ${git.stderr.toString()}`)
  const found: string[] = []
  for (const file of git.stdout
    .toString()
    .split('\0')
    .filter((f) => SOURCE.test(f))) {
    const lines = readFileSync(join(root, file), 'utf8').split('\n')
    lines.forEach((line, i) => {
      if (line.length > MAX_LINE) found.push(`${file}:${i + 1} (${line.length})`)
    })
  }
  return found
}

if (import.meta.main) {
  const found = longLines()
  for (const f of found) console.log(`  ✗ ${f}`)
  console.log(`check-lines: ${found.length} line(s) over ${MAX_LINE} characters`)
  process.exit(found.length ? 1 : 0)
}
