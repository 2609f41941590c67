// Applying the buyer's tax exemption: the tax comes off the order (totals from the one place
// that computes them), the payments area re-issues the invoice marked "Revised", and the buyer
// gets it by mail.
import type { PaymentActionBody } from '@/domain/payments/payment-request'
import { withTaxExemption } from '@/domain/orders/totals'
import type { Db } from '../db/open'
import { recordInvoiceSent } from '../payments'
import { orderAwaitingPayment, raiseOrderVersion, recordPaymentChange } from './payment-change'
import { inOneTransaction, Refused, type WorkflowResult } from './workflow'

export function applyTaxExemption(
  db: Db,
  number: string,
  { version }: PaymentActionBody<'tax-exemption'>,
  operatorId: string,
): Promise<WorkflowResult> {
  return inOneTransaction(db, async (tx) => {
    // Check: awaiting payment at the version seen, with a certificate and tax to take off.
    const order = await orderAwaitingPayment(tx, number, version)
    if (!order.taxCertificate || order.taxCents === 0) throw new Refused({ kind: 'no-certificate' })

    // Orders: the new totals, under the version the operator saw.
    const { taxCents, totalCents } = withTaxExemption(order)
    await raiseOrderVersion(tx, order, { taxCents, totalCents })

    // Payments: a change before payment re-issues the invoice.
    await recordInvoiceSent(tx, order.id, { revised: true })
    await recordPaymentChange(tx, order, operatorId, {
      type: 'tax_exemption_applied',
      details: { certificate: order.taxCertificate, state: order.taxCertificateState },
      mail: 'invoice',
    })
  })
}
