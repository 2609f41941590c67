import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link } from '@/lib/router'
import { useProductsOnSale } from '@/components/ui/use-catalogue'
import { LAYOUT, SHIPPABLE_COUNTRY, TIMINGS } from '@/data/policy'
import { ProductCard, RegionUnavailable } from '@/features/catalogue'
import { useShippingCountry } from '@/features/shipping-country'
import { CARD_WIDTH } from './carousel-card-width'
import { CarouselSkeleton } from './CarouselSkeleton'
import { usePrefersReducedMotion } from './use-prefers-reduced-motion'

const TRACK_ID = 'featured-products-track'

/**
 * "Featured Chemical Reference Materials": a short loading state, then a horizontally
 * scrolling row of product cards that expands to the whole catalogue. Only the US is
 * shippable here, so a non-US country with an active warning shows the region panel instead.
 */
export function FeaturedCarousel() {
  const { countryCode, selectedCountry, warning } = useShippingCountry()
  const reducedMotion = usePrefersReducedMotion()
  const [loading, setLoading] = useState(true)
  const [expanded, setExpanded] = useState(false)
  const track = useRef<HTMLUListElement>(null)

  useEffect(() => {
    const timer = setTimeout(() => setLoading(false), TIMINGS.carouselLoadingMs)
    return () => clearTimeout(timer)
  }, [])

  const unavailable = warning && countryCode !== SHIPPABLE_COUNTRY
  const trackShown = !unavailable && !loading
  const products = useProductsOnSale()
  const canExpand = products.length > LAYOUT.carouselDefaultCount
  const shown = expanded ? products : products.slice(0, LAYOUT.carouselDefaultCount)
  const scroll = (direction: 1 | -1) =>
    track.current?.scrollBy({
      left: direction * LAYOUT.carouselScrollStepPx,
      behavior: reducedMotion ? 'auto' : 'smooth',
    })

  return (
    <section
      aria-labelledby="featured-heading"
      aria-busy={loading && !unavailable}
      className="mx-auto max-w-6xl px-4 py-16"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="featured-heading" className="text-2xl font-semibold text-slate-900 sm:text-3xl">
          Featured Chemical Reference Materials
        </h2>
        <div className="flex gap-2">
          {[
            { label: 'Scroll left', direction: -1 as const, Icon: ChevronLeft },
            { label: 'Scroll right', direction: 1 as const, Icon: ChevronRight },
          ].map(({ label, direction, Icon }) => (
            <button
              key={label}
              type="button"
              aria-label={label}
              aria-controls={trackShown ? TRACK_ID : undefined}
              disabled={unavailable}
              onClick={() => scroll(direction)}
              className="btn-secondary w-11 px-0"
            >
              <Icon aria-hidden="true" className="size-5" />
            </button>
          ))}
        </div>
      </div>

      <div className="mt-6">
        {unavailable ? (
          <RegionUnavailable countryName={selectedCountry} />
        ) : loading ? (
          <CarouselSkeleton count={LAYOUT.carouselDefaultCount} />
        ) : (
          // `relative` keeps the cards' absolutely positioned, visually hidden texts inside the
          // scrolling track; otherwise they would widen the whole page.
          <ul
            id={TRACK_ID}
            ref={track}
            aria-label="Featured products"
            className="relative -mx-4 flex gap-4 overflow-x-auto px-4 pb-4"
          >
            {shown.map((product) => (
              <li key={product.id} className={CARD_WIDTH}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        {canExpand && trackShown && (
          <button
            type="button"
            aria-controls={TRACK_ID}
            onClick={() => setExpanded((open) => !open)}
            className="btn-secondary"
          >
            {expanded ? 'Show Less' : 'Show More'}
          </button>
        )}
        <Link to="/products" className="btn-primary">
          Browse All Products
        </Link>
      </div>
    </section>
  )
}
