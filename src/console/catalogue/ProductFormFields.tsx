import type { ReactNode } from 'react'
import { PRODUCT_LIMITS as LIMITS } from '@/domain/catalogue/product-schema'
import { CATEGORY_CHOICES, type ProductDraft } from './products'
import { controlId, type FieldMessages } from './product-form-rules'
import { ErrorNotice, Field, FieldFrame, inputClass, secondaryButtonClass } from '../shared/ui'

/** The product's fields that hold text. */
export type TextField = {
  [K in keyof ProductDraft]: ProductDraft[K] extends string ? K : never
}[keyof ProductDraft]

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

export type TextBinding = (field: TextField) => {
  id: string
  value: string
  error: string | undefined
  onChange: (e: { target: { value: string } }) => void
}

/** The compound's facts: purity, CAS number, sequence, formula and weight, other names, storage. */
export function CompoundFields({ text }: { text: TextBinding }) {
  return (
    <>
      <Field label="Purity" {...text('purity')} required maxLength={LIMITS.purity} />
      <Field
        label="CAS number (optional)"
        {...text('cas')}
        maxLength={LIMITS.cas}
        spellCheck={false}
        autoComplete="off"
        hint="For example 137525-51-0. Leave it empty when the compound has none."
      />
      <Field
        label="Sequence"
        {...text('sequence')}
        required
        maxLength={LIMITS.sequence}
        spellCheck={false}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Molecular formula"
          {...text('molecularFormula')}
          required
          maxLength={LIMITS.molecularFormula}
          spellCheck={false}
        />
        <Field
          label="Molecular weight (g/mol)"
          {...text('molecularWeight')}
          required
          inputMode="decimal"
          maxLength={LIMITS.molecularWeight}
        />
      </div>
      <Field
        label="Other names"
        {...text('alsoKnownAs')}
        required
        maxLength={LIMITS.alsoKnownAs}
        hint="Write “None” when there are none."
      />
      <Field label="Storage" {...text('storage')} required maxLength={LIMITS.storage} />
    </>
  )
}

/** The product's category, from the shop's list (a category not on it is asked again). */
export function CategoryField({
  value,
  error,
  onChange,
}: {
  value: string
  error: string | undefined
  onChange: (category: string) => void
}) {
  return (
    <FieldFrame id={controlId('category')} label="Category" error={error}>
      {(wiring) => (
        <select
          {...wiring}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          required
          className={inputClass}
        >
          {!(CATEGORY_CHOICES as readonly string[]).includes(value) && (
            <option value="">Choose a category</option>
          )}
          {CATEGORY_CHOICES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  )
}

/** A save refused as a whole; after a conflict, the way to read the product again. */
export function SaveFailure({
  failure,
  onReload,
}: {
  failure: { message: string; conflict: boolean } | null
  onReload: () => void
}) {
  if (!failure) return null
  return (
    <div className="space-y-2">
      <ErrorNotice>{failure.message}</ErrorNotice>
      {failure.conflict && (
        <>
          <p className="text-sm text-slate-700">
            What you typed is still here. Reloading shows their change and drops yours.
          </p>
          <button type="button" className={secondaryButtonClass} onClick={onReload}>
            Reload product
          </button>
        </>
      )}
    </div>
  )
}
