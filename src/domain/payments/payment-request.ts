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

/**
 * Printable ASCII without the backslash: a processor's link holds nothing else. The rest are
 * where parsers differ (a browser reads https://buy.stripe.com\\@evil.example as Stripe's host,
 * a lenient mail client as evil.example) or what misleads a reader (controls, text-direction
 * overrides, full-width letters a browser folds into another host).
 */
const LINK_CHARACTERS = /^[!-[\]-~]*$/

/**
 * An https URL without user name or password, at most L.paymentLink characters as written and
 * as stored (its normalised form, `linkAsStored`).
 */
export function isHttpsLink(value: string): boolean {
  if (value.length > L.paymentLink || !LINK_CHARACTERS.test(value)) return false
  try {
    const url = new URL(value)
    return (
      url.protocol === 'https:' &&
      !url.username &&
      !url.password &&
      url.hostname !== '' &&
      url.href.length <= L.paymentLink
    )
  } catch {
    return false
  }
}

/** The link as every reader parses it the same: the URL standard's own serialisation. */
export function linkAsStored(value: string): string {
  return new URL(value).href
}

export const PAYMENT_ACTIONS = {
  'send-invoice': z.object({ version }),
  'payment-link': z.object({
    version,
    url: z.pipe(
      z
        .string({ error: PAYMENT_MESSAGES.link })
        .check(z.trim(), z.refine(isHttpsLink, { error: PAYMENT_MESSAGES.link })),
      z.transform(linkAsStored),
    ),
  }),
  'tax-exemption': z.object({ version }),
} as const

export type PaymentAction = keyof typeof PAYMENT_ACTIONS
export type PaymentActionBody<A extends PaymentAction> = z.output<(typeof PAYMENT_ACTIONS)[A]>
