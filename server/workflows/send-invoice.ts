// Sending an order's invoice: the payments area records it sent, the buyer gets it by mail.
import type { PaymentActionBody } from '@/domain/payments/payment-request'
import type { Db } from '../db/open'
import { recordInvoiceSent } from '../payments'
import { orderAwaitingPayment, raiseOrderVersion, recordPaymentChange } from './payment-change'
import { inOneTransaction, type WorkflowResult } from './workflow'

export function sendInvoice(
  db: Db,
  number: string,
  { version }: PaymentActionBody<'send-invoice'>,
  operatorId: string,
): Promise<WorkflowResult> {
  return inOneTransaction(db, async (tx) => {
    const order = await orderAwaitingPayment(tx, number, version)
    await raiseOrderVersion(tx, order)
    await recordInvoiceSent(tx, order.id)
    await recordPaymentChange(tx, order, operatorId, {
      type: 'invoice_sent',
      details: {},
      mail: 'invoice',
    })
  })
}
