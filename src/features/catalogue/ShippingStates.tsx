import { useProductsOnSale } from '@/components/ui/use-catalogue'
import type { Product } from '@/data/types'
import { DEFAULT_SHIPPING_STATES } from '@/data/us-states'
import { CATALOGUE_PAGE_SIZE } from './CatalogueResults'

interface DestinationRow {
  key: string
  id: number
  name: string
  detail: string
  productSpecific: boolean
}

// Spec 3: ids of 100 or more are product-specific entries and get a bullet, not a number.
const rowsOf = (products: readonly Product[]): DestinationRow[] => [
  ...DEFAULT_SHIPPING_STATES.map((s) => ({
    key: `state-${s.id}`,
    id: s.id,
    name: s.name,
    detail: s.estimate,
    productSpecific: false,
  })),
  ...products.flatMap((p) =>
    (p.shippingDestinations ?? []).map((d) => ({
      key: `${p.id}-${d.id}`,
      id: d.id,
      name: `${d.name} (${p.name})`,
      detail: d.description,
      productSpecific: d.productSpecific === true,
    })),
  ),
]

/**
 * The domestic shipping states block, with the products' own destinations: those of the
 * catalogue's first page of products (all of the spec's seven), so that a catalogue of thousands
 * does not list thousands of entries; each product's page lists its own.
 */
export function ShippingStates() {
  const rows = rowsOf(useProductsOnSale().slice(0, CATALOGUE_PAGE_SIZE))
  return (
    <section
      aria-labelledby="shipping-states-heading"
      className="rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 id="shipping-states-heading" className="text-lg font-semibold text-slate-900">
        Domestic Shipping States
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Delivery estimates after dispatch. Entries marked with a bullet apply to one product only.
      </p>
      <ul className="mt-4 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
        {rows.map((row) => (
          <li
            key={row.key}
            className={`flex gap-3 ${row.productSpecific ? 'text-blue-800' : 'text-slate-800'}`}
          >
            <span aria-hidden="true" className="tabular w-6 shrink-0 text-right font-semibold">
              {row.id >= 100 ? '•' : `${row.id}.`}
            </span>
            <span>
              <span className="font-medium">{row.name}</span>
              <span className={row.productSpecific ? '' : 'text-slate-600'}>: {row.detail}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
