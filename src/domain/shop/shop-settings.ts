// The settings the shop's owner keeps in the console (docs/DECISIONS.md, "Settings held by the
// shop"): the shop's identity and contact, how buyers pay (bank, Zelle, terms, the card
// processors a payment link may point to), when an unpaid order is reminded and cancelled, how
// long a quote stays open, and the shop's time zone. The console's form and the server check a
// change with the same schema; each field's refusal is its own sentence.
import { z } from '@/lib/zod'
import { emailField, lineText, multiLineText } from '../shared/form-fields'

/** Each setting's longest text. */
const MAX = {
  name: 100,
  address: 300,
  phone: 30,
  taxId: 40,
  bankName: 100,
  accountName: 100,
  hosts: 1000,
} as const

export const SETTINGS_MESSAGES = {
  name: 'Enter the shop’s name.',
  legalName: 'Enter the legal name invoices are issued under.',
  address: 'Enter the shop’s address.',
  email: 'Enter the email address buyers write to, like orders@yourshop.com.',
  phone: 'Enter a phone number of 7 to 15 digits.',
  emergencyPhone: 'Enter an emergency number of 7 to 15 digits, or leave it empty.',
  routingNumber:
    'A routing number is 9 digits whose check digit matches: check it against a cheque.',
  accountNumber: 'An account number is 4 to 17 digits.',
  bankTogether: 'Give the bank’s name, routing number, account number and account name together.',
  linkHosts:
    'List the card processors’ addresses one per line, each an https:// address or a host name like buy.stripe.com.',
  days: (what: string, min: number, max: number) =>
    `Enter ${what} as a whole number of days from ${min} to ${max}.`,
  cancelAfterReminder:
    'Cancel an unpaid order later than its reminder, or enter 0 to never cancel.',
  timeZone: 'Enter a time zone by its name, like America/New_York.',
  conflict:
    'Someone else changed the settings meanwhile: their values are shown now. Make your change again.',
} as const

const DIGITS = /^\d+$/

/** Whether a phone number, written any common way, holds 7 to 15 digits and nothing odd. */
const phoneLike = (value: string) =>
  /^[\d\s()+.\-x]*$/i.test(value) && [7, 8, 9, 10, 11, 12, 13, 14, 15].includes(digitsOf(value))

const digitsOf = (value: string) => value.replace(/\D/g, '').length

/** An ABA routing number's check: 3, 7 and 1 times its digits in turn sum to a multiple of 10. */
export function routingNumberValid(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1]
  const sum = [...value].reduce((total, digit, i) => total + Number(digit) * weights[i]!, 0)
  return sum % 10 === 0
}

/**
 * The hosts a payment link may point to, from the owner's list (one a line, or comma-separated):
 * each an https:// address or a bare host name, lower-case; null when one is neither.
 */
export function linkHostsOf(text: string): string[] | null {
  const entries = text
    .split(/[\n,]/)
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
  const hosts: string[] = []
  for (const entry of entries) {
    const host = entry.includes('://') ? httpsHost(entry) : entry.replace(/\/$/, '')
    if (!host || !/^(?=.{1,253}$)([a-z\d]([a-z\d-]{0,61}[a-z\d])?\.)+[a-z]{2,63}$/.test(host))
      return null
    if (!hosts.includes(host)) hosts.push(host)
  }
  return hosts
}

function httpsHost(entry: string): string | null {
  try {
    const url = new URL(entry)
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.port
    return url.protocol === 'https:' && bare ? url.hostname : null
  } catch {
    return null
  }
}

export function timeZoneValid(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone }).format(0)
    return zone.length > 0
  } catch {
    return false
  }
}

const days = (what: string, min: number, max: number) =>
  z
    .number({ error: SETTINGS_MESSAGES.days(what, min, max) })
    .check(
      z.int({ error: SETTINGS_MESSAGES.days(what, min, max) }),
      z.gte(min, { error: SETTINGS_MESSAGES.days(what, min, max) }),
      z.lte(max, { error: SETTINGS_MESSAGES.days(what, min, max) }),
    )

const optionalLine = (name: string, max: number) => lineText({ name, max })

export const shopSettingsSchema = z
  .object({
    name: lineText({ name: 'shop’s name', max: MAX.name }, SETTINGS_MESSAGES.name),
    legalName: lineText({ name: 'legal name', max: MAX.name }, SETTINGS_MESSAGES.legalName),
    /** One line of the address a line (the invoice prints them so). */
    address: multiLineText({ name: 'address', max: MAX.address }, SETTINGS_MESSAGES.address),
    email: emailField(SETTINGS_MESSAGES.email),
    phone: lineText({ name: 'phone', max: MAX.phone }, SETTINGS_MESSAGES.phone).check(
      z.refine(phoneLike, { error: SETTINGS_MESSAGES.phone }),
    ),
    taxId: optionalLine('tax id', MAX.taxId),
    emergencyPhone: optionalLine('emergency phone', MAX.phone).check(
      z.refine((v: string) => v === '' || phoneLike(v), {
        error: SETTINGS_MESSAGES.emergencyPhone,
      }),
    ),
    bankName: optionalLine('bank’s name', MAX.bankName),
    routingNumber: optionalLine('routing number', 9).check(
      z.refine((v: string) => v === '' || routingNumberValid(v), {
        error: SETTINGS_MESSAGES.routingNumber,
      }),
    ),
    accountNumber: optionalLine('account number', 17).check(
      z.refine((v: string) => v === '' || (DIGITS.test(v) && v.length >= 4), {
        error: SETTINGS_MESSAGES.accountNumber,
      }),
    ),
    accountName: optionalLine('account name', MAX.accountName),
    zelle: optionalLine('Zelle address', 254),
    termsDays: days('the payment terms', 1, 365),
    linkHosts: multiLineText({ name: 'card processors', max: MAX.hosts }).check(
      z.refine((v: string) => linkHostsOf(v) !== null, { error: SETTINGS_MESSAGES.linkHosts }),
    ),
    reminderDays: days('the reminder', 1, 365),
    cancelDays: days('the cancellation', 0, 3650),
    quoteValidDays: days('a quote’s validity', 1, 365),
    timeZone: lineText({ name: 'time zone', max: 64 }, SETTINGS_MESSAGES.timeZone).check(
      z.refine(timeZoneValid, { error: SETTINGS_MESSAGES.timeZone }),
    ),
  })
  .check(
    z.refine(
      (s) => {
        const bank = [s.bankName, s.routingNumber, s.accountNumber, s.accountName]
        return bank.every((v) => v === '') || bank.every((v) => v !== '')
      },
      { error: SETTINGS_MESSAGES.bankTogether, path: ['bankName'] },
    ),
    z.refine((s) => s.cancelDays === 0 || s.cancelDays > s.reminderDays, {
      error: SETTINGS_MESSAGES.cancelAfterReminder,
      path: ['cancelDays'],
    }),
  )

/** The settings as the console shows and sends them. */
export type ShopSettings = z.output<typeof shopSettingsSchema>

/** A change of the settings: the version the owner saw, and every field. */
export const settingsChangeSchema = z.object({
  version: z.number().check(z.int(), z.gte(0)),
  settings: shopSettingsSchema,
})

/** What GET and PUT /api/admin/settings answer. */
export interface SettingsView {
  settings: ShopSettings
  version: number
  updatedAt: string | null
  /** Fields still at a placeholder, which keep a production shop from taking orders. */
  placeholders: (keyof ShopSettings)[]
}
