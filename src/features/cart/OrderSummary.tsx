import { Link } from '@/lib/router'
import { formatPrice } from '@/lib/money'
import { ORDER_DESK_ENABLED } from '@/data/shop'

/** Item count, subtotal, shipping note and estimated total, with Proceed to Checkout. */
export function OrderSummary({
  totalItems,
  totalCents,
  problems = [],
}: {
  totalItems: number
  totalCents: number
  /** Why the cart cannot be ordered as it stands (withdrawn, out of stock, over what is left). */
  problems?: readonly string[]
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
      {problems.length > 0 ? (
        <>
          <div id="cart-unavailable" className="mt-5 flex flex-col gap-1">
            {problems.map((problem) => (
              <p key={problem} className="text-sm font-medium text-red-700">
                {problem}
              </p>
            ))}
          </div>
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
      {ORDER_DESK_ENABLED && (
        <Link to="/quote" className="btn-secondary mt-3 w-full">
          Request a quote
        </Link>
      )}
      <p className="mt-3 text-xs text-slate-600">
        Tax and shipping are added at checkout. For laboratory research use only.
      </p>
    </section>
  )
}
