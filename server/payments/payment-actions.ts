// The operator's payment actions on an order: send its invoice, give it a payment link, apply
// the buyer's tax exemption. Each one checks the version the operator saw in its UPDATE (of two
// at once, one acts and the other hears 409), raises it, and writes the history entry and the
// buyer's mail in the same transaction.
import { sql } from 'drizzle-orm'
import type { PaymentAction, PaymentActionBody } from '@/domain/payment-request'
import { withTaxExemption } from '@/domain/totals'
import type { Db } from '../db/open'
import { invoices, paymentLinks } from './tables'
import { orderForChange, raiseVersion, recordOrderEvent } from '../orders'
import { enqueue, type MailTemplate } from '../mail'

export type PaymentActionResult =
  | { kind: 'done' }
  | { kind: 'not-found' }
  | { kind: 'conflict' }
  | { kind: 'not-allowed' }
  | { kind: 'no-certificate' }

const pick = <T, K extends keyof T>(from: T, ...keys: K[]) =>
  Object.fromEntries(keys.map((k) => [k, from[k]])) as Pick<T, K>

class Refused extends Error {
  constructor(readonly result: PaymentActionResult) {
    super(result.kind)
  }
}

export async function applyPaymentAction<A extends PaymentAction>(
  db: Db,
  number: string,
  action: A,
  body: PaymentActionBody<A>,
  operatorId: string,
): Promise<PaymentActionResult> {
  try {
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db
      const order = await orderForChange(t, number)
      if (!order) throw new Refused({ kind: 'not-found' })
      if (order.version !== body.version) throw new Refused({ kind: 'conflict' })
      if (order.status !== 'awaiting_payment') throw new Refused({ kind: 'not-allowed' })
      const exemption = action === 'tax-exemption'
      if (exemption && (!order.taxCertificate || order.taxCents === 0))
        throw new Refused({ kind: 'no-certificate' })

      // The totals come from the one place that computes them; the version check makes sure
      // they were computed from the figures this change replaces.
      const totals = exemption ? pick(withTaxExemption(order), 'taxCents', 'totalCents') : undefined
      if (!(await raiseVersion(t, order, ['awaiting_payment'], totals)))
        throw new Refused({ kind: 'conflict' })

      let type: string
      let details: Record<string, unknown> = {}
      let template: MailTemplate
      if (action === 'send-invoice') {
        type = 'invoice_sent'
        template = 'invoice'
        await tx
          .insert(invoices)
          .values({ orderId: order.id, sentAt: sql`now()` })
          .onConflictDoUpdate({ target: invoices.orderId, set: { sentAt: sql`now()` } })
      } else if (action === 'payment-link') {
        const { url } = body as PaymentActionBody<'payment-link'>
        type = 'payment_link_sent'
        template = 'payment_link'
        details = { url }
        await tx
          .insert(paymentLinks)
          .values({ orderId: order.id, url })
          .onConflictDoUpdate({
            target: paymentLinks.orderId,
            set: { url, createdAt: sql`now()` },
          })
      } else {
        type = 'tax_exemption_applied'
        template = 'invoice'
        details = { certificate: order.taxCertificate, state: order.taxCertificateState }
        // A change before payment re-issues the invoice, marked "Revised" with the date.
        await tx
          .insert(invoices)
          .values({ orderId: order.id, sentAt: sql`now()`, revisedAt: sql`now()` })
          .onConflictDoUpdate({
            target: invoices.orderId,
            set: { sentAt: sql`now()`, revisedAt: sql`now()` },
          })
      }
      const eventId = await recordOrderEvent(t, {
        orderId: order.id,
        actor: 'operator',
        operatorId,
        type,
        details,
      })
      await enqueue(tx, { template, payload: { orderId: order.id, eventId: String(eventId) } })
    })
    return { kind: 'done' }
  } catch (error) {
    if (error instanceof Refused) return error.result
    throw error
  }
}
