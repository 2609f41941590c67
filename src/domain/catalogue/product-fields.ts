// What a save of a product sends back, from the product as the console reads it: every field,
// the prices as typed, the version read. The console's form starts from it; tests change one
// field of it. No imports but types: the browser tests load it as it is.

/** A pack size as the console reads it. */
export interface SizeRecord {
  key: string
  label: string
  priceCents: number
  sku: string
  onSale: boolean
}

/** A product as GET /api/admin/products/:id gives it (server/catalogue/catalogue.ts). */
export interface ProductRecord {
  id: string
  version: number
  name: string
  description: string
  category: string
  purity: string
  /** The pack sizes, the default first: the price in cents, the key fixed once made. */
  sizes: SizeRecord[]
  /** "Only N left" at or under this many vials (per size). */
  lowStockThreshold: number
  /** Whether a size with none left takes orders, to ship in about `backorderDays`. */
  backorders: boolean
  backorderDays: number
  cas: string | null
  sequence: string
  molecularFormula: string
  molecularWeight: string
  alsoKnownAs: string
  storage: string
  destinations: { id: number; name: string; description: string }[]
  onSale: boolean
}

/** A price in cents as the console's field shows it: 9499 -> "94.99". */
export const typedPrice = (cents: number) => (cents / 100).toFixed(2)

/** The body of POST /api/admin/products/:id that saves the product as it was read. */
export function saveBodyOf(p: ProductRecord) {
  return {
    id: p.id,
    version: p.version,
    name: p.name,
    description: p.description,
    category: p.category,
    purity: p.purity,
    sizes: p.sizes.map((s) => ({
      key: s.key,
      label: s.label,
      price: typedPrice(s.priceCents),
      sku: s.sku,
      onSale: s.onSale,
    })),
    lowStockThreshold: p.lowStockThreshold,
    backorders: p.backorders,
    backorderDays: p.backorderDays,
    cas: p.cas ?? '',
    sequence: p.sequence,
    molecularFormula: p.molecularFormula,
    molecularWeight: p.molecularWeight,
    alsoKnownAs: p.alsoKnownAs,
    storage: p.storage,
    destinations: p.destinations,
    onSale: p.onSale,
  }
}
