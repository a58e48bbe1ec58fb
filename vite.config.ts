import react from '@vitejs/plugin-react'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import { precompressDir } from './src/server/precompress.ts'

const root = fileURLToPath(new URL('.', import.meta.url))

/** `.br` and `.gz` beside each built text file, for src/server/static.ts to send. */
function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'pos-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      precompressDir(outDir)
    },
  }
}

export default defineConfig({
  root,
  plugins: [react(), precompress()],
  publicDir: 'public',
  build: {
    outDir: 'dist/ui',
    emptyOutDir: true,
    // POS terminals are recent Chromium/WebKit; no legacy transpiling needed.
    target: 'es2022',
    chunkSizeWarningLimit: 400,
  },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
})
