// The catalogue written out as CSV (csv-format.ts): every product, one row per size.
import { stringify } from 'csv-stringify/sync'
import { typedPrice } from '@/domain/catalogue/product-schema'
import type { Db } from '../db/open'
import { listProducts } from './catalogue-read'
import { type ConsoleProduct } from './product-view'
import { CSV_COLUMNS, guardCell, PIPE, SEPARATOR, type Cells, type SizeColumn } from './csv-format'

function destinationsCell(destinations: ConsoleProduct['destinations']): string {
  return destinations
    .map((d) =>
      [String(d.id), d.name, d.description]
        .map((part) => part.replaceAll(PIPE, PIPE + PIPE))
        .join(SEPARATOR),
    )
    .join('\n')
}

function productCells(product: ConsoleProduct): Omit<Cells, SizeColumn> {
  return {
    id: product.id,
    name: product.name,
    category: product.category,
    purity: product.purity,
    cas: product.cas ?? '',
    sequence: product.sequence,
    molecularFormula: product.molecularFormula,
    molecularWeight: product.molecularWeight,
    alsoKnownAs: product.alsoKnownAs,
    storage: product.storage,
    description: product.description,
    destinations: destinationsCell(product.destinations),
    onSale: yesOrNo(product.onSale),
    low_stock_threshold: String(product.lowStockThreshold),
    backorders: yesOrNo(product.backorders),
    backorder_days: String(product.backorderDays),
  }
}

function sizeCells(size: ConsoleProduct['sizes'][number]): Record<SizeColumn, string> {
  return {
    size: size.label,
    size_key: size.key,
    price: typedPrice(size.priceCents),
    sku: size.sku,
    size_on_sale: yesOrNo(size.onSale),
  }
}

const yesOrNo = (value: boolean) => (value ? 'yes' : 'no')

/** Every product (withdrawn ones too), in the catalogue's order, one row per size. */
export async function catalogueCsv(db: Db): Promise<string> {
  const products = await listProducts(db)
  const rows = products.flatMap((product) => {
    const cells = productCells(product)
    return product.sizes.map((size) => {
      const row: Cells = { ...cells, ...sizeCells(size) }
      return CSV_COLUMNS.map((column) => guardCell(row[column]))
    })
  })
  return stringify([[...CSV_COLUMNS], ...rows], { bom: true })
}
