import { paymentTermsDays } from '../../config/payment-terms.js'

// The payments area's settings (docs/DECISIONS.md, "Getting paid and running the shop"): the
// bank and Zelle details printed on every invoice, the payment terms, the hosts a payment link
// may point to, and when an unpaid order is reminded and cancelled.

export interface PaymentSettings {
  bank: { name: string; routingNumber: string; accountNumber: string; accountName: string }
  zelle: string
  /** Days from the invoice's date to its due date. */
  termsDays: number
  /** Hosts a pasted payment link may point to, lower-case. */
  linkHosts: string[]
  /** Days unpaid before the one reminder. */
  reminderDays: number
  /** Days unpaid before the order is cancelled; 0: never. */
  cancelDays: number
}

export const DEFAULT_LINK_HOSTS = [
  'buy.stripe.com',
  'square.link',
  'checkout.square.site',
  'www.paypal.com',
]

/** The settings an invoice needs before it can be sent, by the name the console's Settings give. */
export const BANK_SETTINGS = {
  'bank name': (s: PaymentSettings) => s.bank.name,
  'routing number': (s: PaymentSettings) => s.bank.routingNumber,
  'account number': (s: PaymentSettings) => s.bank.accountNumber,
  'account name': (s: PaymentSettings) => s.bank.accountName,
} as const

function days(value: string | undefined, fallback: number, name: string, zero = false): number {
  if (value === undefined || value.trim() === '') return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n < (zero ? 0 : 1) || n > 3650)
    throw new Error(`${name} must be a whole number of days${zero ? ' (0 for never)' : ''}`)
  return n
}

export function paymentSettings(env: NodeJS.ProcessEnv): PaymentSettings {
  const text = (value: string | undefined) => (value ?? '').trim()
  const hosts = text(env.PAYMENT_LINK_HOSTS)
  return {
    bank: {
      name: text(env.BANK_NAME),
      routingNumber: text(env.BANK_ROUTING_NUMBER),
      accountNumber: text(env.BANK_ACCOUNT_NUMBER),
      accountName: text(env.BANK_ACCOUNT_NAME),
    },
    zelle: text(env.ZELLE_ADDRESS),
    termsDays: paymentTermsDays(env),
    linkHosts: hosts
      ? hosts
          .split(',')
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean)
      : DEFAULT_LINK_HOSTS,
    reminderDays: days(env.UNPAID_REMINDER_DAYS, 7, 'UNPAID_REMINDER_DAYS'),
    cancelDays: days(env.UNPAID_CANCEL_DAYS, 30, 'UNPAID_CANCEL_DAYS', true),
  }
}

/** The bank settings still unset, by name; an invoice cannot be sent until there are none. */
export function missingBankSettings(settings: PaymentSettings): string[] {
  return Object.entries(BANK_SETTINGS)
    .filter(([, read]) => !read(settings))
    .map(([name]) => name)
}

/** The sentence the console and the start-up show while bank details are missing. */
export function missingBankMessage(missing: string[]): string {
  return `Invoices cannot be sent until the bank details are set: the owner sets the ${missing.join(', ')} (and a Zelle address to offer Zelle) under Settings in the console.`
}
