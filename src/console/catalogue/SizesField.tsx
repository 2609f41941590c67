import { useState } from 'react'
import { flushSync } from 'react-dom'
import { PRODUCT_LIMITS as LIMITS } from '@/domain/catalogue/product-schema'
import { MAX_SIZES } from '@/domain/catalogue/sizes'
import { newSizeDraft, type SizeDraft } from './products'
import { controlId, type FieldMessages } from './product-form-rules'
import { Field, secondaryButtonClass } from '../shared/ui'
import { CheckField, PriceField } from './ProductFormFields'

interface Props {
  sizes: SizeDraft[]
  errors: FieldMessages
  /** The sizes after a change; `from[i]` is the number size i had before (undefined if new). */
  onChange(next: SizeDraft[], from: (number | undefined)[]): void
  /** Why the sizes cannot be changed here (staff: prices and sizes are an owner's). */
  locked?: string | undefined
}

const ADD_ID = 'product-sizes-add'
const moveId = (index: number, way: 'up' | 'down') => `product-sizes-${index}-${way}`
const smallButtonClass = `${secondaryButtonClass} px-3 text-sm`

/** The size the shop shows first: the first on sale, or the first when none is. */
const defaultIndex = (sizes: SizeDraft[]) =>
  Math.max(
    0,
    sizes.findIndex((s) => s.onSale),
  )

/**
 * A product's pack sizes, each with its label, price, SKU and whether it is on sale: added,
 * removed and moved up or down (the first on sale is the default) by buttons that keep the
 * keyboard's place and say what they did.
 */
export function SizesField({ sizes, errors, onChange, locked }: Props) {
  const [moved, setMoved] = useState('')
  const groupError = errors.sizes
  const full = sizes.length >= MAX_SIZES
  const first = defaultIndex(sizes)
  const same = sizes.map((_, i) => i)

  function add() {
    flushSync(() => onChange([...sizes, newSizeDraft()], [...same, undefined]))
    document.getElementById(controlId(`sizes.${sizes.length}.label`))?.focus()
  }

  function remove(index: number) {
    const from = same.filter((i) => i !== index)
    flushSync(() =>
      onChange(
        from.map((i) => sizes[i]!),
        from,
      ),
    )
    setMoved('')
    document.getElementById(ADD_ID)?.focus()
  }

  function move(index: number, way: 'up' | 'down') {
    const to = way === 'up' ? index - 1 : index + 1
    const from = [...same]
    from[index] = to
    from[to] = index
    const next = from.map((i) => sizes[i]!)
    flushSync(() => onChange(next, from))
    const size = next[to]!
    const name = size.label.trim() || 'The size'
    setMoved(
      `${name} moved ${way} to position ${to + 1}${to === defaultIndex(next) ? ': it is the default now' : ''}.`,
    )
    // The same button on the moved size, or its other one at the top or the bottom.
    const button = document.getElementById(moveId(to, way)) as HTMLButtonElement | null
    if (button && !button.disabled) button.focus()
    else document.getElementById(moveId(to, way === 'up' ? 'down' : 'up'))?.focus()
  }

  const set = (index: number, patch: Partial<SizeDraft>) =>
    onChange(
      sizes.map((s, i) => (i === index ? { ...s, ...patch } : s)),
      same,
    )

  return (
    <fieldset
      id={controlId('sizes')}
      disabled={Boolean(locked)}
      tabIndex={-1}
      aria-describedby={`product-sizes-hint${groupError ? ' product-sizes-error' : ''}`}
      className="space-y-3 rounded-md border border-slate-300 p-3 outline-none"
    >
      <legend className="px-1 font-semibold">Sizes</legend>
      <div id="product-sizes-hint" className="space-y-1 text-sm text-slate-700">
        {locked && <p className="font-semibold text-slate-900">{locked}</p>}
        <p>
          Each size has its own label as the shop prints it (for example 5mg or 10 mg), its price
          and its SKU. The first size on sale is the default: the product page opens on it. Move a
          size up or down to change the default.
        </p>
        <p>
          To stop selling a size, untick its On sale box; it can go back on sale later as it was.
          Remove only a size added by mistake: buyers who have it in their cart are told it is no
          longer available, as for a withdrawn product. A size that orders or lots name cannot be
          removed.
        </p>
      </div>
      {groupError && (
        <p id="product-sizes-error" className="text-sm text-red-800">
          {groupError}
        </p>
      )}
      <ol className="space-y-3">
        {sizes.map((size, i) => (
          <SizeRow
            key={size.row}
            size={size}
            index={i}
            count={sizes.length}
            isDefault={i === first}
            errors={errors}
            onSet={(patch) => set(i, patch)}
            onMove={(way) => move(i, way)}
            onRemove={() => remove(i)}
          />
        ))}
      </ol>
      <p role="status" className="sr-only">
        {moved}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <button
          id={ADD_ID}
          type="button"
          className={secondaryButtonClass}
          onClick={add}
          disabled={full}
        >
          Add a size
        </button>
        {full && <span className="text-sm text-slate-700">A product has at most {MAX_SIZES}.</span>}
      </div>
    </fieldset>
  )
}

/** One size: its label, price, SKU and On sale, and the buttons that move or remove it. */
function SizeRow({
  size,
  index: i,
  count,
  isDefault,
  errors,
  onSet,
  onMove,
  onRemove,
}: {
  size: SizeDraft
  index: number
  count: number
  isDefault: boolean
  errors: FieldMessages
  onSet: (patch: Partial<SizeDraft>) => void
  onMove: (way: 'up' | 'down') => void
  onRemove: () => void
}) {
  const field = (name: string) => `sizes.${i}.${name}`
  const which = `size ${i + 1}${size.label.trim() ? ` (${size.label.trim()})` : ''}`
  return (
    <li>
      <fieldset className="space-y-3 rounded-md border border-slate-200 bg-slate-50 p-3">
        <legend className="px-1 text-sm font-semibold">
          Size {i + 1}
          {isDefault && ', the default'}
        </legend>
        <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          <Field
            id={controlId(field('label'))}
            label={`Label of size ${i + 1}`}
            value={size.label}
            onChange={(e) => onSet({ label: e.target.value })}
            required
            maxLength={LIMITS.size}
            autoComplete="off"
            error={errors[field('label')]}
          />
          <PriceField
            id={controlId(field('price'))}
            label={`Price of size ${i + 1} (US dollars)`}
            value={size.price}
            onChange={(e) => onSet({ price: e.target.value })}
            error={errors[field('price')]}
          />
          <Field
            id={controlId(field('sku'))}
            label={`SKU of size ${i + 1}`}
            value={size.sku}
            onChange={(e) => onSet({ sku: e.target.value })}
            required
            maxLength={LIMITS.sku}
            autoComplete="off"
            spellCheck={false}
            className="mt-1 block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 font-mono text-slate-900"
            error={errors[field('sku')]}
          />
        </div>
        <CheckField
          id={controlId(field('onSale'))}
          label={`Size ${i + 1} on sale`}
          checked={size.onSale}
          onChange={(onSale) => onSet({ onSale })}
        />
        <div className="flex flex-wrap gap-2">
          <button
            id={moveId(i, 'up')}
            type="button"
            className={smallButtonClass}
            onClick={() => onMove('up')}
            disabled={i === 0}
          >
            Move up <span className="sr-only">{which}</span>
          </button>
          <button
            id={moveId(i, 'down')}
            type="button"
            className={smallButtonClass}
            onClick={() => onMove('down')}
            disabled={i === count - 1}
          >
            Move down <span className="sr-only">{which}</span>
          </button>
          <button
            type="button"
            className={smallButtonClass}
            onClick={onRemove}
            disabled={count === 1}
          >
            Remove <span className="sr-only">{which}</span>
          </button>
        </div>
      </fieldset>
    </li>
  )
}
