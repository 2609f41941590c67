// An order's lines as a change reads them, and its parcels: each parcel recorded with the vials
// and lots its lines took, and listed oldest first.
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/open'
import { orderLines, orderParcels, type ParcelLine } from './tables'

/** One line of an order as stored: what it is, as charged, and how many. */
export interface StoredLine {
  position: number
  productId: string
  name: string
  sizeKey: string | null
  sizeLabel: string | null
  unitPriceCents: number
  quantity: number
  /** How many of its vials have left in parcels. */
  shippedQuantity: number
}

/** The order's lines, in their order. */
export async function orderLinesOf(db: Db, orderId: string): Promise<StoredLine[]> {
  return db
    .select({
      position: orderLines.position,
      productId: orderLines.productId,
      name: orderLines.productName,
      sizeKey: orderLines.sizeKey,
      sizeLabel: orderLines.sizeLabel,
      unitPriceCents: orderLines.unitPriceCents,
      quantity: orderLines.quantity,
      shippedQuantity: orderLines.shippedQuantity,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position))
}

/**
 * Records a parcel: its carrier, tracking number and lines (each with its vials and lot); each
 * line counts the vials that left, and names the lot of its first parcel (its certificate).
 * Whether the order has now shipped all its vials.
 */
export async function recordParcel(
  db: Db,
  orderId: string,
  parcel: { carrier: string; trackingNumber: string; lines: ParcelLine[] },
): Promise<boolean> {
  await db.insert(orderParcels).values({ orderId, ...parcel })
  for (const line of parcel.lines) {
    await db
      .update(orderLines)
      .set({
        shippedQuantity: sql`${orderLines.shippedQuantity} + ${line.quantity}`,
        lotId: sql`coalesce(${orderLines.lotId}, ${line.lotId}::uuid)`,
        lotNumber: sql`coalesce(${orderLines.lotNumber}, ${line.lotNumber})`,
      })
      .where(and(eq(orderLines.orderId, orderId), eq(orderLines.position, line.position)))
  }
  const [left] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderLines)
    .where(
      and(
        eq(orderLines.orderId, orderId),
        sql`${orderLines.shippedQuantity} < ${orderLines.quantity}`,
      ),
    )
  return (left?.n ?? 0) === 0
}

/** The order's parcels, oldest first. */
export async function parcelsOf(
  db: Db,
  orderId: string,
): Promise<{ carrier: string; trackingNumber: string; shippedAt: string; lines: ParcelLine[] }[]> {
  const rows = await db
    .select({
      carrier: orderParcels.carrier,
      trackingNumber: orderParcels.trackingNumber,
      shippedAt: orderParcels.shippedAt,
      lines: orderParcels.lines,
    })
    .from(orderParcels)
    .where(eq(orderParcels.orderId, orderId))
    .orderBy(asc(orderParcels.shippedAt), asc(orderParcels.id))
  return rows.map((r) => ({ ...r, shippedAt: r.shippedAt.toISOString() }))
}
