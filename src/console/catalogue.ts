// What the catalogue desk's routes answer (server/catalogue/console-routes.ts), as the console
// reads them, and the form's own shape of a product: every field as typed.
import type { ProductRecord } from '@/domain/product-fields'
import { productFieldsSchema, typedPrice } from '@/domain/product-schema'

/** The three categories, as the schema takes them (the console reads no shop data). */
export const CATEGORY_CHOICES = productFieldsSchema.shape.category.options

export interface ConsoleDestination {
  id: number
  name: string
  description: string
}

/** A product as the console shows and edits it (`consoleProduct()` on the server). */
export interface ConsoleProduct extends ProductRecord {
  destinations: ConsoleDestination[]
  /** The 480 px WebP, '' when the product has no picture. */
  image: string
  picture: { avif: string; webp: string } | null
  updatedAt: string
}

export interface FieldChange {
  field: string
  before: string | null
  after: string | null
}

export interface ProductChange {
  id: number
  kind: string
  operator: string
  at: string
  fields: FieldChange[]
}

export interface ProductDetail {
  product: ConsoleProduct
  history: ProductChange[]
  /** An order names the product: its address can no longer change. */
  ordered: boolean
}

export interface ImportResult {
  applied: boolean
  rows: number
  changes: { id: string; kind: 'new' | 'changed'; fields: FieldChange[] }[]
  errors: { row: number; column?: string; message: string }[]
}

/** A destination in the form: `key` tells rows apart while they have no id. */
export interface DestinationDraft {
  key: string
  id?: number
  name: string
  description: string
}

/** The editor's fields as typed (the price as text, the CAS '' for none). */
export interface ProductDraft {
  id: string
  name: string
  description: string
  category: string
  purity: string
  price: string
  size: string
  cas: string
  sequence: string
  molecularFormula: string
  molecularWeight: string
  alsoKnownAs: string
  storage: string
  destinations: DestinationDraft[]
  onSale: boolean
}

let nextKey = 0
/** A key for a destination row, unique in this page. */
export const destinationKey = () => `d${++nextKey}`

/** The editor's fields for a product read from the server, or for a new one. */
export function draftOf(product: ConsoleProduct | null): ProductDraft {
  if (!product)
    return {
      id: '',
      name: '',
      description: '',
      category: '',
      purity: '',
      price: '',
      size: '',
      cas: '',
      sequence: '',
      molecularFormula: '',
      molecularWeight: '',
      alsoKnownAs: '',
      storage: '',
      destinations: [],
      onSale: true,
    }
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    category: product.category,
    purity: product.purity,
    price: typedPrice(product.priceCents),
    size: product.size,
    cas: product.cas ?? '',
    sequence: product.sequence,
    molecularFormula: product.molecularFormula,
    molecularWeight: product.molecularWeight,
    alsoKnownAs: product.alsoKnownAs,
    storage: product.storage,
    destinations: product.destinations.map((d) => ({ ...d, key: destinationKey() })),
    onSale: product.onSale,
  }
}

/** The request's fields from the form's (the schemas read the price as typed). */
export function fieldsOf({ id: _id, destinations, ...fields }: ProductDraft) {
  return {
    ...fields,
    destinations: destinations.map(({ key: _key, ...d }) => d),
  }
}
