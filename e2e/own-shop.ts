// A shop that belongs to one spec file: the real server (server/start.js on the built app, as
// the config's web server runs it) on a data folder of its own, mailing to an SMTP server the
// test starts (smtp-server), so every mail it sends can be read, attachments and all, and no
// other spec's mail or orders ever meet it. Its clock is the test's through the owner's command
// `npm run payments -- run-due --now <date>`, which runs the unpaid-orders job once inside it.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { callChannel, CHANNEL_FILE } from '../server/admin/channel'
import { startMailCatcher, type CaughtMail } from '../server/test/mail-catcher.js'
import { expect } from './fixtures'

/** The shop's fixed port (its pages are the test's baseURL), beside the config's servers. */
export const OWN_SHOP_PORT = Number(process.env.E2E_PORT ?? 4180) + 400
export const OWN_SHOP_URL = `http://localhost:${OWN_SHOP_PORT}`

/** A real SMTP server on a free loopback port that keeps every mail it takes. */
export async function startMailbox() {
  const catcher = await startMailCatcher()
  return {
    ...catcher,
    /** The mails with this subject (waits until there are `count`; fails on more). */
    async received(subject: string, count = 1): Promise<CaughtMail[]> {
      const matching = () => catcher.mails.filter((m) => m.subject === subject)
      await expect
        .poll(() => matching().length, { message: `mail "${subject}"`, timeout: 20_000 })
        .toBeGreaterThanOrEqual(count)
      expect(matching(), `mail "${subject}"`).toHaveLength(count)
      return matching()
    },
  }
}

export type Mailbox = Awaited<ReturnType<typeof startMailbox>>

/** The first https?:// address in a mail's text that starts with `prefix`. */
export function linkIn(mail: CaughtMail, prefix: string): string {
  const found = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(prefix))
  expect(found, `a link starting ${prefix} in "${mail.subject}"`).toBeTruthy()
  return found!
}

// The text a PDF shows, line by line (shared with the server's tests).
export { pdfText } from '../server/test/pdf-text'

const TEST_SETTINGS = {
  RATE_LIMIT_ORDERS: '1000',
  RATE_LIMIT_LOOKUP: '1000',
  RATE_LIMIT_MESSAGES: '1000',
  BANK_NAME: 'First Example Bank',
  BANK_ROUTING_NUMBER: '011000015',
  BANK_ACCOUNT_NUMBER: '123456789012',
  BANK_ACCOUNT_NAME: 'Research Reagents Supply LLC',
  ZELLE_ADDRESS: 'payments@shop.example.com',
  UNPAID_REMINDER_DAYS: '7',
  UNPAID_CANCEL_DAYS: '30',
  // The outbox looks every half second, so a mail follows its action at once.
  OUTBOX_INTERVAL_MS: '500',
}

/**
 * Starts the shop on OWN_SHOP_PORT (or `port`) with a fresh data folder, mailing to `smtpPort`;
 * `env` adds or changes its settings.
 */
export async function startOwnShop(
  smtpPort: number,
  {
    port = OWN_SHOP_PORT,
    env: settings = {},
  }: { port?: number; env?: Record<string, string> } = {},
) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-own-shop-'))
  // A new embedded database costs an initdb; the unit tests' initdb'd template, when there.
  const cache = path.resolve('node_modules/.cache')
  const template = existsSync(cache)
    ? readdirSync(cache).find((name) => name.startsWith('pglite-initdb-'))
    : undefined
  if (template)
    cpSync(path.join(cache, template), path.join(dataDir, 'pgdata'), { recursive: true })

  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }
  const child: ChildProcess = spawn(process.execPath, [path.resolve('server/start.js')], {
    env: {
      ...env,
      ...TEST_SETTINGS,
      ...settings,
      PORT: String(port),
      HOST: 'localhost',
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LOG_LEVEL: 'error',
    },
    // Its log (errors only, LOG_LEVEL above) joins the test's output.
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`the shop stopped (${child.exitCode})`)
        return fetch(`http://localhost:${port}/readyz`).then(
          (r) => r.status,
          () => 0,
        )
      },
      { message: 'the own shop answers /readyz', timeout: 90_000, intervals: [250] },
    )
    .toBe(200)

  return {
    url: `http://localhost:${port}`,
    /** The owner's command line on this shop (`node server/run-admin.js ...`): its output. */
    admin(args: string[], input?: string): string {
      return execFileSync(process.execPath, [path.resolve('server/run-admin.js'), ...args], {
        env,
        input,
        encoding: 'utf8',
      })
    },
    /**
     * One statement on the shop's database, through its admin channel (the owner's tools reach
     * it so): the test's clock, where no command moves it (a quote's date passed).
     */
    async query(sql: string, params: unknown[] = []): Promise<unknown[][]> {
      const info = JSON.parse(readFileSync(path.join(dataDir, CHANNEL_FILE), 'utf8'))
      return (await callChannel<{ rows: unknown[][] }>(info, '/query', { sql, params })).rows
    },
    async stop() {
      child.kill('SIGTERM')
      await exited
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export type OwnShop = Awaited<ReturnType<typeof startOwnShop>>
