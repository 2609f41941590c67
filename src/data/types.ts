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

export interface ProductDetails {
  /** CAS registry number, or null where none is assigned ("Not assigned" on screen). */
  cas: string | null
  size: '5mg' | '10mg'
  storage: string
  coaLink: string
  alsoKnownAs: string
  sequence: string
  molecularFormula: string
  /** Molecular weight of the free peptide, g/mol, printed as written. */
  molecularWeight: string
}

export interface Product {
  id: string
  name: string
  description: string
  category: CategoryName
  purity: string
  /** Price in US cents; the screen shows it through `formatPrice`. */
  priceCents: number
  /** Same-origin image path. */
  image: string
  details: ProductDetails
  shippingDestinations?: ShippingDestination[]
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
