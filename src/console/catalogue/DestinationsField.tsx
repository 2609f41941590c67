import { flushSync } from 'react-dom'
import { PRODUCT_LIMITS as LIMITS } from '@/domain/catalogue/product-schema'
import { rowKey, type DestinationDraft } from './products'
import { controlId, type FieldMessages } from './product-form-rules'
import { Field, secondaryButtonClass } from '../shared/ui'

interface Props {
  destinations: DestinationDraft[]
  errors: FieldMessages
  onChange(next: DestinationDraft[]): void
}

const ADD_ID = 'product-destinations-add'

/**
 * The places a product ships to under terms of its own, shown on its page: a repeatable group
 * of name and description, each row added and removed by a button that keeps the keyboard's place.
 */
export function DestinationsField({ destinations, errors, onChange }: Props) {
  const groupError = errors.destinations
  const full = destinations.length >= LIMITS.destinations

  function add() {
    const row = { key: rowKey(), name: '', description: '' }
    // Drawn first, so the new row's name can take the focus.
    flushSync(() => onChange([...destinations, row]))
    document.getElementById(controlId(`destinations.${destinations.length}.name`))?.focus()
  }

  function remove(index: number) {
    flushSync(() => onChange(destinations.filter((_, i) => i !== index)))
    document.getElementById(ADD_ID)?.focus()
  }

  const set = (index: number, patch: Partial<DestinationDraft>) =>
    onChange(destinations.map((d, i) => (i === index ? { ...d, ...patch } : d)))

  return (
    <fieldset
      id={controlId('destinations')}
      tabIndex={-1}
      aria-describedby={`product-destinations-hint${groupError ? ' product-destinations-error' : ''}`}
      className="space-y-3 rounded-md border border-slate-300 p-3 outline-none"
    >
      <legend className="px-1 font-semibold">
        Shipping destinations of its own (product-specific)
      </legend>
      <p id="product-destinations-hint" className="text-sm text-slate-700">
        Places this product ships to under its own terms, listed on its page beside the shop’s. Most
        products have none.
      </p>
      {groupError && (
        <p id="product-destinations-error" className="text-sm text-red-800">
          {groupError}
        </p>
      )}
      {destinations.length === 0 && <p className="text-slate-700">None.</p>}
      <ol className="space-y-3">
        {destinations.map((d, i) => {
          const field = (name: string) => `destinations.${i}.${name}`
          return (
            <li key={d.key}>
              <fieldset className="space-y-2 rounded-md border border-slate-200 bg-slate-50 p-3">
                <legend className="px-1 text-sm font-semibold">Destination {i + 1}</legend>
                <Field
                  id={controlId(field('name'))}
                  label={`Name of destination ${i + 1}`}
                  value={d.name}
                  onChange={(e) => set(i, { name: e.target.value })}
                  required
                  maxLength={LIMITS.destinationName}
                  error={errors[field('name')]}
                />
                <Field
                  id={controlId(field('description'))}
                  label={`Description of destination ${i + 1}`}
                  value={d.description}
                  onChange={(e) => set(i, { description: e.target.value })}
                  required
                  maxLength={LIMITS.destinationDescription}
                  error={errors[field('description')]}
                />
                <button type="button" className={secondaryButtonClass} onClick={() => remove(i)}>
                  Remove
                  <span className="sr-only">
                    {' '}
                    destination {i + 1}
                    {d.name && ` (${d.name})`}
                  </span>
                </button>
              </fieldset>
            </li>
          )
        })}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <button
          id={ADD_ID}
          type="button"
          className={secondaryButtonClass}
          onClick={add}
          disabled={full}
        >
          Add a destination
        </button>
        {full && (
          <span className="text-sm text-slate-700">
            A product has at most {LIMITS.destinations}.
          </span>
        )}
      </div>
    </fieldset>
  )
}
