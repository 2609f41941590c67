import { Trash2 } from 'lucide-react'
import { QuantityStepper } from '@/components/ui/QuantityStepper'
import { FIELD_LIMITS } from '@/data/policy'
import type { CartItem } from './CartProvider'
import { useCart } from './CartProvider'

/** The cart line's quantity stepper; minus is disabled at 1 (docs/DECISIONS.md). */
export function CartLineStepper({ item }: { item: CartItem }) {
  const { updateQuantity } = useCart()
  const { name } = item.product
  return (
    <QuantityStepper
      value={item.quantity}
      onChange={(quantity) => updateQuantity(item.product.id, quantity)}
      min={1}
      max={FIELD_LIMITS.maxLineQuantity}
      label={`Quantity of ${name}`}
      decreaseLabel={`Decrease quantity of ${name}`}
      increaseLabel={`Increase quantity of ${name}`}
    />
  )
}

/** Removes the line (toast "Removed item from cart" comes from the provider). */
export function RemoveLineButton({ item }: { item: CartItem }) {
  const { removeFromCart } = useCart()
  return (
    <button
      type="button"
      aria-label={`Remove ${item.product.name} from cart`}
      onClick={() => removeFromCart(item.product.id)}
      className="inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-600 hover:bg-red-50 hover:text-red-700"
    >
      <Trash2 aria-hidden="true" className="h-5 w-5" />
    </button>
  )
}
