import { useState } from 'react'
import { QuantityStepper } from '@/components/ui/QuantityStepper'
import { FIELD_LIMITS } from '@/data/policy'
import type { Product } from '@/data/types'
import { useCart } from '@/features/cart'
import { ProductDocuments } from './ProductDocuments'

/** Quantity stepper (minimum 1), Add to Cart and, beside them, the product's documents. */
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
        />
        <button
          type="button"
          className="btn-primary flex-1 sm:flex-none sm:px-8"
          onClick={() => addToCart(product.id, quantity)}
        >
          Add to Cart
        </button>
      </div>
      <ProductDocuments product={product} />
    </div>
  )
}
