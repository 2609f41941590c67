// A real SMTP server on loopback (no STARTTLS, no login) that keeps every mail it takes, parsed:
// the one mail server of the server tests, the browser tests and `npm run mail:catch`. Plain
// JavaScript with JSDoc types, so the command line runs it on Node without a build step.
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/**
 * @typedef {object} CaughtMail
 * @property {string[]} to The envelope's recipients (RCPT TO), in order.
 * @property {string} from The From header as written.
 * @property {string} subject
 * @property {string} text
 * @property {string} html
 * @property {string | undefined} replyTo The Reply-To header's first address.
 * @property {{ filename: string, contentType: string, content: Buffer }[]} attachments
 */

/**
 * @typedef {object} MailCatcherOptions
 * @property {number} [port] The port to listen on; 0 (the default) takes a free one.
 * @property {(to: string) => boolean} [accept] Which recipients it takes; any other is refused
 *   at RCPT TO ("550 No such mailbox here"), so that mail fails as on a real server. All, unless given.
 * @property {(mail: CaughtMail) => void} [onMail] Called with each mail as it arrives.
 * @property {number} [waitMs] How long a fixed port another test holds is waited for (60 s).
 */

/**
 * Starts the mail server; it answers once it listens.
 * @param {MailCatcherOptions} [options]
 */
export async function startMailCatcher({
  port = 0,
  accept = () => true,
  onMail,
  waitMs = 60_000,
} = {}) {
  /** @type {CaughtMail[]} */
  const mails = []
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        callback(accept(address.address) ? undefined : new Error('No such mailbox here'))
      },
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((mail) => {
            /** @type {CaughtMail} */
            const caught = {
              to: session.envelope.rcptTo.map((r) => r.address),
              from: mail.from?.text ?? '',
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: mail.html || '',
              replyTo: mail.replyTo?.value[0]?.address,
              attachments: mail.attachments.map((a) => ({
                filename: a.filename ?? '',
                contentType: a.contentType,
                content: a.content,
              })),
            }
            mails.push(caught)
            onMail?.(caught)
            callback()
          })
          .catch(callback)
      },
    })
  // A fixed port that another test holds (the shared shop's mail server, E2E_SMTP_PORT, which
  // tests in several files take in turn) is waited for, up to `waitMs`; any other failure to
  // listen fails the start. A client's error later on is no test's concern.
  const deadline = Date.now() + (port ? waitMs : 0)
  let server = make()
  for (;;) {
    try {
      await new Promise((resolve, reject) => {
        server.once('error', reject)
        server.listen(port, '127.0.0.1', () => resolve(undefined))
      })
      break
    } catch (error) {
      const busy = /** @type {NodeJS.ErrnoException} */ (error).code === 'EADDRINUSE'
      if (!busy || Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, 250))
      server = make()
    }
  }
  server.on('error', () => {})
  const address = /** @type {import('node:net').AddressInfo} */ (server.server.address())
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    /** Every mail taken so far, oldest first. */
    mails,
    /**
     * The first mail (taken already or still to come) that `predicate` holds for; fails after
     * `timeoutMs` without one.
     * @param {(mail: CaughtMail) => boolean} predicate
     * @returns {Promise<CaughtMail>}
     */
    async waitFor(predicate, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const found = mails.find(predicate)
        if (found) return found
        if (Date.now() > deadline) throw new Error(`no such mail within ${timeoutMs} ms`)
        await new Promise((r) => setTimeout(r, 50))
      }
    },
    /** Forgets the mails taken so far. */
    clear() {
      mails.length = 0
    },
    /**
     * Stops listening.
     * @returns {Promise<void>}
     */
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** @typedef {Awaited<ReturnType<typeof startMailCatcher>>} MailCatcher */
