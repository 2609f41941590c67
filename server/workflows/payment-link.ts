// Giving an order a card payment link: the payments area keeps it, the buyer gets it by mail.
import type { PaymentActionBody } from '@/domain/payments/payment-request'
import type { Db } from '../db/open'
import { savePaymentLink } from '../payments'
import { orderAwaitingPayment, raiseOrderVersion, recordPaymentChange } from './payment-change'
import { inOneTransaction, type WorkflowResult } from './workflow'

export function givePaymentLink(
  db: Db,
  number: string,
  { version, url }: PaymentActionBody<'payment-link'>,
  operatorId: string,
): Promise<WorkflowResult> {
  return inOneTransaction(db, async (tx) => {
    const order = await orderAwaitingPayment(tx, number, version)
    await raiseOrderVersion(tx, order)
    await savePaymentLink(tx, order.id, url)
    await recordPaymentChange(tx, order, operatorId, {
      type: 'payment_link_sent',
      details: { url },
      mail: 'payment_link',
    })
  })
}
