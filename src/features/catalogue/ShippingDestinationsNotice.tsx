import type { Product } from '@/data/types'
import { listInWords } from '@/lib/words'

/**
 * One line by the buy box, where a product has special destinations: the buyer learns there
 * that conditions apply, and the notice below the datasheet says which.
 */
export function ShippingConditionsLine({ product }: { product: Product }) {
  const destinations = product.shippingDestinations ?? []
  if (destinations.length === 0) return null
  return (
    <p className="text-sm text-amber-900">
      Shipping conditions apply to {listInWords(destinations.map((d) => d.name))}:{' '}
      <a href="#destinations-heading" className="font-medium underline underline-offset-2">
        see the conditions
      </a>
      .
    </p>
  )
}

/** The special shipping destinations of a product, where it has any. */
export function ShippingDestinationsNotice({ product }: { product: Product }) {
  const destinations = product.shippingDestinations ?? []
  if (destinations.length === 0) return null
  return (
    <section
      aria-labelledby="destinations-heading"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id="destinations-heading" className="font-semibold">
        Special Shipping Destinations
      </h2>
      <p className="mt-1 text-sm">{product.name} has conditions for these destinations:</p>
      <ul className="mt-2 space-y-1">
        {destinations.map((d) => (
          <li key={d.id} className="flex gap-2">
            <span aria-hidden="true">•</span>
            <span>
              <span className="font-medium">{d.name}</span>: {d.description}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
