// Gzip size of the JavaScript a browser loads to show the POS screen (/pos): the entry script and
// module preloads of dist/ui/index.html, their static imports, the renderer and the shell the entry
// always loads next (src/ui/mount.tsx, src/ui/shell/Shell.tsx), and the /pos route's own chunk with
// its static imports if the route is lazy. Other screens' lazy chunks do not count. And the
// diner's page (dist/ui/diner.html, its own Preact build under assets/diner: vite.diner.config.ts).
// Usage: bun scripts/bench/ui-size.ts [dist/ui]
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { basename, join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

const ROOT = resolve(import.meta.dir, '../..')
const POS_PAGE = 'src/ui/features/ordering/pos/PosPage.tsx'
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?["']([^"']+\.js)["']/g

export type UiSize = { posJsGzip: number; posFiles: string[]; allJsGzip: number }

const gz = (file: string) => gzipSync(readFileSync(file)).length

/**
 * Chunks of the /pos route: the renderer and the shell, the page module itself if the router loads it
 * lazily, and the modules it loads lazily to render (its `import('./X.tsx')`). Vite names a chunk
 * after its module.
 */
function posRouteChunks(allJs: string[]): string[] {
  const page = readFileSync(join(ROOT, POS_PAGE), 'utf8')
  const names = [
    'mount',
    'Shell',
    'PosPage',
    ...[...page.matchAll(/import\(\s*['"]\.\/([\w-]+)\.tsx?['"]\s*\)/g)].map((m) => m[1]),
  ]
  return allJs.filter((f) => names.some((n) => new RegExp(`^${n}-[\\w-]{8}\\.js$`).test(f)))
}

/** The scripts an HTML page loads or preloads (`<script src>`, `<link rel="modulepreload" href>`). */
export const htmlScripts = (html: string): string[] =>
  [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]!)

export function measureUi(uiDir = join(ROOT, 'dist/ui')): UiSize {
  const assets = join(uiDir, 'assets')
  const html = readFileSync(join(uiDir, 'index.html'), 'utf8')
  const roots = htmlScripts(html)
    .filter((s) => s.startsWith('/assets/'))
    .map((s) => s.slice('/assets/'.length))
  const allJs = readdirSync(assets).filter((f) => f.endsWith('.js'))
  const posChunks = posRouteChunks(allJs)
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(join(assets, file))) return
    seen.add(file)
    for (const m of readFileSync(join(assets, file), 'utf8').matchAll(STATIC_IMPORT)) visit(basename(m[1]))
  }
  for (const f of [...roots, ...posChunks]) visit(f)
  if (seen.size === 0) throw new Error(`ui-size: no script found in ${uiDir}/index.html`)
  const posFiles = [...seen].sort()
  return {
    posJsGzip: posFiles.reduce((sum, f) => sum + gz(join(assets, f)), 0),
    posFiles,
    allJsGzip: allJs.reduce((sum, f) => sum + gz(join(assets, f)), 0),
  }
}

export const DINER_JS_BUDGET_GZIP = 60 * 1024

export type DinerSize = { scripts: string[]; jsGzip: number; files: string[] }

/**
 * The diner's page: the scripts diner.html names, and the gzip of every script of the diner build
 * (all of assets/diner: whatever the page could load, lazy chunks included, so it is an upper bound).
 */
export function measureDiner(uiDir = join(ROOT, 'dist/ui')): DinerSize {
  const html = readFileSync(join(uiDir, 'diner.html'), 'utf8')
  const scripts = htmlScripts(html)
  const dir = join(uiDir, 'assets/diner')
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .sort()
  return { scripts, jsGzip: files.reduce((sum, f) => sum + gz(join(dir, f)), 0), files }
}

if (import.meta.main) {
  const uiDir = process.argv[2] ? resolve(process.argv[2]) : undefined
  const r = measureUi(uiDir)
  console.log(`POS screen JavaScript: ${(r.posJsGzip / 1024).toFixed(1)} KB gzip in ${r.posFiles.join(', ')}`)
  console.log(`All UI JavaScript:     ${(r.allJsGzip / 1024).toFixed(1)} KB gzip`)
  const d = measureDiner(uiDir)
  console.log(`Diner page JavaScript: ${(d.jsGzip / 1024).toFixed(1)} KB gzip in ${d.files.join(', ')}`)
}
