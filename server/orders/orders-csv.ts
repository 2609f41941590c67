// The order list as CSV (the console's Export): every order the filter keeps, newest first, with
// its lines in one cell and its refunds in another.
import { asc, getTableColumns, inArray } from 'drizzle-orm'
import type { OrderListQuery } from '@/domain/orders/order-actions'
import { ORDER_STATUS_LABELS } from '@/domain/orders/order-status'
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@/domain/orders/payment-methods'
import { nameWithSize } from '@/domain/catalogue/sizes'
import type { Db } from '../db/open'
import { CSV_BOM, csvRow } from './csv'
import { filterCondition, NEWEST_FIRST } from './order-list'
import type { PaymentFacts, RefundFact } from './payment-facts'
import type { ShopDays } from './receivables'
import { orderLines, orders } from './tables'

/** Most rows one export holds. */
const CSV_LIMIT = 100_000

const dollars = (cents: number) => (cents / 100).toFixed(2)

/** One refund in the CSV's cell: "10.00 on 2026-11-26 (Vial cracked; ref R-1)". */
const refundText = (r: RefundFact) =>
  `${dollars(r.amountCents)} on ${r.day} (${r.reason}${r.reference ? `; ref ${r.reference}` : ''})`

/** The orders the list's filter keeps, as the CSV file's text. */
export async function ordersCsv(
  db: Db,
  payments: PaymentFacts,
  filter: OrderListQuery,
  days: ShopDays,
): Promise<string> {
  const facts = payments.columns(orders.id)
  const rows = await db
    .select({
      ...getTableColumns(orders),
      refundedCents: facts.refundedCents,
      refunds: facts.refunds,
    })
    .from(orders)
    .where(filterCondition(payments, filter, days))
    .orderBy(...NEWEST_FIRST)
    .limit(CSV_LIMIT)
  // Each order's lines, one cell: "2 x BPC-157, 5mg; 1 x TB-500, 10mg".
  const lineRows =
    rows.length === 0
      ? []
      : await db
          .select({
            orderId: orderLines.orderId,
            name: orderLines.productName,
            size: orderLines.sizeLabel,
            quantity: orderLines.quantity,
          })
          .from(orderLines)
          .where(
            inArray(
              orderLines.orderId,
              rows.map((o) => o.id),
            ),
          )
          .orderBy(asc(orderLines.orderId), asc(orderLines.position))
  const items = new Map<string, string[]>()
  for (const l of lineRows) {
    const list = items.get(l.orderId) ?? []
    list.push(`${l.quantity} x ${nameWithSize(l.name, l.size)}`)
    items.set(l.orderId, list)
  }
  let csv =
    CSV_BOM +
    csvRow([
      'Order number',
      'Placed (UTC)',
      'Status',
      'First name',
      'Last name',
      'Email',
      'Phone',
      'Address',
      'Address line 2',
      'City',
      'State',
      'ZIP',
      'Payment method',
      'Items',
      'Subtotal',
      'Tax',
      'Shipping',
      'Total',
      'Payment reference',
      'Carrier',
      'Tracking number',
      'Organization',
      'PO number',
      'Tax-exemption certificate',
      'Certificate state',
      'Refunded',
      'Refunds',
      'Research use attested (UTC)',
    ])
  for (const o of rows) {
    csv += csvRow([
      o.number,
      o.createdAt.toISOString().replace('T', ' ').slice(0, 19),
      ORDER_STATUS_LABELS[o.status as keyof typeof ORDER_STATUS_LABELS] ?? o.status,
      o.firstName,
      o.lastName,
      o.email,
      o.phone,
      o.address,
      o.address2,
      o.city,
      o.state,
      o.zip,
      PAYMENT_METHOD_LABELS[o.paymentMethod as PaymentMethod] ?? o.paymentMethod,
      (items.get(o.id) ?? []).join('; '),
      dollars(o.subtotalCents),
      dollars(o.taxCents),
      dollars(o.shippingCents),
      dollars(o.totalCents),
      o.paymentReference,
      o.carrier,
      o.trackingNumber,
      o.organization,
      o.poNumber,
      o.taxCertificate,
      o.taxCertificateState,
      dollars(o.refundedCents),
      (o.refunds ?? []).map(refundText).join('; '),
      o.researchUseAt?.toISOString().replace('T', ' ').slice(0, 19) ?? '',
    ])
  }
  return csv
}
