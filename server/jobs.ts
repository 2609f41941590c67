// The order desk's jobs, as one Fastify plugin: each starts when the server is ready (before it
// listens) and stops when it closes, so `app.close()` ends them all and nothing is started or
// stopped by hand. The database itself outlives the app: main.ts closes it after `app.close()`.
//
// - warm-up: the order path is cold after a start (the embedded database compiles its code on
//   first use, each PostgreSQL connection fills its caches): warmed before the first buyer;
// - the outbox sender (with SMTP_URL): sends queued mail, at once when nudged;
// - the unpaid-orders job: the expire-unpaid workflow every quarter hour (one server handles
//   each order);
// - the picture sweep: at start and every hour, the picture files no product names are removed
//   (an upload removes those it replaces at once; this takes any left from before);
// - the mail record's pruning: at start and every hour, mail queued more than 13 months ago
//   leaves the outbox (the shop's retention period, docs/DECISIONS.md);
// - the admin channel (embedded database only): commands reach the database through the server.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { startAdminChannel } from './admin/channel'
import { sweepMedia } from './catalogue'
import type { Database } from './db/open'
import type { DeskContext } from './api/desk-api'
import { DESK_MAIL } from './desk-mail'
import { OutboxSender, pruneMailRecord } from './mail/sender'
import { warmOrderPath } from './orders'
import { RUN_DUE_PATH, runDue } from './admin/run-due'
import { expireUnpaid, placeOrder } from './workflows'

/** How often the unpaid-orders job looks; reminders count in days, so a quarter hour is plenty. */
export const UNPAID_JOB_INTERVAL_MS = 15 * 60_000

/** How often the picture sweep runs. */
export const PICTURE_SWEEP_INTERVAL_MS = 60 * 60_000

/** How often mail past the shop's 13 months is removed from the record. */
export const MAIL_PRUNE_INTERVAL_MS = 60 * 60_000

export interface DeskJobsOptions {
  database: Database
  context: DeskContext
  /** Where a stored order or message asks the sender for a pass (openDesk's `onOutbox`). */
  outbox: { nudge(): void }
  /** How many warm-up rounds (0: none). */
  warmUpRounds?: number
}

interface Stoppable {
  stop(): Promise<void>
}

async function jobs(
  app: FastifyInstance,
  { database, context, outbox, warmUpRounds = 3 }: DeskJobsOptions,
): Promise<void> {
  const { settings, db } = context
  const running: { name: string; job: Stoppable }[] = []

  app.addHook('onReady', async () => {
    if (warmUpRounds > 0) {
      await warmOrderPath(db, {
        // The catalogue as read at start: inside the warm-up's transaction a read of its own
        // would wait for that transaction on the embedded database.
        placeOrder: (tx, request) =>
          placeOrder(tx, request, {
            current: async () => ({ product: (id) => app.catalogue.product(id) }),
          }),
        connections: database.connections,
        // Two products on sale now (the spec's may be renamed or withdrawn).
        productIds: app.catalogue.products
          .filter((p) => p.onSale)
          .slice(0, 2)
          .map((p) => p.id),
        rounds: warmUpRounds,
      })
    }
    // Without SMTP_URL, mail waits in the outbox (the console lists it).
    if (settings.smtpUrl) {
      const sender = new OutboxSender({
        db,
        serverKey: context.serverKey,
        siteUrl: settings.siteUrl,
        // Read as each mail is made: the console's settings change them while the server runs.
        get shopEmail() {
          return settings.shopEmail
        },
        shop: settings.shop,
        payments: settings.payments,
        smtpUrl: settings.smtpUrl,
        get from() {
          return settings.mailFrom
        },
        intervalMs: settings.outboxIntervalMs,
        templates: DESK_MAIL,
        log: app.log.child({ component: 'mail' }),
      })
      sender.start()
      outbox.nudge = () => sender.nudge()
      running.push({ name: 'the mail sender', job: sender })
    }
    running.push({
      name: 'the unpaid-orders job',
      job: every(
        UNPAID_JOB_INTERVAL_MS,
        app.log.child({ component: 'unpaid-orders' }),
        async (log) => {
          const done = await expireUnpaid({
            db,
            settings: settings.payments,
            onOutbox: () => outbox.nudge(),
          })
          if (done.reminded + done.cancelled > 0) log.info(done, 'unpaid orders handled')
        },
      ),
    })
    running.push({
      name: 'the picture sweep',
      job: every(
        PICTURE_SWEEP_INTERVAL_MS,
        app.log.child({ component: 'picture-sweep' }),
        async (log) => {
          const files = await sweepMedia(db)
          if (files > 0) log.info({ files }, 'picture files no product names removed')
        },
      ),
    })
    running.push({
      name: "the mail record's pruning",
      job: every(
        MAIL_PRUNE_INTERVAL_MS,
        app.log.child({ component: 'mail-record' }),
        async (log) => {
          const mails = await pruneMailRecord(db)
          if (mails > 0) log.info({ mails }, 'mail older than 13 months removed')
        },
      ),
    })
    if (database.pglite) {
      const channel = await startAdminChannel(settings.dataDir, database, {
        [RUN_DUE_PATH]: (body) =>
          runDue(
            { db, settings: settings.payments, onOutbox: () => outbox.nudge() },
            typeof body.now === 'string' ? body.now : undefined,
          ),
      })
      running.push({ name: 'the admin channel', job: { stop: () => channel.close() } })
    }
  })

  // The last started stops first: the channel takes no more commands, no job starts a pass,
  // and the sender finishes the mail it is sending.
  app.addHook('onClose', async () => {
    outbox.nudge = () => {}
    for (const { name, job } of running.reverse()) {
      app.log.debug(`stopping ${name}`)
      await job.stop()
    }
  })
}

export const deskJobs = fp(jobs, { name: 'desk-jobs' })

/** Runs `pass` now and then every `intervalMs` until stopped; a failed pass is logged. */
function every(
  intervalMs: number,
  log: FastifyBaseLogger,
  pass: (log: FastifyBaseLogger) => Promise<void>,
): Stoppable {
  let running: Promise<unknown> = Promise.resolve()
  const tick = () => {
    running = pass(log).catch((error: unknown) => log.error({ err: error }, 'the pass failed'))
  }
  tick()
  const timer = setInterval(tick, intervalMs)
  timer.unref()
  return {
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
