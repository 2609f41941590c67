// The production server process (bundled to dist-server/main.js; `npm start` runs it): serves
// the build and the order desk, logs (logging.ts) a summary of what it runs with, and closes the
// database cleanly on SIGTERM/SIGINT. A build made without the order desk (VITE_ORDER_DESK=off,
// in its manifest) is served as a static host would: no database is opened.
import path from 'node:path'
import { readBuildManifest } from '../config/build-manifest.js'
import { identityRefusal } from '../config/shop-identity.js'
import { startAdminChannel } from './admin/channel'
import { buildServer } from './app'
import { PROJECT_ROOT } from './db/paths'
import { openDesk } from './desk'
import { OutboxSender } from './mail/sender'
import { warmOrderPath } from './orders'
import { logLevelProblem } from './logging'
import { deskSettings, type DeskSettings } from './settings'
import {
  identityMismatch,
  paymentTermsMismatch,
  runtimeSiteUrl,
  siteUrlMismatch,
} from './start-settings'
import { logStart } from './start-summary'
import { RUN_DUE_PATH, runDue, startUnpaidOrdersJob } from './payments'

/** How often the unpaid-orders job looks; reminders count in days, so a quarter hour is plenty. */
const UNPAID_JOB_INTERVAL_MS = 15 * 60_000

const env = process.env
// Production with the placeholder identity: no start (config/shop-identity.js).
const refusal = identityRefusal(env, 'start')
if (refusal) {
  console.error(`\n${refusal}\n`)
  process.exit(1)
}
// Every file the server makes (the embedded database's, backups, the key file) is its user's
// alone: 0600 files in 0700 folders (db/open.ts keeps what was there before the same way).
process.umask(0o077)

const distDir = path.resolve(PROJECT_ROOT, env.DIST_DIR ?? 'dist')
const port = Number(env.PORT ?? 4173)
const host = env.HOST ?? 'localhost'
const manifest = readBuildManifest(distDir)
// Links the server makes (status links in mail) follow its own settings, read now; the
// prerendered pages keep the build's SITE_URL (a warning below when they differ).
const siteUrl = runtimeSiteUrl(env, host, port)
const settings = readSettings()

/** The settings, or a stop at start with the message saying which one to fix. */
function readSettings(): DeskSettings {
  try {
    return deskSettings({ ...env, SITE_URL: siteUrl })
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
}

const levelProblem = logLevelProblem(env.LOG_LEVEL)
if (levelProblem) {
  console.error(levelProblem)
  process.exit(1)
}

let sender: OutboxSender | undefined
const desk =
  manifest?.orderDesk === false
    ? undefined
    : await openDesk(settings, () => sender?.nudge()).catch((error: Error) => {
        console.error(error.message)
        process.exit(1)
      })

// The order path is cold after a start (the embedded database compiles its code on first use,
// each PostgreSQL connection fills its caches): warmed here, not on the first buyers.
if (desk) {
  await warmOrderPath(desk.context.db, { connections: desk.database.connections, rounds: 3 })
}

const app = await buildServer({
  distDir,
  desk: desk?.context,
  trustProxy: settings.trustProxy,
  log: { level: env.LOG_LEVEL },
})

// Without SMTP_URL, mail waits in the outbox (the console lists it).
if (desk && settings.smtpUrl) {
  sender = new OutboxSender({
    db: desk.context.db,
    serverKey: desk.context.serverKey,
    siteUrl: settings.siteUrl,
    shopEmail: settings.shopEmail,
    shop: settings.shop,
    payments: settings.payments,
    smtpUrl: settings.smtpUrl,
    from: settings.mailFrom,
    intervalMs: settings.outboxIntervalMs,
    log: app.log.child({ component: 'mail' }),
  })
}

// Commands (backups, operators, `payments run-due`) reach the embedded database through the
// running server.
const channel = desk?.database.pglite
  ? await startAdminChannel(settings.dataDir, desk.database, {
      [RUN_DUE_PATH]: (body) =>
        runDue(
          { db: desk.context.db, settings: settings.payments, onOutbox: desk.context.onOutbox },
          typeof body.now === 'string' ? body.now : undefined,
        ),
    })
  : undefined

// Jobs start once the server listens; stopping ends them before the database closes.
const jobs: { unpaid?: { stop(): Promise<void> } } = {}
let stopping = false
/** Longest a stop may take: a request or a mail that hangs must not keep the process alive. */
const STOP_DEADLINE_MS = 10_000
const stop = async () => {
  if (stopping) return
  stopping = true
  app.log.info('stopping')
  let step = 'closing the server'
  setTimeout(() => {
    app.log.error({ step }, `stopping took over ${STOP_DEADLINE_MS / 1000} s; exiting now`)
    process.exit(1)
  }, STOP_DEADLINE_MS).unref()
  // After the app has closed, its plugins included: work they do after an answer (the
  // lookup's mail) still needs the database. Fastify runs the root's onClose hooks first.
  await app.close()
  step = 'closing the admin channel'
  await channel?.close()
  step = 'stopping the unpaid-orders job'
  await jobs.unpaid?.stop()
  step = 'stopping the mail sender'
  await sender?.stop()
  step = 'closing the database'
  await desk?.database.close()
  process.exit(0)
}
process.once('SIGTERM', stop)
process.once('SIGINT', stop)

await app.listen({ port, host })
sender?.start()
// Reminds and then cancels unpaid orders; on several servers each order is handled once.
jobs.unpaid = desk
  ? startUnpaidOrdersJob({
      db: desk.context.db,
      settings: settings.payments,
      onOutbox: desk.context.onOutbox,
      intervalMs: UNPAID_JOB_INTERVAL_MS,
      log: app.log.child({ component: 'unpaid-orders' }),
    })
  : undefined
await logStart(app.log, {
  distDir,
  url: `http://${host}:${port}`,
  settings,
  env,
  db: desk?.context.db,
  siteUrlWarning: siteUrlMismatch(manifest?.siteUrl, siteUrl),
  identityWarning: identityMismatch(manifest?.shop, settings.shop),
  paymentTermsWarning: paymentTermsMismatch(
    manifest?.paymentTermsDays,
    settings.payments.termsDays,
  ),
})
