// The invoice of an order, made from its stored lines and totals (never today's catalogue),
// the shop's identity and the payment settings.
import { eq } from 'drizzle-orm'
import { addressLines, type ShopIdentity } from '../../config/shop-identity.js'
import type { InvoiceView } from '@/domain/payments/invoice-view'
import type { Db } from '../db/open'
import { refundsOf } from './refunds'
import { invoices, paymentLinks } from './tables'
import { orderView, paymentRecord } from '../orders'
import type { PaymentSettings } from '../kernel/payment-settings'
import { settingsUnder } from '../shop'

const DAY_MS = 86_400_000

/** The shop's settings now: an order placed before the settings were kept is printed with them. */
export interface InvoiceSettings {
  shop: ShopIdentity
  payments: PaymentSettings
}

export async function invoiceFor(
  db: Db,
  orderId: string,
  settings: InvoiceSettings,
): Promise<InvoiceView | null> {
  const found = await orderView(db, { id: orderId })
  if (!found) return null
  const { view: order } = found
  const [[record], [link], payment, refunds] = await Promise.all([
    db.select().from(invoices).where(eq(invoices.orderId, orderId)),
    db.select().from(paymentLinks).where(eq(paymentLinks.orderId, orderId)),
    paymentRecord(db, orderId),
    refundsOf(db, orderId),
  ])
  const paidAt =
    order.status !== 'awaiting_payment' && order.status !== 'cancelled' && payment.paidAt
  const { shop, payments } = await settingsUnder(db, found.settingsVersion, settings)
  const i = order.institution
  // Only "Apply tax exemption" takes the tax off (docs/DECISIONS.md): every order has a subtotal.
  const exempt = order.taxCents === 0
  return {
    number: order.number,
    status: order.status,
    issuedAt: order.createdAt,
    dueAt: new Date(Date.parse(order.createdAt) + payments.termsDays * DAY_MS).toISOString(),
    termsDays: payments.termsDays,
    revisedAt: record?.revisedAt?.toISOString() ?? null,
    paid: paidAt ? { at: paidAt.toISOString(), reference: payment.reference } : null,
    refunds,
    seller: {
      legalName: shop.legalName,
      addressLines: addressLines(shop.address),
      email: shop.email,
      phone: shop.phone,
      taxId: shop.taxId,
    },
    billTo: {
      name: `${order.customer.firstName} ${order.customer.lastName}`,
      email: order.customer.email,
      phone: order.customer.phone,
      organization: i.organization,
      poNumber: i.poNumber,
    },
    shipTo: order.shipping,
    lines: order.lines,
    subtotalCents: order.subtotalCents,
    shippingCents: order.shippingCents,
    taxCents: order.taxCents,
    totalCents: order.totalCents,
    researchUse: order.researchUse,
    taxExemption: i.taxCertificate
      ? { certificate: i.taxCertificate, state: i.taxCertificateState, applied: exempt }
      : null,
    howToPay: {
      bank: payments.bank,
      zelle: payments.zelle,
      reference: order.number,
      paymentLink: link && order.status === 'awaiting_payment' ? link.url : null,
    },
  }
}

/** The card payment link an operator gave the order, while it awaits payment; else null. */
export async function openPaymentLink(
  db: Db,
  order: { id: string; status: string },
): Promise<string | null> {
  if (order.status !== 'awaiting_payment') return null
  const [row] = await db
    .select({ url: paymentLinks.url })
    .from(paymentLinks)
    .where(eq(paymentLinks.orderId, order.id))
  return row?.url ?? null
}

/** When the shop last emailed the order's invoice (Send invoice, or a revision); else null. */
export async function invoiceSentAt(db: Db, orderId: string): Promise<string | null> {
  const [row] = await db
    .select({ sentAt: invoices.sentAt })
    .from(invoices)
    .where(eq(invoices.orderId, orderId))
  return row?.sentAt?.toISOString() ?? null
}
