import { ChevronDown } from 'lucide-react'
import { useState } from 'react'
import { orderTotals } from '@/domain/orders/totals'
import { useCart } from '@/features/cart'
import { formatPrice } from '@/lib/money'
import { OrderSummary } from './OrderSummary'

/**
 * The order summary beside every checkout step: always shown and kept in view on a desktop;
 * folded under a button that shows the total on a phone, where it sits above the form.
 */
export function CheckoutSummary({ className = '' }: { className?: string }) {
  const [open, setOpen] = useState(false)
  const { totalCents, totalItems } = useCart()
  return (
    <aside aria-labelledby="order-summary-heading" className={className}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="checkout-summary-body"
        onClick={() => setOpen((o) => !o)}
        className="flex min-h-11 w-full items-center justify-between gap-3 rounded-lg border border-slate-200 bg-slate-50 px-4 py-2 text-left text-base font-medium text-slate-900 lg:hidden"
      >
        <span className="flex items-center gap-2">
          <span className="flex flex-col">
            <span>{open ? 'Hide' : 'Show'} order summary</span>
            <span className="text-sm font-normal text-slate-600">
              {totalItems} {totalItems === 1 ? 'item' : 'items'}
            </span>
          </span>
          <ChevronDown
            aria-hidden="true"
            className={`size-4 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
          />
        </span>
        <span className="tabular font-semibold">
          {formatPrice(orderTotals(totalCents).totalCents)}
        </span>
      </button>
      <div id="checkout-summary-body" className={open ? 'mt-3 lg:mt-0' : 'hidden lg:block'}>
        <OrderSummary />
      </div>
    </aside>
  )
}
