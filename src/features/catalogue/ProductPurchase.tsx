import { useState } from 'react'
import { QuantityStepper } from '@/components/ui/QuantityStepper'
import { FIELD_LIMITS } from '@/data/policy'
import { ORDER_DESK_ENABLED } from '@/data/shop'
import type { Product, ProductSize } from '@/data/types'
import { canOrder, orderableAtMost, sizesOnSale } from '@/domain/catalogue/sizes'
import { useCart } from '@/features/cart'
import { Link } from '@/lib/router'
import { ProductDocuments } from './ProductDocuments'
import { SizeChoice } from './SizeChoice'

/**
 * The size choice (when the product comes in several), the quantity stepper (minimum 1, and no
 * more than is left), Add to Cart for the chosen size and, beside them, the product's documents.
 * Out of stock, Add to Cart is disabled and described by the stock line (`stockId`).
 */
export function ProductPurchase({
  product,
  size,
  onChooseSize,
  stockId,
}: {
  product: Product
  size: ProductSize
  onChooseSize(key: string): void
  stockId: string
}) {
  const { addToCart } = useCart()
  const [quantity, setQuantity] = useState<number>(FIELD_LIMITS.minDetailQuantity)
  const orderable = canOrder(size.availability)
  const max = Math.max(
    FIELD_LIMITS.minDetailQuantity,
    Math.min(FIELD_LIMITS.maxLineQuantity, orderableAtMost(size.availability) ?? Infinity),
  )
  // A size with fewer left than the quantity chosen for another lowers it.
  const shown = Math.min(quantity, max)

  return (
    <div className="flex flex-col gap-4">
      {sizesOnSale(product).length > 1 && (
        <SizeChoice product={product} chosen={size} onChoose={onChooseSize} />
      )}
      <div className="flex flex-wrap items-end gap-3">
        <QuantityStepper
          value={shown}
          onChange={setQuantity}
          min={FIELD_LIMITS.minDetailQuantity}
          max={max}
          label="Quantity"
          showLabel
          decreaseLabel="Decrease quantity"
          increaseLabel="Increase quantity"
        />
        <button
          type="button"
          className="btn-primary flex-1 sm:flex-none sm:px-8"
          disabled={!orderable}
          aria-describedby={orderable ? undefined : stockId}
          onClick={() => addToCart(product.id, shown, size.key)}
        >
          Add to Cart
        </button>
      </div>
      <ProductDocuments product={product} />
      {/* A larger quantity, or a size not listed: a quote (the order desk's shops only), under
          the documents, which stay right below the buy box. */}
      {ORDER_DESK_ENABLED && (
        <p className="text-sm text-slate-700">
          Need more, or another size?{' '}
          <Link
            to={`/quote?product=${encodeURIComponent(product.id)}&size=${encodeURIComponent(size.key)}`}
            className="font-medium text-accent underline"
          >
            Bulk or custom request
          </Link>
        </p>
      )}
    </div>
  )
}
