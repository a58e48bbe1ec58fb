import { defineConfig } from 'vitest/config'
import { preactAliases } from './vite.diner.config.ts'

// Server and domain tests run under `bun test`; vitest only takes the UI's and *.vitest.ts files.
// Each UI test runs under the runtime its code ships with: the staff app's under React, the diner's
// page (diner-app and the diner screens it renders) under the Preact aliases of its own build.
const DINER = ['src/ui/diner-app/**/*.test.{ts,tsx}', 'src/ui/features/diner/**/*.test.{ts,tsx}']
// A screen test waits up to 10 s for what it awaits (testing/screen.tsx), as the browser tests do on a
// busy machine; the test itself may then take longer than vitest's 5 s, as bun test's do (30 s).
const testTimeout = 30_000

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'staff',
          include: ['src/ui/**/*.test.{ts,tsx}', 'src/shared/**/*.vitest.ts'],
          exclude: DINER,
          environment: 'node',
          testTimeout,
        },
      },
      {
        resolve: { alias: preactAliases },
        test: { name: 'diner', include: DINER, environment: 'node', testTimeout },
      },
    ],
  },
})
