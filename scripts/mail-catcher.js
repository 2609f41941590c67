// `npm run mail:catch`: a local SMTP server that prints every mail it receives, for trying the
// shop's mail by hand (start the shop with SMTP_URL=smtp://127.0.0.1:1025). No TLS, no login.
// The tests' mail server (server/test/mail-catcher.js), printing as it goes.
//
//   MAIL_PORT=1025 npm run mail:catch
import { startMailCatcher } from '../server/test/mail-catcher.js'

const catcher = await startMailCatcher({
  port: Number(process.env.MAIL_PORT ?? 1025),
  onMail(mail) {
    console.log(
      `\n--- ${new Date().toISOString()} to ${mail.to.join(', ')}\nSubject: ${mail.subject}\n\n${mail.text}`,
    )
  },
})
console.log(`Catching mail at ${catcher.url}`)
