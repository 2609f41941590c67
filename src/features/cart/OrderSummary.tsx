import { Link } from '@/lib/router'
import { formatPrice } from '@/lib/money'

/** Why the cart cannot go to the checkout while it holds withdrawn products. */
export function notOfferedMessage(names: readonly string[]): string {
  return `${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} not offered now. Remove ${names.length === 1 ? 'it' : 'them'} from your cart to check out.`
}

/** Item count, subtotal, shipping note and estimated total, with Proceed to Checkout. */
export function OrderSummary({
  totalItems,
  totalCents,
  unavailable = [],
}: {
  totalItems: number
  totalCents: number
  /** Names of the products in the cart that are not offered now. */
  unavailable?: readonly string[]
}) {
  return (
    <section
      aria-labelledby="order-summary-heading"
      className="rounded-lg border border-slate-200 bg-slate-50 p-5"
    >
      <h2 id="order-summary-heading" className="text-lg font-semibold text-slate-900">
        Order Summary
      </h2>
      <dl className="tabular mt-4 grid grid-cols-[max-content_1fr] gap-y-2 [&>dt]:pr-4">
        <dt className="text-slate-600">Items</dt>
        <dd className="text-right">{totalItems}</dd>
        <dt className="text-slate-600">Subtotal</dt>
        <dd className="text-right">{formatPrice(totalCents)}</dd>
        <dt className="text-slate-600">Shipping</dt>
        <dd className="text-right">Calculated at checkout</dd>
        <dt className="border-t border-slate-300 pt-2 font-semibold text-slate-900">
          Estimated Total
        </dt>
        <dd className="border-t border-slate-300 pt-2 text-right text-lg font-semibold text-slate-900">
          {formatPrice(totalCents)}
        </dd>
      </dl>
      {unavailable.length > 0 ? (
        <>
          <p id="cart-unavailable" className="mt-5 text-sm font-medium text-red-700">
            {notOfferedMessage(unavailable)}
          </p>
          <button
            type="button"
            className="btn-primary mt-3 w-full"
            disabled
            aria-describedby="cart-unavailable"
          >
            Proceed to Checkout
          </button>
        </>
      ) : (
        <Link to="/checkout" className="btn-primary mt-5 w-full">
          Proceed to Checkout
        </Link>
      )}
      <p className="mt-3 text-xs text-slate-600">
        Tax and shipping are added at checkout. For laboratory research use only.
      </p>
    </section>
  )
}
