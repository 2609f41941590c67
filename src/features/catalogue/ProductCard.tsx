import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { ProductImage } from '@/components/ui/ProductImage'
import { TIMINGS } from '@/data/policy'
import type { Product } from '@/data/types'
import { useCart } from '@/features/cart'
import { formatPrice } from '@/lib/money'

/** A product in a grid or carousel: picture, facts, price, View Details and Add to Cart. */
export function ProductCard({
  product,
  headingLevel = 3,
  priority = false,
}: {
  product: Product
  headingLevel?: 2 | 3
  /** The card is in the first screenful: load its picture at once, not lazily. */
  priority?: boolean
}) {
  const { addToCart } = useCart()
  const [justAdded, setJustAdded] = useState(false)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'

  useEffect(() => {
    if (!justAdded) return
    const timer = setTimeout(() => setJustAdded(false), TIMINGS.addedFeedbackMs)
    return () => clearTimeout(timer)
  }, [justAdded])

  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white">
      <div className="relative">
        <ProductImage
          src={product.image}
          alt={`${product.name} vial`}
          width={480}
          height={480}
          priority={priority}
        />
        <span className="absolute top-2 left-2 rounded bg-white/95 px-2 py-0.5 text-xs font-semibold text-emerald-800">
          Purity {product.purity}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-sm text-slate-600">Research Material · {product.purity}</p>
        <Heading className="text-lg font-semibold text-slate-900">{product.name}</Heading>
        <p className="text-sm text-slate-600">Cat. No. {product.id.toUpperCase()}</p>
        <p className="tabular mt-1 text-slate-900">
          <span className="text-lg font-semibold">{formatPrice(product.priceCents)}</span>{' '}
          <span className="text-sm text-slate-600">+ tax &amp; shipping</span>
        </p>
        <div className="mt-auto flex flex-col gap-2 pt-3">
          <Link to={`/products/${product.id}`} className="btn-secondary">
            View Details<span className="sr-only"> of {product.name}</span>
          </Link>
          <button
            type="button"
            data-early="add"
            data-product-id={product.id}
            className="btn-primary"
            disabled={justAdded}
            onClick={() => {
              addToCart(product.id, 1)
              setJustAdded(true)
            }}
          >
            {justAdded ? 'Added!' : 'Add to Cart'}
            <span className="sr-only"> {product.name}</span>
          </button>
        </div>
      </div>
    </article>
  )
}
