// What a save of a product sends back, from the product as the console reads it: every field,
// the price as typed, the version read. The console's form starts from it; tests change one
// field of it. No imports but types: the browser tests load it as it is.

/** A product as GET /api/admin/products/:id gives it (server/catalogue/catalogue.ts). */
export interface ProductRecord {
  id: string
  version: number
  name: string
  description: string
  category: string
  purity: string
  priceCents: number
  size: string
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
    price: typedPrice(p.priceCents),
    size: p.size,
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
