import { formatPrice } from '@/lib/money'
import { CartLineStepper, RemoveLineButton } from './CartLineControls'
import { CartProductCell } from './CartProductCell'
import type { CartItem } from './CartProvider'

/** A line's price: none for a line not offered now, whose size may have no price left. */
const priceOf = (item: CartItem, cents: number) =>
  item.available ? (
    formatPrice(cents)
  ) : (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">Not offered</span>
    </>
  )

/**
 * The cart lines: a table from 768 px up, a stacked list below it so a phone never scrolls
 * sideways. Only one of the two is displayed (and exposed to assistive technology) at a time.
 */
export function CartTable({ items }: { items: CartItem[] }) {
  return (
    <>
      <table className="hidden w-full border-collapse text-left md:table">
        <caption className="sr-only">Items in your cart</caption>
        <thead>
          <tr className="border-b border-slate-300 text-sm text-slate-600">
            <th scope="col" className="py-3 pr-4 font-medium">
              Product
            </th>
            <th scope="col" className="py-3 pr-4 text-right font-medium">
              Price
            </th>
            <th scope="col" className="py-3 pr-4 font-medium">
              Quantity
            </th>
            <th scope="col" className="py-3 pr-4 text-right font-medium">
              Total
            </th>
            <th scope="col" className="py-3 font-medium">
              <span className="sr-only">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={`${item.product.id}/${item.size.key}`} className="border-b border-slate-200">
              <td className="py-4 pr-4">
                <CartProductCell item={item} />
              </td>
              <td className="tabular py-4 pr-4 text-right">
                {priceOf(item, item.size.priceCents)}
              </td>
              <td className="py-4 pr-4">
                <CartLineStepper item={item} />
              </td>
              <td className="tabular py-4 pr-4 text-right font-semibold">
                {priceOf(item, item.lineTotalCents)}
              </td>
              <td className="py-4 text-right">
                <RemoveLineButton item={item} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul
        aria-label="Items in your cart"
        className="flex flex-col divide-y divide-slate-200 md:hidden"
      >
        {items.map((item) => (
          <li key={`${item.product.id}/${item.size.key}`} className="flex flex-col gap-3 py-4">
            <div className="flex items-start justify-between gap-2">
              <CartProductCell item={item} />
              <RemoveLineButton item={item} />
            </div>
            <dl className="tabular grid grid-cols-2 gap-y-1 text-sm">
              <dt className="text-slate-600">Price</dt>
              <dd className="text-right">{priceOf(item, item.size.priceCents)}</dd>
              <dt className="text-slate-600">Line total</dt>
              <dd className="text-right font-semibold">{priceOf(item, item.lineTotalCents)}</dd>
            </dl>
            <CartLineStepper item={item} />
          </li>
        ))}
      </ul>
    </>
  )
}
