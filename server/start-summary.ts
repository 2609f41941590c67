// The start-up summary: one line that says what this process runs with (version, database and
// where, mail, the console's address, how many operators can sign in), then a warning for each
// thing an operator should still set. Never a password: database and mail servers are named by
// host only.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { queryRows, type Db } from './db/open'
import { PROJECT_ROOT } from './db/paths'
import { databaseWhere } from './db/where'
import type { DeskSettings } from './kernel/settings'
import { placeholderSettings } from './start-settings'
import { missingBankMessage, missingBankSettings } from './payments'

function version(): string {
  const pkg = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
    version: string
  }
  return pkg.version
}

function mailServer(smtpUrl: string | undefined): string {
  if (!smtpUrl) return 'off (mail waits in the outbox; set SMTP_URL)'
  try {
    return `on, through ${new URL(smtpUrl).host}`
  } catch {
    return 'on'
  }
}

async function activeOperators(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: string }>(
    db,
    sql`select count(*)::text as n from operators where disabled_at is null`,
  )
  return Number(row?.n ?? 0)
}

export interface StartFacts {
  distDir: string
  /** Where the server listens. */
  url: string
  settings: DeskSettings
  env: NodeJS.ProcessEnv
  /** The order desk's database; a build without the desk has none. */
  db?: Db | undefined
  siteUrlWarning: string | null
  identityWarning?: { settings: string[]; message: string } | null
  paymentTermsWarning?: string | null
}

export async function logStart(log: FastifyBaseLogger, facts: StartFacts): Promise<void> {
  const { settings, db } = facts
  const operators = db ? await activeOperators(db) : undefined
  log.info(
    {
      version: version(),
      build: facts.distDir,
      database: db ? databaseWhere(settings) : 'none (a build without the order desk)',
      ...(db && !settings.databaseUrl ? { dataDir: settings.dataDir } : {}),
      mail: db ? mailServer(settings.smtpUrl) : 'none',
      siteUrl: settings.siteUrl,
      ...(db ? { console: `${settings.siteUrl}/admin`, operators } : {}),
    },
    `${settings.shop.name} is serving ${facts.distDir} at ${facts.url}`,
  )
  if (facts.siteUrlWarning) log.warn(facts.siteUrlWarning)
  if (facts.identityWarning) {
    log.warn({ settings: facts.identityWarning.settings }, facts.identityWarning.message)
  }
  if (facts.paymentTermsWarning) log.warn(facts.paymentTermsWarning)
  if (!db) return
  for (const [name, value] of Object.entries(placeholderSettings(facts.env))) {
    log.warn({ setting: name, value }, `${name} is still a placeholder: set it before going live`)
  }
  const missingBank = missingBankSettings(settings.payments)
  if (missingBank.length) log.warn({ settings: missingBank }, missingBankMessage(missingBank))
  if (operators === 0) {
    log.warn('No operator can sign in to the console yet: npm run operator -- add you@example.com')
  }
}
