import { defineConfig } from 'vitest/config'
import { preactAliases } from './vite.diner.config.ts'

// Server and domain tests run under `bun test`; vitest only takes the UI's and *.vitest.ts files.
// Each UI test runs under the runtime its code ships with: the staff app's under React, the diner's
// page (diner-app and the diner screens it renders) under the Preact aliases of its own build.
const DINER = ['src/ui/diner-app/**/*.test.{ts,tsx}', 'src/ui/features/diner/**/*.test.{ts,tsx}']

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'staff',
          include: ['src/ui/**/*.test.{ts,tsx}', 'src/shared/**/*.vitest.ts'],
          exclude: DINER,
          environment: 'node',
        },
      },
      {
        resolve: { alias: preactAliases },
        test: { name: 'diner', include: DINER, environment: 'node' },
      },
    ],
  },
})
