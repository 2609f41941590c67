import { ShoppingCart } from 'lucide-react'
import { SHOP } from '@/data/shop'
import { Link } from '@/lib/router'
import { PageMeta } from '@/components/layout/PageMeta'
import { CartTable } from './CartTable'
import { EmptyCartView } from './EmptyCartView'
import { useCart } from './CartProvider'
import { OrderSummary } from './OrderSummary'

/** /cart: the cart's lines, the order summary, or the empty state. */
export default function CartPage() {
  const { items, problems, totalItems, totalCents, clearCart } = useCart()

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageMeta title="Shopping Cart" description={`Your cart at ${SHOP.name}.`} path="/cart" />
      {items.length === 0 ? (
        <EmptyCartView className="mx-auto flex max-w-md flex-col items-center py-12 text-center">
          <ShoppingCart aria-hidden="true" className="h-12 w-12 text-slate-400" />
          <h1 className="mt-4 text-3xl font-semibold text-slate-900">Your Cart is Empty</h1>
          <p className="mt-2 text-slate-600">
            Add research reagents from the catalogue to start an order.
          </p>
          <Link to="/products" className="btn-primary mt-6">
            Browse Products
          </Link>
        </EmptyCartView>
      ) : (
        <>
          <h1 className="text-3xl font-semibold text-slate-900">Shopping Cart</h1>
          <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-[1fr_20rem]">
            <div>
              <CartTable items={items} />
              <div className="mt-4 flex flex-wrap justify-between gap-3">
                <Link to="/products" className="btn-secondary">
                  Continue Shopping
                </Link>
                <button type="button" className="btn-secondary" onClick={() => clearCart()}>
                  Clear cart
                </button>
              </div>
            </div>
            <OrderSummary totalItems={totalItems} totalCents={totalCents} problems={problems} />
          </div>
        </>
      )}
    </div>
  )
}
