// What the lots desk's GET /stock answers (server/fulfilment/lot-desk-routes.ts), and how the
// lots page reads it against the catalogue: a row per size with its state in words.
import type { ConsoleProduct } from '../catalogue/products'

/** A counted size: the vials in its lots still shipping, what open orders hold, the rest. */
export interface SizeStock {
  productId: string
  sizeKey: string
  onHand: number
  held: number
  /** On hand less held: below zero when backorders were taken. */
  available: number
}

/** The owner told that a size fell to its low-stock threshold, or sold out. */
export interface StockNotice {
  id: number
  productId: string
  sizeKey: string
  kind: 'low' | 'sold-out'
  available: number
  at: string
}

export interface StockAnswer {
  sizes: SizeStock[]
  notices: StockNotice[]
}

type Product = Pick<ConsoleProduct, 'id' | 'name' | 'sizes'>

/** A size's label, or its key when the product no longer has it. */
export const sizeLabel = (product: Pick<Product, 'sizes'> | undefined, key: string) =>
  product?.sizes.find((s) => s.key === key)?.label ?? key

/**
 * A size's state as the owner reads it. A size with no lot yet is not counted: the shop sells
 * it without limit until its first lot is registered.
 */
export function stockState(
  product: Pick<ConsoleProduct, 'lowStockThreshold' | 'backorders'> | undefined,
  stock: SizeStock | undefined,
): string {
  if (!stock) return 'Not counted (no lot yet)'
  if (stock.available <= 0) return product?.backorders ? 'Backorder' : 'Out of stock'
  if (product && stock.available <= product.lowStockThreshold)
    return `Low (threshold ${product.lowStockThreshold})`
  return 'In stock'
}

/** One line of the stock table. */
export interface StockLine {
  key: string
  product: ConsoleProduct | undefined
  productName: string
  sizeLabel: string
  /** The size is off sale, or the product withdrawn, or the product no longer has the size. */
  note: string
  stock: SizeStock | undefined
}

/**
 * Every size of every product, in the catalogue's order, with its stock when it is counted;
 * then the counted sizes the catalogue no longer has (their lots still hold vials).
 */
export function stockLines(products: ConsoleProduct[], counted: SizeStock[]): StockLine[] {
  const byKey = new Map(counted.map((s) => [`${s.productId}/${s.sizeKey}`, s]))
  const lines: StockLine[] = products.flatMap((product) =>
    product.sizes.map((size) => {
      const key = `${product.id}/${size.key}`
      const stock = byKey.get(key)
      byKey.delete(key)
      return {
        key,
        product,
        productName: product.name,
        sizeLabel: size.label,
        note: !product.onSale ? 'withdrawn' : !size.onSale ? 'off sale' : '',
        stock,
      }
    }),
  )
  for (const [key, stock] of byKey) {
    const product = products.find((p) => p.id === stock.productId)
    lines.push({
      key,
      product,
      productName: product?.name ?? stock.productId,
      sizeLabel: stock.sizeKey,
      note: 'size removed',
      stock,
    })
  }
  return lines
}
