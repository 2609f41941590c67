// @vitest-environment node
// `npm start`'s process: the links it mails follow its own SITE_URL (else the address it listens
// on), not the one the pages were built with; it says so when the two differ, and its start-up
// summary names what it runs with, in JSON lines.
import { spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { manifestFromEnv, writeBuildManifest } from '../config/build-manifest.js'
import { IDENTITY_SETTINGS } from '../config/shop-identity.js'
import { freePort } from './free-port.js'
import { freshDatabasePlace, type DatabasePlace } from './test/database'
import { orderBody } from './test/desk-app'
import { startMailCatcher, type MailCatcher } from './test/mail-catcher.js'
import { freshServerBundle, waitForServer } from './test-support.js'
import { ACME_IDENTITY } from './test/acme-identity.js'

const BUILT_FOR = 'https://built-for.example'
/** The SHOP_* settings, none given: the server runs with the placeholders. */
const NO_IDENTITY = Object.fromEntries(Object.values(IDENTITY_SETTINGS).map((name) => [name, '']))
const IDENTITY_PLACEHOLDERS = [
  'SHOP_LEGAL_NAME',
  'SHOP_ADDRESS',
  'SHOP_EMAIL',
  'SHOP_PHONE',
  'SHOP_TAX_ID',
  'SHOP_EMERGENCY_PHONE',
]

const cleanups: (() => Promise<unknown>)[] = []
let bundle: string
let distDir: string
let smtp: MailCatcher
let place: Awaited<ReturnType<typeof freshDatabasePlace>>

beforeAll(async () => {
  bundle = await freshServerBundle()
  distDir = await mkdtemp(path.join(os.tmpdir(), 'start-dist-'))
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Shop</title>')
  writeBuildManifest(distDir, { ...manifestFromEnv({ SITE_URL: BUILT_FOR }), scriptHashes: [] })
  place = await freshDatabasePlace()
  smtp = await startMailCatcher()
  cleanups.push(
    () => smtp.close(),
    () => place.drop(),
    () => rm(distDir, { recursive: true, force: true }),
    () => rm(bundle, { recursive: true, force: true }),
  )
}, 180_000)

afterAll(async () => {
  for (const c of cleanups.reverse()) await c()
})

interface Line {
  level: number
  msg: string
  [key: string]: unknown
}

/** Starts the bundled server, places an order, and answers the log and the buyer's mail. */
async function startAndOrder(env: Record<string, string>, at: DatabasePlace = place) {
  const port = await freePort()
  const child = spawn(process.execPath, [path.join(bundle, 'main.js')], {
    env: {
      ...process.env,
      SITE_URL: '',
      ...NO_IDENTITY,
      // These runs use an https SITE_URL with the placeholder identity, which a production
      // start refuses (server.test.js) unless told to go ahead.
      SHOP_ALLOW_PLACEHOLDER: '1',
      LOG_LEVEL: '',
      // As a shop on PostgreSQL sets it; without it the server warns on stderr there.
      STATUS_LINK_KEY: 'start-test-key-of-at-least-thirty-two-characters',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: distDir,
      DATA_DIR: at.dataDir,
      DATABASE_URL: at.databaseUrl ?? '',
      SMTP_URL: smtp.url,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (c) => (stdout += c))
  child.stderr.on('data', (c) => (stderr += c))
  const exited = new Promise((resolve) => child.once('exit', resolve))
  try {
    const base = `http://127.0.0.1:${port}`
    await waitForServer(base, 90_000)
    const email = `buyer-${port}@example.com`
    const body = orderBody()
    const placed = await fetch(`${base}/api/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...body, customer: { ...body.customer, email } }),
    })
    expect(placed.status).toBe(201)
    const { order } = (await placed.json()) as { order: { number: string } }
    const mail = await smtp.waitFor((m) => m.to.includes(email), 10_000).catch(() => undefined)
    expect(mail, 'the confirmation reached the mail server').toBeTruthy()
    return { port, number: order.number, mail: mail!, email, stdout: () => stdout, stderr }
  } finally {
    child.kill('SIGTERM')
    await exited
  }
}

const lines = (stdout: string) =>
  stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Line)

describe('npm start: settings read at start', () => {
  it('mails status links on its own SITE_URL and warns that the pages carry the build’s', async () => {
    const run = await startAndOrder({ SITE_URL: 'https://shop.example/' })
    expect(run.mail.text).toContain(`https://shop.example/orders/${run.number}#`)
    expect(run.mail.text).not.toContain(BUILT_FOR)

    const log = lines(run.stdout())
    const warning = log.find(
      (l) => l.level === 40 && /SITE_URL/.test(l.msg) && /Rebuild/.test(l.msg),
    )
    expect(warning?.msg).toContain(BUILT_FOR)
    expect(warning?.msg).toContain('https://shop.example')
    expect(warning?.msg).toMatch(/canonical.*sitemap.*robots/)
    const summary = log.find((l) => /is serving/.test(l.msg))
    expect(summary).toMatchObject({
      level: 30,
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      mail: `on, through 127.0.0.1:${smtp.port}`,
      console: 'https://shop.example/admin',
      operators: 0,
    })
    expect(String(summary?.database)).toMatch(place.databaseUrl ? /^PostgreSQL at / : /PGlite/)
    // Placeholders still in use are named; SITE_URL was given, so it is not one of them.
    const placeholders = log.filter((l) => /placeholder/.test(l.msg)).map((l) => l.setting)
    expect(placeholders).toEqual(IDENTITY_PLACEHOLDERS)
    // The build and the server both run with the defaults: no difference to report.
    expect(log.filter((l) => /identity/i.test(l.msg) && /differ/.test(l.msg))).toEqual([])
    expect(log.filter((l) => /PAYMENT_TERMS_DAYS/.test(l.msg))).toEqual([])
    expect(run.stdout()).not.toContain(run.email)
    expect(run.stderr).toBe('')
  }, 180_000)

  it('without SITE_URL, mails links to the address it listens on', async () => {
    const run = await startAndOrder({})
    expect(run.mail.text).toContain(`http://127.0.0.1:${run.port}/orders/${run.number}#`)
    const log = lines(run.stdout())
    const warning = log.find((l) => /Rebuild with SITE_URL/.test(l.msg))
    expect(warning?.msg).toContain(`SITE_URL=http://127.0.0.1:${run.port} npm run build`)
    expect(log.filter((l) => /placeholder/.test(l.msg)).map((l) => l.setting)).toEqual([
      ...IDENTITY_PLACEHOLDERS,
      'SITE_URL',
    ])
  }, 180_000)

  it('signs mail with its own SHOP_* settings and warns that the pages carry the build’s', async () => {
    // A shop's first start: its SHOP_* are the first values of the console's settings (a later
    // start's environment changes nothing the console keeps).
    const first = await freshDatabasePlace()
    cleanups.push(() => first.drop())
    const run = await startAndOrder(
      { SITE_URL: BUILT_FOR, ...ACME_IDENTITY, PAYMENT_TERMS_DAYS: '30' },
      first,
    )
    expect(run.mail.text).toContain('Thank you for your order with Acme Peptides.')
    expect(run.mail.text).toContain('Acme Peptides LLC\n12 Lab Row, Boston, MA 02110')
    const log = lines(run.stdout())
    expect(log.filter((l) => /placeholder/.test(l.msg))).toEqual([])
    const warning = log.find((l) => l.level === 40 && /identity/i.test(l.msg))
    // Every identity setting differs from the build's, the shop's name too.
    expect(warning?.settings).toEqual(['SHOP_NAME', ...IDENTITY_PLACEHOLDERS])
    expect(warning?.msg).toMatch(/footer.*contact.*about.*certificate/)
    expect(warning?.msg).toContain('Rebuild')
    // The pages were built Net 14; this server's invoices would say Net 30.
    expect(log.filter((l) => l.level === 40 && /PAYMENT_TERMS_DAYS/.test(l.msg))).toHaveLength(1)
  }, 180_000)

  it('refuses an unknown LOG_LEVEL with a message, not a stack', async () => {
    const child = spawn(process.execPath, [path.join(bundle, 'main.js')], {
      env: { ...process.env, LOG_LEVEL: 'verbose', DIST_DIR: distDir, DATA_DIR: place.dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (c) => (stderr += c))
    const code = await new Promise((resolve) => child.once('exit', resolve))
    expect(code).toBe(1)
    expect(stderr).toContain('LOG_LEVEL must be one of fatal, error, warn, info')
    expect(stderr).not.toMatch(/^\s+at /m)
  }, 60_000)
})
