import type { Product } from '@/data/types'

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
