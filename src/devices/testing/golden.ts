import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect } from 'bun:test'

const DIR = join(import.meta.dir, '..', 'printer', '__golden__')

/** 16 bytes per line so a changed command shows as a small diff. */
function hexDump(bytes: Uint8Array): string {
  const lines: string[] = []
  for (let i = 0; i < bytes.length; i += 16)
    lines.push(
      Buffer.from(bytes.subarray(i, i + 16))
        .toString('hex')
        .replace(/(..)/g, '$1 ')
        .trim(),
    )
  return `${lines.join('\n')}\n`
}

/**
 * Compares printer bytes with the committed golden file. `UPDATE_GOLDEN=1` rewrites it after a
 * deliberate layout change; a missing file fails rather than silently passing.
 */
export function expectGolden(name: string, bytes: Uint8Array): void {
  const file = join(DIR, `${name}.hex`)
  if (process.env.UPDATE_GOLDEN === '1') {
    mkdirSync(DIR, { recursive: true })
    writeFileSync(file, hexDump(bytes))
  }
  expect(existsSync(file)).toBe(true)
  expect(hexDump(bytes)).toBe(readFileSync(file, 'utf8'))
}
