// The messages area's mail: a contact message, passed on to the shop's own address. What the
// visitor typed goes in through oneLine (one line per field) and textBlock (the message).
import { eq } from 'drizzle-orm'
import { oneLine, textBlock, type MailTemplates } from '../mail'
import { messages } from './tables'

export const messageMailTemplates: MailTemplates = {
  message_notice: {
    toBuyer: false,
    async compose(ctx, { messageId = '' }) {
      const [message] = await ctx.db.select().from(messages).where(eq(messages.id, messageId))
      if (!message) throw new Error(`Message ${messageId} no longer exists`)
      return {
        to: ctx.shopEmail,
        replyTo: message.email,
        subject: `Contact form: ${oneLine(message.subject)}`,
        text: [
          `From: ${oneLine(message.name)} <${oneLine(message.email)}>`,
          `Subject: ${oneLine(message.subject)}`,
          '',
          textBlock(message.message),
        ].join('\n'),
      }
    },
  },
}
