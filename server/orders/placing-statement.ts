// The one statement that places an order (order-placing.ts runs it): built once, run by name.
import { sql } from 'drizzle-orm'
import { preparedStatement } from '../db/prepared'
import { enqueueEach, enqueueForNew } from '../mail'
import { fallQueries, holdingQueries, STOCK_FALL_PAYLOAD } from '../fulfilment'
import { orders } from './tables'

/** The order's own columns the statement sets, each from the value of the same name. */
const PLACED_COLUMNS = [
  'number',
  'status',
  'paymentMethod',
  'subtotalCents',
  'taxCents',
  'shippingCents',
  'totalCents',
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'address2',
  'city',
  'state',
  'zip',
  'country',
  'organization',
  'poNumber',
  'taxCertificate',
  'taxCertificateState',
  'ageVerified',
  'refundPolicyAccepted',
  'researchUseVersion',
  'holdReason',
  'idempotencyKey',
  'requestHash',
] as const satisfies readonly (keyof typeof orders.$inferInsert)[]

/** What the placing statement answers. */
type PlacedRow = {
  id: string
  created_at: Date | string
  /** Set on the order that already held the key; null on the one just made. */
  request_hash: string | null
}

/**
 * The one statement that places an order: the order, its lines (a JSON array in `lines`), its
 * first history entry (and its `entered` line, when an operator entered it), its two mails and,
 * `holding`, the vials of its counted lines (the fulfilment area's `holdingQueries`) with the
 * owner's notice and mail for each size it took to its low-stock threshold or sold out
 * (`fallQueries`). When the key is taken it places nothing and answers the order that holds the
 * key, with its request hash, so a retry costs no second round trip. An order none of whose
 * sizes is counted has the statement without the stock's queries.
 */
const placingStatement = (holding: boolean) =>
  preparedStatement<PlacedRow>(holding ? 'place_order_holding' : 'place_order', (db) => {
    const values = {
      ...Object.fromEntries(PLACED_COLUMNS.map((c) => [c, sql.placeholder(c)])),
      // The attestation's time is the order's: now() is the transaction's start, as created_at's.
      researchUseAt: sql`now()`,
    }
    const insertOrder = db
      .insert(orders)
      .values(values as unknown as typeof orders.$inferInsert)
      .onConflictDoNothing({ target: orders.idempotencyKey })
      .returning({ id: orders.id, createdAt: orders.createdAt })
    return sql`
      with ${
        holding
          ? sql`placed_before as (
        select from orders where idempotency_key = ${sql.placeholder('idempotencyKey')}
      ),`
          : sql``
      }
      new_order as (${insertOrder.getSQL()}),
      new_lines as (
        insert into order_lines (order_id, position, product_id, product_name, size_key,
          size_label, unit_price_cents, quantity, line_total_cents)
        select new_order.id, l.position, l.product_id, l.product_name, l.size_key,
          l.size_label, l.unit_price_cents, l.quantity, l.line_total_cents
        from new_order, jsonb_to_recordset(${sql.placeholder('lines')}::jsonb) as l(
          position int, product_id text, product_name text, size_key text, size_label text,
          unit_price_cents int, quantity int, line_total_cents int)
      ),
      placed_event as (
        insert into order_events (order_id, actor, operator_id, type)
        select id, 'buyer', null, 'placed' from new_order
        union all
        select id, 'operator', ${sql.placeholder('enteredBy')}::uuid, 'entered' from new_order
        where ${sql.placeholder('enteredBy')}::uuid is not null
      ),
      first_mails as (${enqueueForNew('new_order', 'order_confirmation', 'order_notice')})
      ${
        holding
          ? sql`, ${holdingQueries('new_order', 'stockLines', 'stockCounted', 'placed_before')},
      ${fallQueries('stock_held', sql`${sql.placeholder('stockLines')}`)},
      stock_mail as (${enqueueEach('stock_fallen', 'stock_notice', STOCK_FALL_PAYLOAD)})`
          : sql``
      }
      select id, created_at, null as request_hash from new_order
      union all
      select id, created_at, request_hash from orders
      where idempotency_key = ${sql.placeholder('idempotencyKey')}
        and not exists (select from new_order)`
  })

export const placeOrderStatement = placingStatement(false)

export const placeHoldingStatement = placingStatement(true)
