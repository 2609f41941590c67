// The Settings form's rules: each field's label, the form's own shape of the settings (every
// field as typed), and the domain's schema run before anything is sent (the server checks the
// same).
import { nestedFieldErrors } from '@/domain/shared/field-errors'
import { shopSettingsSchema, type ShopSettings } from '@/domain/shop/shop-settings'
import type { Problem } from '../shared/ui'

export type SettingsField = keyof ShopSettings

/** The settings as the form holds them: every field as typed. */
export type SettingsDraft = Record<SettingsField, string>

/** Each failing field's message, keyed by its field. */
export type FieldMessages = Record<string, string>

/** The fields that hold a number of days. */
const DAY_FIELDS = ['termsDays', 'reminderDays', 'cancelDays', 'quoteValidDays'] as const

/** Each field's label, in the form's order (the summary lists problems so). */
export const LABELS: Record<SettingsField, string> = {
  name: 'Shop name',
  legalName: 'Legal name',
  address: 'Address',
  email: 'Email',
  phone: 'Support phone',
  taxId: 'Tax ID',
  emergencyPhone: 'Emergency phone',
  bankName: 'Bank name',
  routingNumber: 'Routing number',
  accountNumber: 'Account number',
  accountName: 'Account name',
  zelle: 'Zelle',
  termsDays: 'Payment terms (days)',
  linkHosts: 'Card processors',
  reminderDays: 'Reminder after (days)',
  cancelDays: 'Cancel after (days)',
  quoteValidDays: 'Quotes valid for (days)',
  timeZone: 'Time zone',
}

const FIELDS = Object.keys(LABELS) as SettingsField[]

/** The id of a field's control, for its label and the summary's links. */
export const controlId = (field: string) => `settings-${field}`

export function draftOf(settings: ShopSettings): SettingsDraft {
  return Object.fromEntries(FIELDS.map((f) => [f, String(settings[f])])) as SettingsDraft
}

/** A number of days as typed: a whole number, else NaN (which the schema refuses with its text). */
const daysOf = (typed: string) => (/^\s*\d+\s*$/.test(typed) ? Number(typed) : Number.NaN)

export type Checked = { ok: true; settings: ShopSettings } | { ok: false; errors: FieldMessages }

/** The settings to send, or the field messages that stop them. */
export function checkSettings(draft: SettingsDraft): Checked {
  const typed = { ...draft, ...Object.fromEntries(DAY_FIELDS.map((f) => [f, daysOf(draft[f])])) }
  const result = shopSettingsSchema.safeParse(typed)
  return result.success
    ? { ok: true, settings: result.data }
    : { ok: false, errors: nestedFieldErrors(result.error) }
}

/** The summary's lines: each message in the form's order, linked to its control. */
export function problemsOf(errors: FieldMessages): Problem[] {
  const problems: Problem[] = FIELDS.filter((field) => errors[field]).map((field) => ({
    message: `${LABELS[field]}: ${errors[field]}`,
    target: controlId(field),
  }))
  // Anything else the server answered is said, without a link.
  for (const [field, message] of Object.entries(errors))
    if (!(FIELDS as string[]).includes(field)) problems.push({ message })
  return problems
}
