import { defineConfig, devices } from '@playwright/test'

// One fresh data dir per run: the first user to sign up becomes the manager, so e2e needs an
// empty database. The config is evaluated again in each worker; only the main process starts
// the server, so the differing timestamp there is harmless.
const dataDir = `.test-output/e2e-data-${Date.now()}`
// POS_E2E_PORT lets two runs share a machine (each starts its own server).
const PORT = Number(process.env.POS_E2E_PORT ?? 4173)

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: '.test-output/playwright',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  forbidOnly: !!process.env.CI,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'zh-TW',
    timezoneId: 'Asia/Taipei',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        headless: true,
        // Debian's Chromium; Playwright never downloads a browser here.
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    // The UI must already be built into dist/ui (`vite build`; scripts/test-all.ts does it first).
    command: `bun src/server/main.ts --port ${PORT} --data ${dataDir}`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
