// Every mail the shop sent, as the console's Mail page, an order's page and a quote's page show
// it and the server answers it (docs/DECISIONS.md, "Settings held by the shop": kept 13 months,
// to, subject, template, when and the mail server's answer; never a body or a secret).
import { z } from '@/lib/zod'

/** Where a mail is: taken by the mail server, refused (tried again later), or not tried yet. */
export const MAIL_STATUSES = ['sent', 'failed', 'waiting'] as const
export type MailStatus = (typeof MAIL_STATUSES)[number]

export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  sent: 'Sent',
  failed: 'Failed',
  waiting: 'Waiting',
}

/** The mails an operator may send again, by template: the buyer's copies of what they were sent. */
export const RESENDABLE = [
  'order_confirmation',
  'invoice',
  'payment_link',
  'quote',
  'status_link',
] as const

export const MAIL_KINDS: Record<string, string> = {
  order_confirmation: 'Order confirmation',
  order_notice: 'New order notice',
  order_status: 'Status change',
  status_link: 'Status link',
  invoice: 'Invoice',
  payment_link: 'Payment link',
  payment_reminder: 'Payment reminder',
  message_notice: 'Contact message notice',
  stock_notice: 'Stock notice',
  quote_request_received: 'Quote request received',
  quote_request_notice: 'Quote request notice',
  quote: 'Quote',
  operator_invite: 'Team invitation',
  operator_password_reset: 'Password reset',
  hold_document: 'Hold document',
}

/** Mails a page of the Mail page shows. */
export const MAIL_PAGE_SIZE = 50

/** One mail as the console lists it. */
export interface MailEntry {
  id: number
  template: string
  /** Its recipient and subject as the sender last wrote them; null until first tried. */
  to: string | null
  subject: string | null
  orderNumber: string | null
  quoteNumber: string | null
  /** The status page a status link leads to, its secret masked (never the secret). */
  link: string | null
  status: MailStatus
  /** The mail server's answer: "250 ..." when sent, its error when refused. */
  answer: string | null
  attempts: number
  createdAt: string
  sentAt: string | null
  /** The mail this one sends again. */
  resentFrom: number | null
  canSendAgain: boolean
}

export interface MailPageView {
  mail: MailEntry[]
  total: number
  page: number
  pageSize: number
}

/** The Mail page's search, in its address and the API's query. */
export const mailQuerySchema = z.object({
  /** Part of a recipient or subject, or an order's or a quote's number. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  status: z.optional(z.enum(MAIL_STATUSES)),
  page: z.optional(z.string().check(z.regex(/^[1-9]\d{0,5}$/))),
  /** One order's or one quote's mail, by number (their console pages). */
  order: z.optional(z.string().check(z.regex(/^RRS-[A-Z0-9]{4,16}$/))),
  quote: z.optional(z.string().check(z.regex(/^Q-[A-Z0-9]{4,16}$/))),
})
export type MailQuery = z.infer<typeof mailQuerySchema>
