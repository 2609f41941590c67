// What the catalogue desk's routes answer (server/catalogue/console-routes.ts), as the console
// reads them, and the form's own shape of a product: every field as typed.
import type { ProductRecord, SizeRecord } from '@/domain/catalogue/product-fields'
import { productFieldsSchema, typedPrice } from '@/domain/catalogue/product-schema'

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

/**
 * The size the shop shows first: the first on sale, or the first when none is (the rule of
 * src/domain/catalogue/sizes.ts `defaultSize`, over the console's sizes, which carry no stock).
 */
export const defaultSizeOf = (sizes: readonly SizeRecord[]): SizeRecord | undefined =>
  sizes.find((s) => s.onSale) ?? sizes[0]

/** A product's picture described as the shop describes it: its name and default size. */
export function vialAlt(product: Pick<ConsoleProduct, 'name' | 'sizes'>): string {
  const size = defaultSizeOf(product.sizes)
  return size ? `${product.name} ${size.label} vial` : `${product.name} vial`
}

/** A destination in the form: `key` tells rows apart while they have no id. */
export interface DestinationDraft {
  key: string
  id?: number
  name: string
  description: string
}

/** A pack size in the form: `row` tells rows apart; `key` is the size's own, once it has one. */
export interface SizeDraft {
  row: string
  key?: string
  label: string
  price: string
  sku: string
  onSale: boolean
}

/** The editor's fields as typed (prices and numbers as text, the CAS '' for none). */
export interface ProductDraft {
  id: string
  name: string
  description: string
  category: string
  purity: string
  sizes: SizeDraft[]
  lowStockThreshold: string
  backorders: boolean
  backorderDays: string
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
/** A key for a row of the form (a size, a destination), unique in this page. */
export const rowKey = () => `r${++nextKey}`

/** A new size's row: empty, on sale. */
export const newSizeDraft = (): SizeDraft => ({
  row: rowKey(),
  label: '',
  price: '',
  sku: '',
  onSale: true,
})

/** The editor's fields for a product read from the server, or for a new one. */
export function draftOf(product: ConsoleProduct | null): ProductDraft {
  if (!product)
    return {
      id: '',
      name: '',
      description: '',
      category: '',
      purity: '',
      sizes: [newSizeDraft()],
      lowStockThreshold: '5',
      backorders: false,
      backorderDays: '14',
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
    sizes: product.sizes.map((s) => ({
      row: rowKey(),
      key: s.key,
      label: s.label,
      price: typedPrice(s.priceCents),
      sku: s.sku,
      onSale: s.onSale,
    })),
    lowStockThreshold: String(product.lowStockThreshold),
    backorders: product.backorders,
    backorderDays: String(product.backorderDays),
    cas: product.cas ?? '',
    sequence: product.sequence,
    molecularFormula: product.molecularFormula,
    molecularWeight: product.molecularWeight,
    alsoKnownAs: product.alsoKnownAs,
    storage: product.storage,
    destinations: product.destinations.map((d) => ({ ...d, key: rowKey() })),
    onSale: product.onSale,
  }
}

/** A typed whole number as a number; anything else as typed, for the schema to refuse. */
const wholeNumber = (typed: string) => (/^\s*\d{1,6}\s*$/.test(typed) ? Number(typed) : typed)

/** The request's fields from the form's (the schemas read prices as typed). */
export function fieldsOf({
  id: _id,
  sizes,
  lowStockThreshold,
  backorderDays,
  destinations,
  ...fields
}: ProductDraft) {
  return {
    ...fields,
    // A new size has no key: the server makes it from the label.
    sizes: sizes.map(({ row: _row, key, ...size }) => (key ? { key, ...size } : size)),
    lowStockThreshold: wholeNumber(lowStockThreshold),
    backorderDays: wholeNumber(backorderDays),
    destinations: destinations.map(({ key: _key, ...d }) => d),
  }
}
