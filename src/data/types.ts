/** The three catalogue categories (spec section 3). */
export type CategoryName = 'Reference Material' | 'Academic Research Supply' | 'Laboratory Reagent'

export interface Category {
  /** URL slug, e.g. `reference-material` (docs/DECISIONS.md, URL state). */
  slug: string
  name: CategoryName
  description: string
}

/** A place a product can ship to (spec section 3). */
export interface ShippingDestination {
  id: number
  name: string
  description: string
  productSpecific?: boolean
}

/**
 * A bridge between two residues' side chains, by residue number (1 = the N-terminal residue),
 * exactly as docs/reference/peptide-identity.md states it.
 */
export interface SequenceBridge {
  kind: 'disulfide' | 'lactam'
  from: number
  to: number
}

/**
 * A product's sequence as its figure draws it (src/domain/catalogue/sequence-structures.ts): only what
 * the identity data states. Residues in three-letter codes, a D-amino acid as `D-Ala`, a
 * non-proteinogenic residue by its usual abbreviation (`Aib`, `Nle`, `2Nal`). A terminus the
 * identity data does not write is null and drawn as nothing.
 */
export interface SequenceStructure {
  /** `H` a free amine, `Ac` N-terminal acetyl. */
  nTerminus: 'H' | 'Ac' | null
  residues: readonly string[]
  /** `OH` a free acid, `NH2` C-terminal amide. */
  cTerminus: 'OH' | 'NH2' | null
  bridges: readonly SequenceBridge[]
}

export interface ProductDetails {
  /** CAS registry number, or null where none is assigned ("Not assigned" on screen). */
  cas: string | null
  /** The default size's label, e.g. `5mg`. */
  size: string
  storage: string
  coaLink: string
  alsoKnownAs: string
  sequence: string
  molecularFormula: string
  /** Molecular weight of the free peptide, g/mol, printed as written. */
  molecularWeight: string
}

/**
 * What a buyer is told of a size's stock (docs/DECISIONS.md, "Running the catalogue"): "In stock",
 * "Only N left", "Backorder: ships in about N days", "Out of stock". A size no lot has been
 * registered for yet is not counted, and is in stock.
 */
export type Availability =
  | { state: 'in-stock' }
  | { state: 'low'; left: number }
  | { state: 'backorder'; days: number }
  | { state: 'out-of-stock' }

/** One pack size of a product: the first of a product's sizes is its default. */
export interface ProductSize {
  /** Fixed once made: the cart's and the address's name for it (`?size=10-mg`). */
  key: string
  /** As printed, e.g. `5mg` or `10 mg`. */
  label: string
  /** Price in US cents. */
  priceCents: number
  sku: string
  /** False once withdrawn: not offered, as a withdrawn product is not. */
  onSale: boolean
  /** Its stock as the pages show it; the static build's sizes are always in stock. */
  availability: Availability
}

export interface Product {
  id: string
  name: string
  description: string
  category: CategoryName
  purity: string
  /** The default size's price in US cents; the screen shows it through `formatPrice`. */
  priceCents: number
  /** One or more pack sizes, the default first; `priceCents` and `details.size` are its. */
  sizes: readonly ProductSize[]
  /** Same-origin image path. */
  image: string
  /** The picture's AVIF and WebP `srcset`s when the console made it (/media/...). */
  picture?: { avif: string; webp: string }
  details: ProductDetails
  shippingDestinations?: ShippingDestination[]
  /** False once withdrawn: off the catalogue, its page says it is not offered now. */
  onSale: boolean
}

export interface Country {
  /** ISO 3166-1 alpha-2 code. */
  code: string
  name: string
}

export interface UsState {
  code: string
  label: string
}
