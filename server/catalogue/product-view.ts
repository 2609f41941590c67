// A product as the shop's pages read it and as the console edits it, from its stored row: its
// pictures' addresses and each size's stock as a buyer is told it.
import type { Availability, Product } from '@/data/types'
import { PURITY_CLAIM } from '@/data/policy'
import { specSheetPath } from '@/domain/catalogue/products'
import { defaultSize } from '@/domain/catalogue/sizes'
import type { ProductRow, StoredPicture } from './tables'

/** A picture file's address. */
export const mediaPath = (hash: string, ext: string) => `/media/${hash}.${ext}`

/** The picture of a product the console has given none. */
const PLACEHOLDER_IMAGE = '/images/product-placeholder.svg'

/** The width a product's plain `image` names (the pages' default picture). */
export const DEFAULT_WIDTH = 480

function pictureSources(picture: StoredPicture) {
  const set = (ext: 'webp' | 'avif') =>
    picture[ext].map((f) => `${mediaPath(f.hash, ext)} ${f.width}w`).join(', ')
  return { avif: set('avif'), webp: set('webp') }
}

/** The vials a counted size has available (on hand less held), by `productId/sizeKey`. */
export type StockCounts = ReadonlyMap<string, number>

/** What a buyer is told of a size's stock (docs/DECISIONS.md, "Running the catalogue"). */
export function availabilityOf(
  row: Pick<ProductRow, 'id' | 'lowStockThreshold' | 'backorders' | 'backorderDays'>,
  sizeKey: string,
  stock: StockCounts,
): Availability {
  const available = stock.get(`${row.id}/${sizeKey}`)
  // A size no lot has been registered for is not counted yet.
  if (available === undefined) return { state: 'in-stock' }
  if (available <= 0) {
    return row.backorders
      ? { state: 'backorder', days: row.backorderDays }
      : { state: 'out-of-stock' }
  }
  if (available <= row.lowStockThreshold) return { state: 'low', left: available }
  return { state: 'in-stock' }
}

/** A product as the pages read it (src/data/types.ts), with its sizes' stock. */
export function productView(row: ProductRow, stock: StockCounts = new Map()): Product {
  const sizes = row.sizes.map((size) => ({
    ...size,
    availability: availabilityOf(row, size.key, stock),
  }))
  const first = defaultSize({ sizes })
  const picture = row.picture
  const image = picture
    ? (picture.webp.find((f) => f.width === DEFAULT_WIDTH) ?? picture.webp[0])
    : undefined
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category as Product['category'],
    purity: row.purity,
    priceCents: first.priceCents,
    sizes,
    image: image ? mediaPath(image.hash, 'webp') : PLACEHOLDER_IMAGE,
    ...(picture ? { picture: pictureSources(picture) } : {}),
    details: {
      cas: row.cas,
      size: first.label,
      storage: row.storage,
      coaLink: specSheetPath(row.id),
      alsoKnownAs: row.alsoKnownAs,
      sequence: row.sequence,
      molecularFormula: row.molecularFormula,
      molecularWeight: row.molecularWeight,
    },
    ...(row.destinations.length > 0
      ? {
          shippingDestinations: row.destinations.map((d) => ({ ...d, productSpecific: true })),
        }
      : {}),
    onSale: row.onSale,
  }
}

/** A product as the console shows and edits it. */
export function consoleProduct(row: ProductRow) {
  const view = productView(row)
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    description: row.description,
    category: row.category,
    purity: row.purity,
    sizes: row.sizes,
    lowStockThreshold: row.lowStockThreshold,
    backorders: row.backorders,
    backorderDays: row.backorderDays,
    cas: row.cas,
    sequence: row.sequence,
    molecularFormula: row.molecularFormula,
    molecularWeight: row.molecularWeight,
    alsoKnownAs: row.alsoKnownAs,
    storage: row.storage,
    destinations: row.destinations,
    onSale: row.onSale,
    image: view.image,
    picture: view.picture ?? null,
    updatedAt: row.updatedAt.toISOString(),
  }
}

export type ConsoleProduct = ReturnType<typeof consoleProduct>

/** The claim every product's purity repeats unless the console changes it. */
export const DEFAULT_PURITY = PURITY_CLAIM
