// An order as the console shows it: the buyer's view plus its version, payment reference, the
// lot of each shipped line, the lots it could ship from, its returns, and the whole history with
// who did it.
import { asc, eq } from 'drizzle-orm'
import type { ConsoleOrder, HistoryEntry } from '@/domain/orders/console-view'
import type { Db } from '../db/open'
import type { PaymentFacts } from './payment-facts'
import { operatorEmails } from '../operators'
import { orderEvents, orderLines, orders } from './tables'
import { orderView } from './order-store'
import { consoleReturn, returnableLots, returnsOf, valueOfReturn } from './order-returns'
import { lotsOfProducts } from '../fulfilment'
import { documentsOf } from './order-documents'

export async function consoleOrder(
  db: Db,
  payments: PaymentFacts,
  number: string,
): Promise<ConsoleOrder | null> {
  const found = await orderView(db, { number })
  if (!found) return null
  // The payments area answers what was sent to the buyer (payment-facts.ts).
  const paid = payments.columns(orders.id)
  const [[row], lineRows, events, returns, returnable, documents] = await Promise.all([
    db
      .select({
        version: orders.version,
        paymentReference: orders.paymentReference,
        invoiceSentAt: paid.invoiceSentAt,
        invoiceRevisedAt: paid.invoiceRevisedAt,
        paymentLink: paid.paymentLink,
        refundedCents: paid.refundedCents,
        shippedAt: orders.shippedAt,
        deliveredAt: orders.deliveredAt,
      })
      .from(orders)
      .where(eq(orders.id, found.id)),
    db
      .select({
        position: orderLines.position,
        lotId: orderLines.lotId,
        lotNumber: orderLines.lotNumber,
        shippedQuantity: orderLines.shippedQuantity,
      })
      .from(orderLines)
      .where(eq(orderLines.orderId, found.id)),
    db
      .select({
        at: orderEvents.at,
        actor: orderEvents.actor,
        operatorId: orderEvents.operatorId,
        type: orderEvents.type,
        details: orderEvents.details,
      })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, found.id))
      .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
    returnsOf(db, found.id),
    returnableLots(db, found.id),
    documentsOf(db, found.id),
  ])
  if (!row) return null
  // The fulfilment area offers the lots to ship from.
  const productIds = [...new Set(found.view.lines.map((l) => l.productId))]
  // The operators area names who did what in the history.
  const operatorIds = [...new Set(events.flatMap((e) => (e.operatorId ? [e.operatorId] : [])))]
  const [lotsByProduct, emails] = await Promise.all([
    lotsOfProducts(db, productIds),
    operatorEmails(db, operatorIds),
  ])
  return {
    order: found.view,
    version: row.version,
    paymentReference: row.paymentReference,
    payment: {
      invoiceSentAt: row.invoiceSentAt?.toISOString() ?? null,
      invoiceRevisedAt: row.invoiceRevisedAt?.toISOString() ?? null,
      paymentLink: row.paymentLink,
      refundedCents: row.refundedCents,
    },
    progress: { shipped: row.shippedAt !== null, delivered: row.deliveredAt !== null },
    lineLots: Object.fromEntries(
      lineRows.flatMap((l) =>
        l.lotId ? [[l.position, { id: l.lotId, lotNumber: l.lotNumber ?? '' }]] : [],
      ),
    ),
    shippedByLine: Object.fromEntries(lineRows.map((l) => [l.position, l.shippedQuantity])),
    lotsByProduct,
    returns: returns.map((r) =>
      consoleReturn(r, found.view.lines, valueOfReturn(r, found.view.lines, found.view)),
    ),
    documents,
    returnableByLine: Object.fromEntries(
      lineRows.map((l) => [
        l.position,
        (returnable.get(l.position) ?? []).reduce((sum, lot) => sum + lot.quantity, 0),
      ]),
    ),
    history: events.map((e) => ({
      at: e.at.toISOString(),
      actor: e.actor as HistoryEntry['actor'],
      operatorEmail: e.operatorId ? (emails.get(e.operatorId) ?? null) : null,
      type: e.type,
      details: e.details,
    })),
  }
}
