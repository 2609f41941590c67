import { ORDER_DESK_ORIGIN } from '@/data/shop'
import { ORDER_API } from '@/domain/orders/order-api'
import type { MessageRequest } from '@/domain/orders/order-request-schemas'
import type { ContactFormValues } from '@/domain/messages/contact-form'
import { deskRequest } from '@/lib/desk-client'

/** Sends a contact message to the order desk; resolves once the desk has stored it. */
export async function sendMessage(values: ContactFormValues, website: string): Promise<void> {
  const body: MessageRequest = {
    name: values.name.trim(),
    email: values.email.trim(),
    // The form has validated it against the same list.
    subject: values.subject as MessageRequest['subject'],
    message: values.message.trim(),
    researchUseOnly: true,
    website,
  }
  await deskRequest(ORDER_DESK_ORIGIN, ORDER_API.messages, {
    method: 'POST',
    body,
    timeoutMs: 10_000,
  })
}
