import { defineConfig } from 'vitest/config'

// Server and domain tests run under `bun test`; vitest only takes the UI's and *.vitest.ts files.
export default defineConfig({
  test: {
    include: ['src/ui/**/*.test.{ts,tsx}', 'src/shared/**/*.vitest.ts'],
    environment: 'node',
  },
})
