import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_FLAGS, chromePath } from './config/site.js'

/** Port and build folder of the production server the browser tests drive. */
const port = Number(process.env.E2E_PORT ?? 4180)
const distDir = process.env.DIST_DIR ?? 'dist'
/** The order desk's database for one run: a throwaway folder, never the shop's ./data. */
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'))
// Tests that set up through the command line (operator accounts) reach the same database.
process.env.E2E_DATA_DIR = dataDir

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: chromePath(), args: CHROMIUM_FLAGS },
    trace: 'off',
  },
  webServer: {
    // The real production server with its security headers, on the built app.
    command: `node server/start.js`,
    env: {
      PORT: String(port),
      HOST: 'localhost',
      DIST_DIR: distDir,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // Browser tests place many orders from one address.
      RATE_LIMIT_ORDERS: '1000',
      RATE_LIMIT_LOOKUP: '1000',
      RATE_LIMIT_MESSAGES: '1000',
    },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
})
