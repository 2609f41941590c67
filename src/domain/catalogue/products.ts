// The catalogue as the pages read it (docs/DECISIONS.md, "Running the catalogue"). With the order
// desk, the database is the catalogue: the server writes it into every page it makes (a JSON
// element, `#catalogue`), and the app reads it from there, so a page and its app always show the
// same products and prices. The static build has no database: it bundles the spec's catalogue
// (src/data/spec-catalogue.ts). The server's renderer sets the catalogue of each page it makes.
import { SPEC_PRODUCTS } from '@/data/spec-catalogue'
import type { Product } from '@/data/types'

/** The id of the JSON element that carries the catalogue in a page the server made. */
export const CATALOGUE_ELEMENT_ID = 'catalogue'

/** The catalogue written in the page, or null when the page has none. */
function embeddedCatalogue(): readonly Product[] | null {
  if (typeof document === 'undefined') return null
  const text = document.getElementById(CATALOGUE_ELEMENT_ID)?.textContent
  return text ? (JSON.parse(text) as Product[]) : null
}

// Vite writes VITE_ORDER_DESK into the build, so one branch is left and the static build's data
// is not in the order desk's bundle. `npm run dev` serves pages no server made: the spec's.
let catalogue: readonly Product[] =
  import.meta.env.VITE_ORDER_DESK === 'off' || import.meta.env.DEV
    ? SPEC_PRODUCTS
    : (embeddedCatalogue() ?? [])
let byId = new Map(catalogue.map((p) => [p.id, p]))
let onSale = catalogue.filter((p) => p.onSale)
const listeners = new Set<() => void>()

/** The product with this id (on sale or withdrawn), or undefined. */
export function getProduct(id: string): Product | undefined {
  return byId.get(id)
}

/** The products on sale, in the catalogue's order: the carousel, catalogue, search. */
export function productsOnSale(): readonly Product[] {
  return onSale
}

/** Every product, withdrawn ones too. */
export function allProducts(): readonly Product[] {
  return catalogue
}

/** Replaces the catalogue: the renderer before each page, a checkout told of new prices. */
export function setCatalogue(next: readonly Product[]): void {
  catalogue = next
  byId = new Map(next.map((p) => [p.id, p]))
  onSale = next.filter((p) => p.onSale)
  for (const listener of listeners) listener()
}

/** Calls `listener` after each `setCatalogue`; returns the unsubscribe (useSyncExternalStore). */
export function subscribeCatalogue(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The page behind "View COA": the newest lot's certificate, or a plain "none published yet". */
export const certificatePath = (id: string) => `/products/${id}/certificate`
/** The product's Safety Data Sheet. */
export const safetyDataSheetPath = (id: string) => `/products/${id}/safety-data-sheet`
/** The product's printable specification sheet. */
export const specSheetPath = (id: string) => `/coa/${id}.html`
