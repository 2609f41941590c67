// The sizes orders name, for the catalogue: a size an order line names cannot be removed from its
// product (docs/DECISIONS.md, "Sizes orders, holds or lots name").
import { and, inArray, isNotNull } from 'drizzle-orm'
import type { Db } from '../db/open'
import { orderLines } from './tables'

/** Each size of `productIds` an order line names (any order, any status), as `productId/sizeKey`. */
export async function sizesOrdered(
  db: Pick<Db, 'selectDistinct'>,
  productIds: readonly string[],
): Promise<Set<string>> {
  if (productIds.length === 0) return new Set()
  const rows = await db
    .selectDistinct({ productId: orderLines.productId, sizeKey: orderLines.sizeKey })
    .from(orderLines)
    .where(and(inArray(orderLines.productId, [...productIds]), isNotNull(orderLines.sizeKey)))
  return new Set(rows.map((r) => `${r.productId}/${r.sizeKey}`))
}
