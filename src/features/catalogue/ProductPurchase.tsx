import { FileText } from 'lucide-react'
import { useState } from 'react'
import { QuantityStepper } from '@/components/ui/QuantityStepper'
import { FIELD_LIMITS } from '@/data/policy'
import type { Product } from '@/data/types'
import { useCart } from '@/features/cart'

/** Quantity stepper (minimum 1), Add to Cart and the View COA link of the detail page. */
export function ProductPurchase({ product }: { product: Product }) {
  const { addToCart } = useCart()
  const [quantity, setQuantity] = useState<number>(FIELD_LIMITS.minDetailQuantity)

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <QuantityStepper
          value={quantity}
          onChange={setQuantity}
          min={FIELD_LIMITS.minDetailQuantity}
          max={FIELD_LIMITS.maxLineQuantity}
          label="Quantity"
          showLabel
          decreaseLabel="Decrease quantity"
          increaseLabel="Increase quantity"
          inputData={{ 'data-early-qty': product.id }}
        />
        <button
          type="button"
          data-early="add"
          data-product-id={product.id}
          className="btn-primary flex-1 sm:flex-none sm:px-8"
          onClick={() => addToCart(product.id, quantity)}
        >
          Add to Cart
        </button>
      </div>
      <a
        href={product.details.coaLink}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 w-fit items-center gap-2 font-medium text-accent underline underline-offset-2"
      >
        <FileText aria-hidden="true" className="h-4 w-4" />
        View COA<span className="sr-only"> (opens in a new tab)</span>
      </a>
    </div>
  )
}
