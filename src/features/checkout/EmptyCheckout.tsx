import { Link } from '@/lib/router'
import { EmptyCartView } from '@/features/cart'

/** Checkout with nothing in the cart (spec section 8). */
export function EmptyCheckout() {
  return (
    <EmptyCartView className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-semibold text-slate-900">Your Cart is Empty</h1>
      <p className="mt-4 text-slate-600">Add products to your cart before you check out.</p>
      <Link to="/products" className="btn-primary mt-8 inline-flex">
        Browse Products
      </Link>
    </EmptyCartView>
  )
}
