// The production server process (bundled to dist-server/main.js; `npm start` runs it): serves
// the build and the order desk, logs (logging.ts) a summary of what it runs with, and closes the
// database cleanly on SIGTERM/SIGINT. A build made without the order desk (VITE_ORDER_DESK=off,
// in its manifest) is served as a static host would: no database is opened.
import path from 'node:path'
import { readBuildManifest } from '../config/build-manifest.js'
import { identityRefusal } from '../config/shop-identity.js'
import { buildServer } from './app'
import { PROJECT_ROOT } from './db/paths'
import { openDesk } from './desk'
import { hasRenderer, rendererDir } from './serving/page-renderer'
import { deskJobs } from './jobs'
import { logLevelProblem } from './logging'
import { deskSettings, type DeskSettings } from './kernel/settings'
import {
  identityMismatch,
  paymentTermsMismatch,
  runtimeSiteUrl,
  siteUrlMismatch,
} from './start-settings'
import { logStart } from './start-summary'

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

// Stored orders and messages ask the mail sender for a pass; the jobs plugin connects it.
const outbox = { nudge: () => {} }
const desk =
  manifest?.orderDesk === false
    ? undefined
    : await openDesk(settings, () => outbox.nudge()).catch((error: Error) => {
        console.error(error.message)
        process.exit(1)
      })

const app = await buildServer({
  distDir,
  desk: desk?.context,
  trustProxy: settings.trustProxy,
  log: { level: env.LOG_LEVEL },
})
// The warm-up, mail sender, unpaid-orders job and admin channel start when the app is ready
// and stop when it closes (jobs.ts).
if (desk) await app.register(deskJobs, { ...desk, outbox })

let stopping = false
/** Longest a stop may take: a request or a mail that hangs must not keep the process alive. */
const STOP_DEADLINE_MS = 10_000
const stop = async () => {
  if (stopping) return
  stopping = true
  app.log.info('stopping')
  let step = 'closing the server and its jobs'
  setTimeout(() => {
    app.log.error({ step }, `stopping took over ${STOP_DEADLINE_MS / 1000} s; exiting now`)
    process.exit(1)
  }, STOP_DEADLINE_MS).unref()
  // After the app has closed, its plugins and jobs included: work they do after an answer (the
  // lookup's mail) still needs the database.
  await app.close()
  step = 'closing the database'
  await desk?.database.close()
  process.exit(0)
}
process.once('SIGTERM', stop)
process.once('SIGINT', stop)

await app.listen({ port, host })
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
// With the order desk the pages are made from the catalogue in the database by the build's
// renderer beside it; without one, the build's own pages are sent, which show the catalogue a new
// shop starts with whatever the console changed since.
if (desk && !hasRenderer(distDir)) {
  app.log.warn(
    { renderer: rendererDir(distDir) },
    'No renderer beside the build: the pages show the catalogue a new shop starts with, not the database. Build with npm run build and deploy that folder too.',
  )
}
