import { ORDER_DESK_ORIGIN } from '@/data/shop'
import { deskRequest } from '@/lib/desk-client'
import type { ContactFormValues } from './contact-schema'

/** Sends a contact message to the order desk; resolves once the desk has stored it. */
export async function sendMessage(values: ContactFormValues, website: string): Promise<void> {
  await deskRequest(ORDER_DESK_ORIGIN, '/api/messages', {
    method: 'POST',
    body: {
      name: values.name.trim(),
      email: values.email.trim(),
      subject: values.subject,
      message: values.message.trim(),
      researchUseOnly: true,
      website,
    },
    timeoutMs: 10_000,
  })
}
