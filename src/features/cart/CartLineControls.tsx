import { Trash2 } from 'lucide-react'
import { QuantityStepper } from '@/components/ui/QuantityStepper'
import { FIELD_LIMITS } from '@/data/policy'
import { orderableAtMost } from '@/domain/catalogue/sizes'
import type { CartItem } from './CartProvider'
import { useCart } from './CartProvider'

/**
 * The cart line's quantity stepper; minus is disabled at 1 (docs/DECISIONS.md). When only a few
 * of the size are left, plus stops there, and minus from above it goes straight to it.
 */
export function CartLineStepper({ item }: { item: CartItem }) {
  const { updateQuantity } = useCart()
  const { name } = item
  const left = orderableAtMost(item.size.availability) ?? FIELD_LIMITS.maxLineQuantity
  return (
    <QuantityStepper
      value={item.quantity}
      onChange={(quantity) => updateQuantity(item.product.id, quantity, item.size.key)}
      min={1}
      max={Math.max(1, Math.min(FIELD_LIMITS.maxLineQuantity, left))}
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
      aria-label={`Remove ${item.name} from cart`}
      onClick={() => removeFromCart(item.product.id, item.size.key)}
      className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-red-50 hover:text-red-700"
    >
      <Trash2 aria-hidden="true" className="h-5 w-5" />
    </button>
  )
}
