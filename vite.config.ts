import react from '@vitejs/plugin-react'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, defineConfig, type Plugin, type Rolldown } from 'vite'
import { precompressDir } from './src/server/precompress.ts'
import { dinerBuildConfig, loadingInHtml } from './vite.diner.config.ts'

const root = fileURLToPath(new URL('.', import.meta.url))

/**
 * After the staff app: the diner's page (vite.diner.config.ts) into the same folder, so one
 * `vite build` makes both; then `.br` and `.gz` beside each built text file, for
 * src/server/static.ts to send.
 */
function dinerAndPrecompress(): Plugin {
  let outDir = ''
  return {
    name: 'pos-diner-and-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle: {
      sequential: true,
      async handler() {
        await build(dinerBuildConfig(outDir))
        precompressDir(outDir)
      },
    },
  }
}

/**
 * `<link rel="modulepreload">` in index.html for the renderer (mount.tsx, with react-dom) and the
 * shell, with the chunks they import: every signed-in screen needs both, and the entry can import
 * them only once the shared chunk has been evaluated (on a slow tablet about a third of a second);
 * preloaded, they are downloaded and compiled meanwhile.
 */
function preloadRendererAndShell(): Plugin {
  const wanted = /src[\\/]ui[\\/](mount\.tsx|shell[\\/]Shell\.tsx)$/
  return {
    name: 'pos-preload-renderer',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html
        const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk')
        const files = new Set<string>()
        const add = (file: string) => {
          if (files.has(file)) return
          files.add(file)
          for (const dep of chunks.find((c) => c.fileName === file)?.imports ?? []) add(dep)
        }
        for (const c of chunks) if (c.facadeModuleId && wanted.test(c.facadeModuleId)) add(c.fileName)
        const links = [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        return html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`)
      },
    },
  }
}

// 'common' (below): src/shared, the UI's API client, hooks and state, its top-level modules and components,
// the components' pure .ts logic, and the libraries every screen uses
const APP_SHARED = new RegExp(
  String.raw`src[\\/](shared[\\/]|ui[\\/](api[\\/]|hooks[\\/]|state[\\/]|` +
    String.raw`components[\\/][^\\/]+[\\/][^\\/]+\.ts$|(components[\\/])?[^\\/]+\.tsx?$))`,
)
// (TanStack Query and Eden too: the app's root provides the query cache and every screen calls the API; split
// apart, TanStack's provider chunk read react's exports from 'common' before they were defined)
const EVERY_SCREEN_LIBRARIES =
  /node_modules[\\/](react|scheduler|wouter|regexparam|@preact|use-sync-external-store|@tanstack|@elysiajs)[\\/]/

export default defineConfig({
  root,
  plugins: [react(), loadingInHtml(), preloadRendererAndShell(), dinerAndPrecompress()],
  publicDir: 'public',
  build: {
    outDir: 'dist/ui',
    emptyOutDir: true,
    // POS terminals are recent Chromium/WebKit; no legacy transpiling needed.
    target: 'es2022',
    chunkSizeWarningLimit: 400,
    // The app's own shared code used by two or more chunks goes into one chunk ('common'): the POS
    // screen loaded 32 files, most of them tiny, and on a throttled tablet each costs the main thread
    // a task; in 5 it is usable about a quarter sooner for the same bytes over the wire
    // (docs/PERFORMANCE.md). The component families' screens and dialogs (payment, discounts and
    // refunds, SOPs, the phone parts, table dialogs), which the POS opens on demand, are a second
    // shared chunk ('parts'), so its first paint neither fetches nor parses them. Other libraries
    // keep the default splitting, so no screen loads another's libraries.
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A group takes only the modules its test names; by default it also takes their dependencies,
          // and the router went into 'parts' with the phone parts that import it, so every screen
          // loaded 'parts' again.
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'common',
              test: (id: string) => APP_SHARED.test(id) || EVERY_SCREEN_LIBRARIES.test(id),
              minShareCount: 2,
            },
            { name: 'parts', test: /src[\\/]ui[\\/]components[\\/][^\\/]+[\\/][^\\/]+\.tsx$/, minShareCount: 2 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
})
