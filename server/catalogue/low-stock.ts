// Sizes the shop still sells that are at or under their product's low-stock threshold, sold out
// included: for the owner's home page. The count is the fulfilment area's, handed in.
import { asc, eq } from 'drizzle-orm'
import type { LowStockSize } from '@/domain/reports/owner-home'
import type { Db } from '../db/open'
import { type StockCounts } from './product-view'
import { catalogueProducts } from './tables'

export async function lowStockSizes(db: Db, stock: StockCounts): Promise<LowStockSize[]> {
  const rows = await db
    .select({
      id: catalogueProducts.id,
      name: catalogueProducts.name,
      sizes: catalogueProducts.sizes,
      threshold: catalogueProducts.lowStockThreshold,
    })
    .from(catalogueProducts)
    .where(eq(catalogueProducts.onSale, true))
    .orderBy(asc(catalogueProducts.position), asc(catalogueProducts.id))
  return rows.flatMap((row) =>
    row.sizes.flatMap((size) => {
      // A size no lot was registered for is not counted: it sells without a limit.
      const available = stock.get(`${row.id}/${size.key}`)
      if (!size.onSale || available === undefined || available > row.threshold) return []
      return [
        {
          productId: row.id,
          productName: row.name,
          sizeKey: size.key,
          sizeLabel: size.label,
          available,
          threshold: row.threshold,
        },
      ]
    }),
  )
}
