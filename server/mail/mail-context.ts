// What a mail is, and what rendering one needs: the database, the status-link key, the shop,
// and the areas' texts of their templates.
import type { ShopIdentity } from '../../config/shop-identity.js'
import type { Db } from '../db/open'
import type { PaymentSettings } from '../kernel/payment-settings'

export interface Mail {
  to: string
  subject: string
  text: string
  replyTo?: string
  attachments?: { filename: string; content: Buffer; contentType: string }[]
}

export interface MailContext {
  db: Db
  serverKey: string
  siteUrl: string
  shopEmail: string
  /** The shop's identity (SHOP_* at run time); without one, the defaults with shopEmail. */
  shop?: ShopIdentity
  /** Bank and Zelle details and terms for invoices (payments area); unset, the defaults. */
  payments?: PaymentSettings
  /** Each template's text, by name (desk-mail.ts gathers them from the areas). */
  templates: MailTemplates
}

/** One template's text, from its outbox row's payload (the ids it names). */
export interface MailTemplateText {
  /** Mail to the buyer, signed with the shop's identity; the rest goes to the shop. */
  toBuyer: boolean
  compose(ctx: MailContext, payload: Record<string, string>): Promise<Mail>
}

export type MailTemplates = Record<string, MailTemplateText>
