// Sends the outbox. Mail is written in the same transaction as the order or message it
// announces, so a mail server that is down loses nothing and never slows an answer; this loop
// sends what is due, and on failure records the error and tries again later, waiting longer
// each time. Several server processes on one PostgreSQL never send a row twice at once: a row
// is claimed (SKIP LOCKED) by pushing its next attempt into the future before it is sent.
import nodemailer, { type Transporter } from 'nodemailer'
import { eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/open'
import { queryRows } from '../db/open'
import { outbox } from './tables'
import type { MailContext } from './mail-context'
import { renderMail } from './render'

const BATCH = 20
/** How long a claimed row is left to its sender before another may try it. */
const CLAIM_SECONDS = 300

/** Wait before attempt n+1: 30 s, 1 min, 2 min ... at most an hour. */
export function backoffSeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1))
}

export interface OutboxSenderOptions extends MailContext {
  smtpUrl: string
  from: string
  intervalMs: number
  /** Every send, failure and retry is logged (never a recipient or a mail's text). */
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'> | undefined
}

const quiet = { info() {}, warn() {}, error() {} }

interface Claimed {
  id: number
  template: string
  payload: Record<string, string>
  attempts: number
}

export class OutboxSender {
  private readonly transport: Transporter
  private timer: NodeJS.Timeout | undefined
  private running: Promise<number> | undefined
  private again = false

  constructor(private readonly options: OutboxSenderOptions) {
    this.transport = nodemailer.createTransport(options.smtpUrl)
  }

  private get db(): Db {
    return this.options.db
  }

  private get log() {
    return this.options.log ?? quiet
  }

  /** Sends what is due now; resolves with the number sent. One pass at a time. */
  runOnce(): Promise<number> {
    if (this.running) {
      this.again = true
      return this.running
    }
    this.running = this.pass().finally(() => {
      this.running = undefined
      if (this.again) {
        this.again = false
        void this.runOnce()
      }
    })
    return this.running
  }

  private async pass(): Promise<number> {
    const rows = await queryRows<Claimed>(
      this.db,
      sql`update outbox set next_attempt_at = now() + make_interval(secs => ${CLAIM_SECONDS}),
            attempts = attempts + 1
          where id in (select id from outbox where sent_at is null and next_attempt_at <= now()
                       order by id limit ${BATCH} for update skip locked)
          returning id, template, payload, attempts`,
    )
    let sent = 0
    for (const row of rows.sort((a, b) => a.id - b.id)) {
      // Who it goes to and its subject, as rendered: the record of the mail (never its text).
      let written: { toAddress: string; subject: string } | undefined
      try {
        const mail = await renderMail(this.options, row.template, row.payload)
        written = { toAddress: mail.to, subject: mail.subject }
        const info = (await this.transport.sendMail({ from: this.options.from, ...mail })) as {
          response?: unknown
        }
        await this.db
          .update(outbox)
          .set({
            ...written,
            sentAt: new Date(),
            lastError: null,
            smtpResponse: String(info.response ?? '').slice(0, 500),
          })
          .where(eq(outbox.id, row.id))
        sent++
        this.log.info({ mail: row.id, template: row.template, attempts: row.attempts }, 'mail sent')
      } catch (error) {
        const retryInSeconds = backoffSeconds(row.attempts)
        this.log.warn(
          {
            mail: row.id,
            template: row.template,
            attempts: row.attempts,
            retryInSeconds,
            err: error,
          },
          'mail not sent; will try again',
        )
        await this.db
          .update(outbox)
          .set({
            ...written,
            lastError: (error as Error).message.slice(0, 500),
            nextAttemptAt: new Date(Date.now() + retryInSeconds * 1000),
          })
          .where(eq(outbox.id, row.id))
      }
    }
    return sent
  }

  /** Asks for a pass soon (after an order or message was stored). */
  nudge(): void {
    setImmediate(() => void this.runOnce().catch(this.passFailed))
  }

  // The database did not answer (it is down, or closing): the next pass tries again.
  private readonly passFailed = (error: unknown) => {
    this.log.error({ err: error }, 'outbox pass failed')
  }

  start(): void {
    this.timer = setInterval(
      () => void this.runOnce().catch(this.passFailed),
      this.options.intervalMs,
    )
    this.timer.unref()
    this.nudge()
  }

  async stop(): Promise<void> {
    clearInterval(this.timer)
    await this.running?.catch(() => {})
    this.transport.close()
  }
}
