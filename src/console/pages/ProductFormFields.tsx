import { PRODUCT_LIMITS as LIMITS } from '@/domain/product-schema'
import { controlId } from '../product-form-rules'
import { FieldFrame } from '../ui'

/** The price as typed, in dollars, with the "$" before it. */
export function PriceField(props: {
  id: string
  value: string
  error: string | undefined
  onChange(e: { target: { value: string } }): void
}) {
  const { error, ...input } = props
  return (
    <FieldFrame id={props.id} label="Price (US dollars)" hint="For example 94.99." error={error}>
      {(wiring) => (
        <div className="mt-1 flex">
          <span
            aria-hidden="true"
            className="inline-flex min-h-11 items-center rounded-l-md border border-r-0 border-slate-400 bg-slate-100 px-3 text-slate-800"
          >
            $
          </span>
          <input
            {...wiring}
            {...input}
            inputMode="decimal"
            autoComplete="off"
            required
            maxLength={LIMITS.price}
            className="block min-h-11 w-full min-w-0 rounded-r-md border border-slate-400 bg-white px-3 py-2 text-slate-900 tabular-nums"
          />
        </div>
      )}
    </FieldFrame>
  )
}

/** On sale, or withdrawn from every list of the shop (its page stays). */
export function OnSaleField({
  checked,
  onChange,
}: {
  checked: boolean
  onChange(checked: boolean): void
}) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={controlId('onSale')}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby="product-onSale-hint"
        className="mt-1 size-5 shrink-0"
      />
      <div>
        <label htmlFor={controlId('onSale')} className="font-semibold">
          On sale
        </label>
        <p id="product-onSale-hint" className="text-sm text-slate-700">
          Unchecking it withdraws the product from the catalogue, the carousel, search and the
          sitemap. Its page stays, saying it is not offered now.
        </p>
      </div>
    </div>
  )
}
