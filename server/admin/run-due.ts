// `npm run payments -- run-due [--now <ISO date>]`: runs the expire-unpaid workflow once
// (workflows/expire-unpaid.ts: the same pass the server makes every quarter hour) and says
// what it did. Without --now it is due work
// done at once (after raising or lowering UNPAID_* days, say); with --now the pass takes that
// moment as "now" (docs/DECISIONS.md, "Unpaid orders, run by hand"). The reminders and
// cancellations it makes are recorded and mailed exactly as the server's own pass would.
//
// With the embedded database and the shop running, the pass runs inside the shop (its admin
// channel), with the shop's settings, and the shop sends the mail at once. On PostgreSQL, or
// with the shop stopped, the command opens the database itself and runs with the shop's settings
// kept there (the console's Settings; its own environment's UNPAID_* only before the shop first
// started); the mail waits in the outbox for a running shop to send it.
import { openDatabase } from '../db/open'
import { dataDirFrom } from '../db/paths'
import { paymentSettings } from '../kernel/payment-settings'
import { currentSettings, paymentsOf } from '../shop'
import { expireUnpaid, type ExpireUnpaidOptions } from '../workflows'
import { callChannel } from './channel'
import { requireShopDatabase, runningChannel } from './target'

export const PAYMENTS_USAGE = 'Usage: npm run payments -- run-due [--now 2026-12-24T09:00:00Z]'

/** The admin channel's path for one pass, answered by the running shop. */
export const RUN_DUE_PATH = '/payments/run-due'

export interface RunDueResult {
  now: string
  reminded: number
  cancelled: number
}

/** One pass at the given moment (ISO text, or now); what the channel and the command run. */
export async function runDue(
  options: Omit<ExpireUnpaidOptions, 'now'>,
  at: string | undefined,
): Promise<RunDueResult> {
  const now = parseNow(at)
  const done = await expireUnpaid({ ...options, now: () => now })
  return { now: now.toISOString(), ...done }
}

function parseNow(at: string | undefined): Date {
  if (at === undefined) return new Date()
  const now = new Date(at)
  if (!/^\d{4}-\d{2}-\d{2}/.test(at) || Number.isNaN(now.getTime()))
    throw new Error(`--now needs a date and time such as 2026-12-24T09:00:00Z, not "${at}"`)
  return now
}

export async function paymentsCommand(argv: string[], env = process.env): Promise<void> {
  const [command, ...rest] = argv
  const flag = rest.indexOf('--now')
  const at = flag >= 0 ? rest[flag + 1] : undefined
  const unknown = rest.filter((_, i) => !(i === flag || (flag >= 0 && i === flag + 1)))
  if (command !== 'run-due' || (flag >= 0 && !at) || unknown.length > 0) {
    console.error(PAYMENTS_USAGE)
    process.exitCode = 2
    return
  }
  parseNow(at)
  const result = await runDueSomewhere(env, at)
  console.log(
    `Unpaid orders as of ${result.now}: ${result.reminded} reminded, ${result.cancelled} cancelled.`,
  )
}

async function runDueSomewhere(env: NodeJS.ProcessEnv, at: string | undefined) {
  requireShopDatabase(env)
  const dataDir = dataDirFrom(env)
  const channel = env.DATABASE_URL ? null : runningChannel(dataDir)
  if (channel) return callChannel<RunDueResult>(channel, RUN_DUE_PATH, { now: at })
  const database = await openDatabase({ dataDir, databaseUrl: env.DATABASE_URL || undefined })
  try {
    const kept = await currentSettings(database.db)
    const settings = kept ? paymentsOf(kept) : paymentSettings(env)
    return await runDue({ db: database.db, settings }, at)
  } finally {
    await database.close()
  }
}
