// Build-time compression of the UI files: a `.br` and a `.gz` beside each text file, so the server
// sends a phone ~1/4 of the bytes without compressing per request (static.ts picks one
// by Accept-Encoding). Runs from the vite build (vite.config.ts, under Node) and scripts/build.ts
// (under Bun), hence Node APIs only.
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** Files worth compressing; images and fonts are already compressed. */
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/
/** Below this a compressed copy saves less than a packet and costs a file. */
const MIN_BYTES = 1024

/** The copies written beside a file, in the order the server prefers them (static.ts). */
export const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(full)
    else yield full
  }
}

export type PrecompressResult = { file: string; bytes: number; br: number; gz: number }

/** Both copies exist and are no older than the file. */
function fresh(file: string): boolean {
  const made = statSync(file).mtimeMs
  return PRECOMPRESSED.every(({ suffix }) => existsSync(file + suffix) && statSync(file + suffix).mtimeMs >= made)
}

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) for every text file under `dir` that is
 * at least MIN_BYTES; a copy that would not be smaller is not kept (the server then sends the file
 * itself). `keepFresh` leaves files whose copies are already up to date alone (a dist/ui that vite
 * just built, shared with other builds), and lists only the files it compressed.
 */
export function precompressDir(dir: string, { keepFresh = false } = {}): PrecompressResult[] {
  const results: PrecompressResult[] = []
  for (const file of [...walk(dir)]) {
    if (!TEXT.test(file) || statSync(file).size < MIN_BYTES || (keepFresh && fresh(file))) continue
    const raw = readFileSync(file)
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    })
    const gz = gzipSync(raw, { level: 9 })
    for (const { encoding, suffix } of PRECOMPRESSED) {
      const bytes = encoding === 'br' ? br : gz
      if (bytes.length < raw.length) writeFileSync(file + suffix, bytes)
      else rmSync(file + suffix, { force: true })
    }
    results.push({ file, bytes: raw.length, br: br.length, gz: gz.length })
  }
  return results
}
