import { useRef, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import {
  PRODUCT_LIMITS as LIMITS,
  PRODUCT_MESSAGES as P,
  slugFromName,
} from '@/domain/catalogue/product-schema'
import { api, ApiError } from '../shared/api'
import { draftOf, type ConsoleProduct, type ProductDraft } from './products'
import {
  checkNew,
  checkSave,
  controlId,
  problemsOf,
  renumbered,
  type FieldMessages,
} from './product-form-rules'
import {
  buttonClass,
  ErrorSummary,
  Field,
  FieldFrame,
  inputClass,
  SuccessNotice,
} from '../shared/ui'
import { DestinationsField } from './DestinationsField'
import {
  CategoryField,
  CompoundFields,
  OnSaleField,
  SaveFailure,
  StockFields,
  type TextBinding,
  type TextField,
} from './ProductFormFields'
import { SizesField } from './SizesField'
import { useIsOwner } from '../shared/session'

export const SAVED = "Saved. The shop's pages show it within 2 seconds."
export const ADDED = "Product added. The shop's pages show it within 2 seconds."

interface Props {
  /** The product as read, or null for a new one. */
  product: ConsoleProduct | null
  /** The version the form's values were read at: a save is refused when someone saved since. */
  version: number
  /** An order names the product: its address is fixed. */
  ordered: boolean
  onSaved(product: ConsoleProduct, message: string): void
  /** Reads the product again, dropping what was typed (offered after a conflict). */
  onReload(): void
}

/** Every field of a product, checked by the domain's schema before it is sent. */
export function ProductForm({ product, version, ordered, onSaved, onReload }: Props) {
  const [draft, setDraft] = useState(() => draftOf(product))
  // A new product's address follows its name until the operator types one.
  const [idFollowsName, setIdFollowsName] = useState(!product)
  const [errors, setErrors] = useState<FieldMessages>({})
  const [failure, setFailure] = useState<{ message: string; conflict: boolean } | null>(null)
  const [done, setDone] = useState('')
  const [busy, setBusy] = useState(false)
  const owner = useIsOwner()
  const summary = useRef<HTMLDivElement>(null)

  function showErrors(next: FieldMessages) {
    // Drawn first, so the summary that takes the focus already lists them.
    flushSync(() => setErrors(next))
    summary.current?.focus()
  }

  /** `renumber` moves the shown messages of rows that moved to their rows' new numbers. */
  function change(
    patch: Partial<ProductDraft>,
    renumber?: (shown: FieldMessages) => FieldMessages,
  ) {
    const next = { ...draft, ...patch }
    setDraft(next)
    // A message goes once its field is right; none appears before the next submit.
    if (Object.keys(errors).length === 0) return
    const checked = product ? checkSave(next, version, product.id) : checkNew(next)
    const still = checked.ok ? {} : checked.errors
    setErrors((shown) =>
      Object.fromEntries(
        Object.keys(renumber ? renumber(shown) : shown).flatMap((f) =>
          still[f] ? [[f, still[f]]] : [],
        ),
      ),
    )
  }

  const text = (field: TextField) => ({
    id: controlId(field),
    value: draft[field],
    error: errors[field],
    onChange: (e: { target: { value: string } }) => change({ [field]: e.target.value }),
  })

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    setDone('')
    setFailure(null)
    const checked = product ? checkSave(draft, version, product.id) : checkNew(draft)
    if (!checked.ok) return showErrors(checked.errors)
    setErrors({})
    setBusy(true)
    try {
      const path = product ? `/products/${encodeURIComponent(product.id)}` : '/products'
      const { product: saved } = await api.post<{ product: ConsoleProduct }>(path, checked.body)
      const message = !product
        ? ADDED
        : saved.id === product.id
          ? SAVED
          : `Saved. Its page moved to /products/${saved.id}; the old address leads there. The shop's pages show it within 2 seconds.`
      setDraft(draftOf(saved))
      setDone(message)
      onSaved(saved, message)
    } catch (e) {
      if (e instanceof ApiError && Object.keys(e.fields).length > 0) showErrors(e.fields)
      else
        setFailure({
          message: e instanceof ApiError ? e.message : 'The product could not be saved.',
          conflict: e instanceof ApiError && e.status === 409,
        })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <ErrorSummary
        ref={summary}
        problems={problemsOf(errors, {
          sizes: draft.sizes.length,
          destinations: draft.destinations.length,
        })}
      />
      <Field
        label="Name"
        {...text('name')}
        onChange={(e) =>
          change({
            name: e.target.value,
            ...(idFollowsName ? { id: slugFromName(e.target.value) } : {}),
          })
        }
        required
        maxLength={LIMITS.name}
        autoComplete="off"
      />
      <ProductIdField
        binding={text('id')}
        product={product}
        ordered={ordered}
        onType={(id) => {
          // Emptied, it follows the name again.
          setIdFollowsName(!product && id === '')
          change({ id })
        }}
      />
      <FieldFrame id={controlId('description')} label="Description" error={errors.description}>
        {(wiring) => (
          <textarea
            {...wiring}
            value={draft.description}
            onChange={(e) => change({ description: e.target.value })}
            required
            rows={6}
            maxLength={LIMITS.description}
            className={inputClass}
          />
        )}
      </FieldFrame>
      <CategoryField
        value={draft.category}
        error={errors.category}
        onChange={(category) => change({ category })}
      />
      <SizesField
        sizes={draft.sizes}
        errors={errors}
        onChange={(sizes, from) => change({ sizes }, (shown) => renumbered(shown, 'sizes', from))}
        locked={owner ? undefined : 'Only an owner can change sizes and prices.'}
      />
      <StockFields stock={draft} errors={errors} onChange={change} />
      <CompoundFields text={text} />
      <DestinationsField
        destinations={draft.destinations}
        errors={errors}
        onChange={(destinations) => change({ destinations })}
      />
      <OnSaleField checked={draft.onSale} onChange={(onSale) => change({ onSale })} />
      <SaveFailure failure={failure} onReload={onReload} />
      <SuccessNotice>{busy ? 'Saving…' : done}</SuccessNotice>
      <button type="submit" className={buttonClass}>
        {product ? 'Save product' : 'Add product'}
      </button>
    </form>
  )
}

/** The product's address (id): fixed once an order names it. */
function ProductIdField({
  binding,
  product,
  ordered,
  onType,
}: {
  binding: ReturnType<TextBinding>
  product: ConsoleProduct | null
  ordered: boolean
  onType: (id: string) => void
}) {
  return (
    <Field
      label="Address (id)"
      {...binding}
      onChange={(e) => onType(e.target.value)}
      readOnly={ordered}
      required={!!product}
      maxLength={LIMITS.id}
      autoComplete="off"
      spellCheck={false}
      className={`${inputClass} font-mono ${ordered ? 'bg-slate-100' : ''}`}
      hint={addressHint(product, ordered, binding.value)}
    />
  )
}

function addressHint(product: ConsoleProduct | null, ordered: boolean, id: string) {
  if (ordered) return P.idFixed
  const page = `/products/${id.trim() || '…'}`
  if (!product) return `The product’s page: ${page}. Made from the name until you change it.`
  return `The product’s page: ${page}. Changing it moves the page; the old address leads to the new one.`
}
