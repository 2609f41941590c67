import { useEffect, useId, useState } from 'react'
import { Link } from '@/lib/router'
import { ProductImage } from '@/components/ui/ProductImage'
import { StockLine } from '@/components/ui/StockLine'
import type { Product, ProductSize } from '@/data/types'
import { lineName, useCart } from '@/features/cart'
import { canOrder, defaultSize, lowestPriceCents, sizesOnSale } from '@/domain/catalogue/sizes'
import { formatPrice } from '@/lib/money'
import { ADDED_FEEDBACK_MS, ADDED_LABEL } from './added-feedback'

// "list": below 768 px the card is a compact row (thumbnail beside the facts, the two actions
// side by side underneath), so a phone scans the catalogue like a supplier's price list;
// from 768 px it is a tile like the carousel's.
const LAYOUT = {
  tile: {
    card: 'grid-rows-[auto_1fr_auto]',
    image: '',
    body: 'p-4 pb-3 lg:px-3',
    actions: 'px-4 pb-4 lg:px-3',
    sizes: '(min-width: 1024px) 272px, (min-width: 640px) 40vw, 80vw',
  },
  list: {
    card: 'grid-rows-[auto_1fr_auto] max-md:grid-cols-[6.25rem_1fr] max-md:grid-rows-[auto_auto]',
    image: 'max-md:mt-3 max-md:ml-3 max-md:self-start max-md:rounded-md',
    body: 'p-4 pb-3 max-md:px-3 max-md:pt-3 max-md:pb-2 lg:px-3',
    actions: 'px-4 pb-4 max-md:col-span-2 max-md:px-3 max-md:pb-3 lg:px-3',
    sizes: '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 88px',
  },
} as const

/**
 * Before a card's stock line: the size it is of (the default, the one Add to Cart adds) when the
 * product comes in several and one of them can be ordered; a product none of whose sizes can is
 * plainly "Out of stock".
 */
function stockPrefix(product: Product, size: ProductSize): string {
  const onSale = sizesOnSale(product)
  return onSale.length > 1 && onSale.some((s) => canOrder(s.availability)) ? `${size.label}: ` : ''
}

/**
 * A product in the catalogue or the carousel: picture, purity badge, catalogue number, price,
 * stock, View Details and Add to Cart (spec: product card). The badge sits in the spec's
 * "Research Material · {purity}" line, so the purity is read once, not three times. A product
 * with several sizes shows its lowest price as "From $…"; Add to Cart adds its default size.
 */
export function ProductCard({
  product,
  headingLevel = 3,
  layout = 'tile',
}: {
  product: Product
  headingLevel?: 2 | 3
  layout?: keyof typeof LAYOUT
}) {
  const { addToCart } = useCart()
  // How long "Added!" shows from now; 0 when it does not.
  const [addedMs, setAddedMs] = useState(0)
  const justAdded = addedMs > 0
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const look = LAYOUT[layout]
  const stockId = useId()
  const size = defaultSize(product)
  const orderable = canOrder(size.availability)
  const sizeCount = sizesOnSale(product).length

  useEffect(() => {
    if (!addedMs) return
    const timer = setTimeout(() => setAddedMs(0), addedMs)
    return () => clearTimeout(timer)
  }, [addedMs])

  return (
    <article
      className={`grid h-full overflow-hidden rounded-lg border border-slate-200 bg-white ${look.card}`}
    >
      <ProductImage
        src={product.image}
        alt={`${product.name} vial`}
        width={480}
        height={480}
        frame={layout === 'list' ? 'square' : '4/3'}
        sizes={look.sizes}
        className={`${look.image} md:aspect-4/3`}
      />
      <div className={`flex min-w-0 flex-col gap-0.5 ${look.body}`}>
        <p className="text-sm text-slate-600">
          Research Material ·{' '}
          <span className="rounded bg-emerald-50 px-1.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset">
            {product.purity}
          </span>
        </p>
        <Heading className="text-lg leading-snug font-semibold text-slate-900">
          {product.name}
        </Heading>
        <p className="text-sm text-slate-600">
          Cat. No.{' '}
          <span className="font-mono text-[0.8125rem] text-slate-700">
            {product.id.toUpperCase()}
          </span>
          <span className="text-slate-500">
            {' '}
            · {sizeCount > 1 ? `${sizeCount} sizes` : size.label}
          </span>
        </p>
        <p className="tabular mt-auto pt-1 text-slate-900">
          <span className="text-lg font-semibold">
            {sizeCount > 1
              ? `From ${formatPrice(lowestPriceCents(product))}`
              : formatPrice(size.priceCents)}
          </span>{' '}
          <span className="text-sm text-slate-600">+ tax &amp; shipping</span>
        </p>
        <StockLine
          id={stockId}
          availability={size.availability}
          prefix={stockPrefix(product, size)}
        />
      </div>
      <div className={`grid grid-cols-2 gap-2 md:max-lg:grid-cols-1 ${look.actions}`}>
        <Link
          to={`/products/${product.id}`}
          className="btn-secondary px-2 whitespace-nowrap lg:text-[0.9375rem]"
        >
          View Details<span className="sr-only"> of {product.name}</span>
        </Link>
        <button
          type="button"
          className="btn-primary px-2 whitespace-nowrap lg:text-[0.9375rem]"
          disabled={justAdded || !orderable}
          // Out of stock, the stock line says why it cannot be pressed.
          aria-describedby={orderable ? undefined : stockId}
          onClick={() => {
            addToCart(product.id, 1, size.key)
            setAddedMs(ADDED_FEEDBACK_MS)
          }}
        >
          {justAdded ? ADDED_LABEL : 'Add to Cart'}
          <span className="sr-only"> {lineName(product, size)}</span>
        </button>
      </div>
    </article>
  )
}
