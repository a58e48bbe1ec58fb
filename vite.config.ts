import react from '@vitejs/plugin-react'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, defineConfig, type Plugin } from 'vite'
import { precompressDir } from './src/server/precompress.ts'
import { dinerBuildConfig, preactAliases } from './vite.diner.config.ts'

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

export default defineConfig({
  root,
  plugins: [react(), dinerAndPrecompress()],
  publicDir: 'public',
  resolve: { alias: preactAliases },
  build: {
    outDir: 'dist/ui',
    emptyOutDir: true,
    // POS terminals are recent Chromium/WebKit; no legacy transpiling needed.
    target: 'es2022',
    chunkSizeWarningLimit: 400,
    // The app's own shared code (src/shared, the UI's components, hooks and top-level modules) used
    // by two or more chunks goes into one chunk: the POS screen loaded 32 files, most of them tiny,
    // and on a 4×-throttled tablet each costs the main thread a task; in 5 it is usable about a
    // quarter sooner for the same bytes over the wire (docs/PERFORMANCE.md). Libraries keep
    // the default splitting, so no screen loads another's libraries.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'common',
              test: /src[\\/](shared[\\/]|ui[\\/](components[\\/]|hooks[\\/]|[^\\/]+\.tsx?$))/,
              minShareCount: 2,
            },
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
