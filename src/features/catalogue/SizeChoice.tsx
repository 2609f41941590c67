import type { Product, ProductSize } from '@/data/types'
import { availabilityText, canOrder, sizesOnSale } from '@/domain/catalogue/sizes'
import { formatPrice } from '@/lib/money'
import { SIZE_PARAM } from './use-chosen-size'

/**
 * The pack sizes on sale as native radios (arrow keys move between them), each with its price,
 * and its stock when it cannot be ordered. Native, so a choice made before the app runs is in
 * the page when it starts (docs/boot.md).
 */
export function SizeChoice({
  product,
  chosen,
  onChoose,
}: {
  product: Product
  chosen: ProductSize
  onChoose(key: string): void
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">Size</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {sizesOnSale(product).map((size) => (
          <label
            key={size.key}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 has-[:checked]:border-accent has-[:checked]:bg-sky-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent"
          >
            <input
              type="radio"
              name={SIZE_PARAM}
              value={size.key}
              checked={size.key === chosen.key}
              onChange={() => onChoose(size.key)}
              className="size-4 shrink-0 accent-accent"
            />
            <span className="leading-tight">
              <span className="block font-medium text-slate-900">{size.label}</span>{' '}
              <span className="tabular block text-sm text-slate-600">
                {formatPrice(size.priceCents)}
                {!canOrder(size.availability) && ` · ${availabilityText(size.availability)}`}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
