import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import type { ShopOptions } from './e2e/fixtures'
import { CHROMIUM_FLAGS, testChromePath } from './config/site.js'

/** Port and build folder of the production server the browser tests drive. */
const port = Number(process.env.E2E_PORT ?? 4180)
const distDir = process.env.DIST_DIR ?? 'dist'
/** The order desk's database for one run: a throwaway folder, never the shop's ./data. */
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'))
/** The static-host build (`npm run build:static`), served on a port of its own. */
const staticPort = Number(process.env.E2E_STATIC_PORT ?? port + 100)
const staticDistDir = process.env.STATIC_DIST_DIR ?? 'dist-static'
const STATIC_SPECS = /static-build\.spec\.ts$/
/**
 * The console's catalogue desk changes the catalogue every other page shows (a price, a product
 * on sale): it runs once the visitor's projects are done, so no other test sees its changes.
 */
const CATALOGUE_SPECS = /catalogue-(console|live|stock)\.spec\.ts$/
/**
 * The visitor's pages, run a second time as a visitor who acts the moment a page shows, before
 * the app's code has arrived (the "early" project; e2e/fixtures.ts `early`). Left out: home
 * (its hero video and carousel timings are measured from the app's start), routes and the
 * page-wide a11y and style sweeps (they only read pages), hardening, console and lots (not the
 * visitor's controls), boot (it holds the app itself), size-budget and static-build.
 */
const EARLY_SPECS =
  /\/(shell|age-gate|catalogue|product|cart|checkout|contact|country|orders)\.spec\.ts$/

/**
 * The shop's mail server: nothing listens there unless a test starts one (e2e/console-day.spec.ts;
 * e2e/payments.spec.ts runs a shop and a mail server of its own, e2e/own-shop.ts),
 * so mail fails and waits in the outbox as on a shop whose mail server is down.
 */
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 300)
process.env.E2E_SMTP_PORT = String(smtpPort)

/** Generous limits: browser tests place many orders, and sign in often, from one address. */
const TEST_LIMITS = {
  RATE_LIMIT_ORDERS: '1000',
  RATE_LIMIT_LOOKUP: '1000',
  RATE_LIMIT_MESSAGES: '1000',
  // The console's tests sign in from one address all run long.
  RATE_LIMIT_SIGNIN_ADDRESS: '1000',
  // ... and sign one owner in test after test; e2e/payments.spec.ts's own shop keeps the rule
  // that owners set up two-factor sign-in before their second sign-in.
  OWNER_TWO_FACTOR: 'offered',
}
// Tests that set up through the command line (operator accounts) reach the same database.
process.env.E2E_DATA_DIR = dataDir

export default defineConfig<ShopOptions>({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // One more try for a test that failed: three workers on two cores, with the early projects
  // racing the app's start, fail about one test in 400 a run on timing alone (a press landing
  // in the instant the app takes over, a sub-pixel shift while the fonts arrive). A test that
  // passes only on its second try is still listed, as flaky, in the run's summary.
  retries: 1,
  // Three on a 2-core machine: much of a browser test is waiting (the early project holds each
  // page's code for a moment, a toast or a timer runs out), so a third test fills that time.
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 3,
  reporter: process.env.CI ? [['list']] : [['list']],
  // A test is a visit of several pages, each checked by axe; three at once on two cores take
  // twice as long as one alone, and the longest alone take 20-25 s.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: testChromePath(), args: CHROMIUM_FLAGS },
    trace: 'off',
  },
  projects: [
    { name: 'desk', testIgnore: [STATIC_SPECS, CATALOGUE_SPECS] },
    // The same expectations, with every action taken before the app starts.
    {
      name: 'early',
      testMatch: EARLY_SPECS,
      // Left out: the header's test over a dark hero puts a stand-in hero into the page's own
      // markup (React's tree) rather than acting as a visitor; before the app starts, React's
      // hydration then finds an element it did not render and renders the page afresh (React
      // error 418). It runs in the desk project, after the app has started.
      grepInvert: /lies over a dark home hero/,
      use: { early: true },
    },
    { name: 'catalogue', testMatch: CATALOGUE_SPECS, dependencies: ['desk', 'early'] },
    // The spec's original shop for static hosts: card form, nothing sent.
    {
      name: 'static',
      testMatch: STATIC_SPECS,
      use: { baseURL: `http://localhost:${staticPort}` },
    },
    // The same, with every action taken before the app starts.
    {
      name: 'static-early',
      testMatch: STATIC_SPECS,
      use: { baseURL: `http://localhost:${staticPort}`, early: true },
    },
  ],
  webServer: [
    {
      // The real production server with its security headers and order desk, on the built app.
      command: `node server/start.js`,
      env: {
        PORT: String(port),
        HOST: 'localhost',
        DIST_DIR: distDir,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        ...TEST_LIMITS,
        // Bank details, as a set-up shop has them: the console's payment actions are open.
        BANK_NAME: 'First Example Bank',
        BANK_ROUTING_NUMBER: '011000015',
        BANK_ACCOUNT_NUMBER: '123456789012',
        BANK_ACCOUNT_NAME: 'Research Reagents Supply LLC',
        ZELLE_ADDRESS: 'payments@shop.example.com',
      },
      url: `http://localhost:${port}/`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      // The static build, served by the same server (its headers follow the build's setting).
      command: `node server/start.js`,
      env: {
        PORT: String(staticPort),
        HOST: 'localhost',
        DIST_DIR: staticDistDir,
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'e2e-static-data-')),
        DATABASE_URL: '',
        VITE_ORDER_DESK: 'off',
        ...TEST_LIMITS,
      },
      url: `http://localhost:${staticPort}/`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
})
