// The diner's page (diner.html → src/ui/diner-app/main.tsx), built after the staff app by
// vite.config.ts into the same dist/ui, its files under assets/diner/, so a phone loads only the
// diner's code. Only this build replaces React by preact/compat (`preactAliases`), and the diner's
// unit tests run under the same aliases (vitest.config.ts); the staff app is React (README, design notes).
import { fileURLToPath } from 'node:url'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { InlineConfig, Plugin } from 'vite'
import { FullScreenSpinner } from './src/ui/components/Spinner.tsx'

const root = fileURLToPath(new URL('.', import.meta.url))
const exact = (name: string) => new RegExp(`^${name.replace(/[/.]/g, '\\$&')}$`)

/**
 * The page's first screen (the spinner the diner's screen and the staff app show while they load)
 * written into diner.html and index.html, so a phone or tablet paints it as soon as the HTML and CSS
 * arrive instead of after the script has come and run; the first render replaces it.
 */
export function loadingInHtml(): Plugin {
  const markup = renderToStaticMarkup(createElement(FullScreenSpinner))
  return {
    name: 'pos-diner-loading',
    transformIndexHtml: (html) => html.replace('<div id="root"></div>', `<div id="root">${markup}</div>`),
  }
}

/**
 * React → preact/compat, and the signals bindings to Preact's, for the diner's page: its JavaScript
 * is 46.3 KB gzip instead of 103.4 KB.
 */
export const preactAliases = [
  { find: exact('react'), replacement: 'preact/compat' },
  { find: exact('react-dom'), replacement: 'preact/compat' },
  { find: exact('react-dom/client'), replacement: 'preact/compat/client' },
  { find: exact('react/jsx-runtime'), replacement: 'preact/jsx-runtime' },
  { find: exact('react/jsx-dev-runtime'), replacement: 'preact/jsx-dev-runtime' },
  // @preact/signals-react patches React's internals; @preact/signals is its Preact twin.
  { find: exact('@preact/signals-react'), replacement: '@preact/signals' },
  {
    find: exact('@preact/signals-react/runtime'),
    replacement: fileURLToPath(new URL('./src/ui/diner-app/signals-runtime.ts', import.meta.url)),
  },
]

/** `outDir`: the staff build's (scripts/build.ts passes an absolute one). */
export function dinerBuildConfig(outDir: string): InlineConfig {
  return {
    root,
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    plugins: [loadingInHtml()],
    resolve: {
      alias: preactAliases,
    },
    build: {
      outDir,
      emptyOutDir: false,
      assetsDir: 'assets/diner',
      target: 'es2022',
      rolldownOptions: { input: { diner: fileURLToPath(new URL('./diner.html', import.meta.url)) } },
    },
  }
}
