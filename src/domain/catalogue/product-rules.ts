// A product's plain rules, shared by the console, the server and the CSV import: the limits of
// each field, the messages, a size's key, the address (id) and its reserved words, a typed price,
// a CAS number. No zod here; the schemas that use them are in product-schema.ts.
import { centsFromTyped } from '../shared/money-input'
import { MAX_SIZES } from './sizes'

/** The longest text each product field takes, in UTF-16 code units. */
export const PRODUCT_LIMITS = {
  id: 60,
  name: 80,
  description: 2000,
  purity: 40,
  price: 12,
  size: 20,
  sku: 40,
  cas: 20,
  sequence: 300,
  molecularFormula: 80,
  molecularWeight: 20,
  alsoKnownAs: 200,
  storage: 120,
  destinationName: 60,
  destinationDescription: 300,
  destinations: 20,
} as const

/** The highest price a product takes, in cents ($99,999.99). */
export const MAX_PRICE_CENTS = 9_999_999

export const PRODUCT_MESSAGES = {
  id: 'Use lowercase letters, digits and single dashes for the address (for example tb-500).',
  idTaken: 'Another product already has this address.',
  idFixed: 'Orders or lots name this product: its address can no longer change.',
  idReserved: 'The shop’s own pages use this address; choose another.',
  sizesOwnerOnly: 'Only an owner can change sizes and prices. Ask an owner of the shop.',
  name: 'The product name is required.',
  description: 'A description is required.',
  category: 'Choose one of the three categories.',
  purity: 'The purity text is required.',
  price:
    'Type the price in dollars with at most two decimals, more than $0 and at most $99,999.99 (for example 94.99).',
  size: 'The size is required (for example 5mg).',
  sizeTaken: 'Another size of this product has this name.',
  sku: 'Type the SKU as letters, digits, dots, dashes or underscores (for example BPC-157-5MG).',
  skuTaken: 'Another size of this product has this SKU.',
  sizes: `A product has one to ${MAX_SIZES} sizes.`,
  /** Sizes the save would remove that orders, holds or lots name (their labels). */
  sizeInUse: (labels: readonly string[]) =>
    labels.length === 1
      ? `${labels[0]} cannot be removed: orders or lots name it. Untick its On sale box instead.`
      : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)} cannot be removed: orders or lots name them. Untick their On sale boxes instead.`,
  sizeOnSale: 'A product on sale needs at least one size on sale.',
  lowStockThreshold: 'Type the low-stock threshold as a whole number from 0 to 999.',
  backorderDays: 'Type the backorder lead time as a whole number of days from 1 to 365.',
  cas: 'Type the CAS number as digits in three groups (for example 137525-51-0), or leave it empty.',
  sequence: 'The sequence is required.',
  molecularFormula: 'The molecular formula is required.',
  molecularFormulaForm:
    'Type the molecular formula as element symbols and counts, for example C62H98N16O22.',
  molecularWeight: 'Type the molecular weight in g/mol as a number (for example 1419.5).',
  alsoKnownAs: 'Other names are required; write "None" when there are none.',
  storage: 'The storage text is required.',
  destinationName: 'Each destination needs a name.',
  destinationDescription: 'Each destination needs a description.',
  destinations: `A product has at most ${PRODUCT_LIMITS.destinations} destinations of its own.`,
  version:
    'Another operator saved this product after you opened it. Reload it to see their change.',
  notFound: 'There is no such product.',
} as const

// Here rather than in sizes.ts, which every page loads: only the console and the desk key sizes.
/** A size's fixed key from its label when it is made: `10 mg` -> `10-mg`, `5mg` -> `5mg`. */
export function sizeKeyFrom(label: string): string {
  return (
    label
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40)
      .replace(/-+$/, '') || 'size'
  )
}

/** A product's address: lowercase letters and digits, single dashes between them. */
export const PRODUCT_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * The words the shop's own routes use (docs/DECISIONS.md, "Reserved product ids"): every static
 * path segment of the storefront's pages, the order desk's API, the console's pages and the
 * built folders. None is a product's id, so `/products/{id}`, `/api/products/{id}` and
 * `/admin/products/{id}` never meet a route of the shop's (`/admin/products/new` is the new
 * product's form) and no product's address reads as one of the shop's own. A test reads the
 * routes and fails on a word missing here.
 */
export const RESERVED_PRODUCT_IDS: readonly string[] = [
  // Top-level: pages, the API, the console, the build's folders and the probes.
  ...['about', 'admin', 'api', 'assets', 'cart', 'checkout', 'coa', 'contact', 'disclaimer'],
  ...['healthz', 'images', 'media', 'orders', 'privacy', 'products', 'quote', 'quotes'],
  ...['readyz', 'refund-policy', 'shipping', 'shipping-policy', 'terms'],
  // Under a product: its pages, its lots, its picture; the console's form for a new one.
  ...['certificate', 'lots', 'new', 'picture', 'safety-data-sheet'],
  // The order desk's and the console's own routes.
  ...['accept', 'account', 'audit', 'cancel', 'catalogue', 'code', 'confirm', 'counts'],
  ...['disable', 'documents', 'edit', 'enable', 'end', 'home', 'import', 'invite', 'invites'],
  ...['invoice', 'lookup', 'members', 'messages', 'off', 'outbox', 'payment-link', 'pdf'],
  ...['quote-requests', 'read', 'receivables', 'receive', 'recovery-codes', 'refund'],
  ...['reset-two-factor', 'retire', 'retry', 'retry-failed', 'returns', 'role', 'sales'],
  ...['send-invoice', 'session', 'sessions', 'setup', 'stock', 'tax-exemption', 'team'],
  ...['two-factor', 'work', 'work-counts'],
  // The record of every mail the shop sent.
  ...['mail', 'send-again'],
  // The shop's own settings.
  ...['settings'],
  // One's password changed or reset, an invitation sent again.
  ...['password', 'password-reset', 'open', 'resend', 'reset'],
]

/** Whether an id is one of the words the shop's own routes use. */
export const isReservedProductId = (id: string) => RESERVED_PRODUCT_IDS.includes(id)

/** The address a new product's name gives it: `TB-500` -> `tb-500`, `Ipamorelin Acetate` -> `ipamorelin-acetate`. */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, PRODUCT_LIMITS.id)
    .replace(/-+$/, '')
}

/** Cents from a typed price ("94.99", "$94.9", "1,200"), or null when it is not one. */
export function priceCentsFrom(typed: string): number | null {
  return centsFromTyped(typed, MAX_PRICE_CENTS)
}

/** CAS registry numbers: 2-7 digits, 2 digits, 1 check digit, and the check digit holds. */
export function isCasNumber(cas: string): boolean {
  const match = /^(\d{2,7})-(\d{2})-(\d)$/.exec(cas)
  if (!match) return false
  const digits = (match[1]! + match[2]!).split('').reverse()
  const sum = digits.reduce((total, digit, i) => total + Number(digit) * (i + 1), 0)
  return sum % 10 === Number(match[3])
}
