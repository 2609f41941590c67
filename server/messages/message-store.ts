import type { MessageRequest } from '@/domain/orders/order-request-schemas'
import type { Db } from '../db/open'
import { messages } from './tables'
import { enqueue } from '../mail'

/** Stores a contact message and queues the shop's notice in the same transaction. */
export async function storeMessage(db: Db, message: MessageRequest): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(messages)
      .values({
        name: message.name,
        email: message.email,
        subject: message.subject,
        message: message.message,
      })
      .returning({ id: messages.id })
    if (!row) throw new Error('The message was not stored')
    await enqueue(tx, { template: 'message_notice', payload: { messageId: row.id } })
    return row.id
  })
}
