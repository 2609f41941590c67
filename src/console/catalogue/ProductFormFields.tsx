import type { ReactNode } from 'react'
import { PRODUCT_LIMITS as LIMITS } from '@/domain/product-schema'
import { controlId, type FieldMessages } from './product-form-rules'
import { Field, FieldFrame } from '../shared/ui'

/** A price as typed, in dollars, with the "$" before it. */
export function PriceField(props: {
  id: string
  label: string
  value: string
  error: string | undefined
  onChange(e: { target: { value: string } }): void
}) {
  const { error, label, ...input } = props
  return (
    <FieldFrame id={props.id} label={label} hint="For example 94.99." error={error}>
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

/** A checkbox with its label beside it and a line saying what ticking it does. */
export function CheckField({
  id,
  label,
  hint,
  checked,
  onChange,
}: {
  id: string
  label: string
  hint?: ReactNode
  checked: boolean
  onChange(checked: boolean): void
}) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-1 size-5 shrink-0"
      />
      <div>
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-sm text-slate-700">
            {hint}
          </p>
        )}
      </div>
    </div>
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
    <CheckField
      id={controlId('onSale')}
      label="On sale"
      hint="Unchecking it withdraws the product from the catalogue, the carousel, search and the sitemap. Its page stays, saying it is not offered now."
      checked={checked}
      onChange={onChange}
    />
  )
}

export interface StockDraft {
  lowStockThreshold: string
  backorders: boolean
  backorderDays: string
}

/** What buyers are told of each size's stock: the "Only N left" line and backorders. */
export function StockFields({
  stock,
  errors,
  onChange,
}: {
  stock: StockDraft
  errors: FieldMessages
  onChange(patch: Partial<StockDraft>): void
}) {
  const number = (field: 'lowStockThreshold' | 'backorderDays') => ({
    id: controlId(field),
    value: stock[field],
    error: errors[field],
    onChange: (e: { target: { value: string } }) => onChange({ [field]: e.target.value }),
    inputMode: 'numeric' as const,
    autoComplete: 'off',
    required: true,
    maxLength: 3,
    className:
      'mt-1 block min-h-11 w-28 max-w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 tabular-nums',
  })
  return (
    <fieldset className="space-y-4 rounded-md border border-slate-300 p-3">
      <legend className="px-1 font-semibold">Stock</legend>
      <Field
        label="Low-stock threshold"
        {...number('lowStockThreshold')}
        hint="Buyers see “Only N left” when a size is down to this many vials or fewer. 0 never shows it."
      />
      <CheckField
        id={controlId('backorders')}
        label="Take backorders when a size is out of stock"
        hint="Buyers can still order a size with no vials left, and are told “Backorder: ships in about N days”. Unticked, they see “Out of stock” and cannot order it."
        checked={stock.backorders}
        onChange={(backorders) => onChange({ backorders })}
      />
      <Field
        label="Backorder lead time (days)"
        {...number('backorderDays')}
        hint="From 1 to 365. Shown to buyers only while backorders are taken."
      />
    </fieldset>
  )
}
