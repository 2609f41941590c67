// What the console sends to the payments area (invoice, payment link, tax exemption), validated
// by the same schemas in the console and on the server.
import { z } from '@/lib/zod'
import { FIELD_LIMITS as L } from '@/data/policy'

const version = z.int().check(z.positive())

export const PAYMENT_MESSAGES = {
  link: 'Paste the payment link from your card processor: an https:// address.',
  linkHost: (hosts: string[]) =>
    `A payment link must point to one of these hosts: ${hosts.join(', ')} (set PAYMENT_LINK_HOSTS to change them).`,
  noCertificate: 'This order has no tax-exemption certificate to apply.',
  alreadyExempt: 'The tax exemption is already applied to this order.',
} as const

/** An https URL without user name or password, at most L.paymentLink characters. */
export function isHttpsLink(value: string): boolean {
  if (value.length > L.paymentLink || /\s/.test(value)) return false
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && !url.username && !url.password && url.hostname !== ''
  } catch {
    return false
  }
}

export const PAYMENT_ACTIONS = {
  'send-invoice': z.object({ version }),
  'payment-link': z.object({
    version,
    url: z
      .string({ error: PAYMENT_MESSAGES.link })
      .check(z.trim(), z.refine(isHttpsLink, { error: PAYMENT_MESSAGES.link })),
  }),
  'tax-exemption': z.object({ version }),
} as const

export type PaymentAction = keyof typeof PAYMENT_ACTIONS
export type PaymentActionBody<A extends PaymentAction> = z.output<(typeof PAYMENT_ACTIONS)[A]>
