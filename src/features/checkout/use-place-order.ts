// Placing the checkout's order with the order desk: the cart's lines under the cart's one key,
// the total the review showed, and on a refusal the products as they are now, so the cart and
// the review show them; placed, the confirmation opens with the cart and the draft emptied.
import { useState } from 'react'
import { useNavigate } from '@/lib/router'
import { toast } from '@/components/ui/toast'
import type { Product } from '@/data/types'
import { allProducts, setCatalogue } from '@/domain/catalogue/products'
import { orderTotals } from '@/domain/orders/totals'
import { useCart } from '@/features/cart'
import { loadOrderApi, orderPath } from '@/features/orders'
import { DeskError } from '@/lib/desk-client'
import { clearDraft, type CheckoutDraft, type DraftStore } from './checkout-draft'
import { cartFingerprint, forgetOrderKey, orderKeyFor } from './order-key'
import type { PlaceState } from './ReviewStep'

export const PLACED_TOAST = 'Order placed successfully! Thank you for your purchase.'

/**
 * The products a refusal names, as they are now, into the page's catalogue: new prices (409),
 * or a size withdrawn or with fewer vials left (422), so the cart and the review show them.
 */
function learnProducts(body: unknown): void {
  const products = (body as { error?: { products?: unknown } } | undefined)?.error?.products
  if (!Array.isArray(products)) return
  // Only whole products: a line is priced from its size.
  const whole = (products as Partial<Product>[]).filter(
    (p): p is Product => typeof p?.id === 'string' && Array.isArray(p.sizes) && p.sizes.length > 0,
  )
  const now = new Map(whole.map((p) => [p.id, p]))
  setCatalogue(allProducts().map((p) => now.get(p.id) ?? p))
}

/** Field messages of a refusal, without repeats or its own message, for the list under it. */
function refusalDetails(error: DeskError): string[] {
  return [...new Set(Object.values(error.fields))].filter((text) => text !== error.message)
}

/** The order's placing: its state for the review, the number once placed, and Place Order. */
export function usePlaceOrder(draft: CheckoutDraft, draftStore: DraftStore) {
  const { items, problems, totalCents, clearCart } = useCart()
  const navigate = useNavigate()
  const [place, setPlace] = useState<PlaceState>({ placing: false, failure: null })
  const [placedNumber, setPlacedNumber] = useState<string | null>(null)

  async function placeWithDesk() {
    if (place.placing || !draft.paymentMethod) return
    // A product or size withdrawn since it was added, or a line over what is left, is not
    // ordered (the desk refuses it too).
    const [problem, ...more] = problems
    if (problem) {
      setPlace({ placing: false, failure: { message: problem, details: more } })
      return
    }
    setPlace({ placing: true, failure: null })
    const lines = items.map((i) => ({
      productId: i.product.id,
      size: i.size.key,
      quantity: i.quantity,
    }))
    // The total the review shows: the desk refuses the order if its prices make another.
    const seenTotalCents = orderTotals(totalCents).totalCents
    try {
      // The same key on every attempt with this cart: pressing again after a failure or a
      // timeout can never make a second order.
      const key = orderKeyFor(cartFingerprint(lines))
      // Loaded when the order is placed: they bring the rules and the desk's answer's schema.
      const [{ buildOrderRequest }, { placeOrder: sendOrder }] = await Promise.all([
        import('./build-order-request'),
        loadOrderApi(),
      ])
      const request = {
        ...buildOrderRequest(lines, draft, draft.paymentMethod, key),
        seenTotalCents,
      }
      const { order, statusSecret } = await sendOrder(request)
      toast.success(PLACED_TOAST)
      setPlacedNumber(order.number)
      forgetOrderKey()
      clearDraft(draftStore)
      clearCart({ silent: true })
      void navigate(orderPath(order.number, statusSecret), { state: { placed: true } })
    } catch (error) {
      // New prices or stock: the cart and the review show them, and the buyer places the
      // order again.
      if (error instanceof DeskError) learnProducts(error.body)
      const failure =
        error instanceof DeskError
          ? { message: error.message, details: refusalDetails(error) }
          : { message: 'Your order could not be sent. Please try again.', details: [] }
      setPlace({ placing: false, failure })
      return
    }
    setPlace({ placing: false, failure: null })
  }

  return { place, placedNumber, placeWithDesk }
}
