// `npm run mail:catch`: a local SMTP server that prints every mail it receives, for trying the
// shop's mail by hand (start the shop with SMTP_URL=smtp://127.0.0.1:1025). No TLS, no login.
//
//   MAIL_PORT=1025 npm run mail:catch
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

const port = Number(process.env.MAIL_PORT ?? 1025)
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(', ')
        console.log(
          `\n--- ${new Date().toISOString()} to ${to}\nSubject: ${mail.subject}\n\n${mail.text}`,
        )
        callback()
      })
      .catch(callback)
  },
})
server.listen(port, '127.0.0.1', () => console.log(`Catching mail at smtp://127.0.0.1:${port}`))
