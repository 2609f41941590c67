import { useState, type ReactNode } from 'react'
import { Link } from '@/lib/router'
import { CheckboxField } from '@/components/ui/CheckboxField'
import { TextAreaField, TextField } from '@/components/ui/Field'
import { FormAlert } from '@/components/ui/FormAlert'
import { useAllProducts } from '@/components/ui/use-catalogue'
import { FIELD_LIMITS as L } from '@/data/policy'
import { ORDER_LIMITS } from '@/domain/orders/order-request'
import { nameWithSize, sizeOf } from '@/domain/catalogue/sizes'
import { useHydrated, usePageSearchParams } from '@/lib/use-hydrated'
import { useCart } from '@/features/cart'

// The parts of the quote request (/quote): its lines, the sections of its form, its answers.

/** The id of a field of the quote request. */
export const id = (field: string) => `quote-${field}`

/** A line of the request: a product and size, and the quantity as typed. */
export interface RequestLine {
  productId: string
  size: string
  name: string
  quantity: string
}

const lineKey = (line: Pick<RequestLine, 'productId' | 'size'>) => `${line.productId}/${line.size}`

/** The request's lines: the product it was opened for, else the cart's, less those removed. */
export function useRequestLines() {
  const [params] = usePageSearchParams()
  const { items } = useCart()
  const products = useAllProducts()
  const [removed, setRemoved] = useState<string[]>([])
  const hydrated = useHydrated()
  const fromProduct = params.get('product')

  // Only once the page has started: the prerendered page has no lines.
  const product = fromProduct ? products.find((p) => p.id === fromProduct) : undefined
  const size = product && sizeOf(product, params.get('size') ?? undefined)
  const source: RequestLine[] = !hydrated
    ? []
    : product && size
      ? [
          {
            productId: product.id,
            size: size.key,
            name: nameWithSize(product.name, size.label),
            quantity: '',
          },
        ]
      : fromProduct
        ? []
        : items.map((item) => ({
            productId: item.product.id,
            size: item.size.key,
            name: item.name,
            quantity: String(item.quantity),
          }))
  return {
    shown: source.filter((line) => !removed.includes(lineKey(line))),
    remove: (line: RequestLine) => setRemoved((now) => [...now, lineKey(line)]),
  }
}

/** The items asked about, with their quantities, the note and whether a PO follows. */
export function RequestItems({
  lines: shown,
  onRemove,
  fields,
  fieldError,
  poFollows,
  onPoFollowsChange: setPoFollows,
}: {
  lines: RequestLine[]
  onRemove: (line: RequestLine) => void
  fields: Record<string, string>
  fieldError: (name: string) => string | undefined
  poFollows: boolean
  onPoFollowsChange: (checked: boolean) => void
}) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-xl font-semibold text-slate-900">Items</legend>
      {shown.length === 0 ? (
        <p className="text-slate-700">
          No items: say in the note what you need, or{' '}
          <Link to="/products" className="text-accent underline">
            add products to your cart
          </Link>{' '}
          first.
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
          {shown.map((line, index) => (
            <li key={lineKey(line)} className="flex flex-wrap items-end gap-3 p-3">
              <p className="min-w-0 flex-1 font-medium break-words text-slate-900">{line.name}</p>
              <TextField
                id={id(`line-${index}`)}
                name={`line-${index}`}
                label={
                  <>
                    Quantity <span className="sr-only">of {line.name}</span>
                  </>
                }
                type="number"
                inputMode="numeric"
                min={ORDER_LIMITS.minQuantity}
                max={ORDER_LIMITS.maxQuantity}
                defaultValue={line.quantity}
                className="w-28"
                error={fields[`lines.${index}.quantity`] ?? fields[`lines.${index}.productId`]}
              />
              <button type="button" className="btn-secondary" onClick={() => onRemove(line)}>
                Remove <span className="sr-only">{line.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <TextAreaField
        id={id('note')}
        name="note"
        label="Note (optional)"
        hint="The quantity, pack size or purity you need, a larger amount than we list, or anything your purchasing office asks for."
        rows={4}
        maxLength={L.message}
        error={fieldError('note')}
      />
      <CheckboxField
        id={id('poFollows')}
        checked={poFollows}
        onCheckedChange={setPoFollows}
        label="A purchase order will follow once the quote is accepted"
      />
    </fieldset>
  )
}

/** The buyer's name, email, phone and organization. */
export function RequestDetails({
  fieldError,
}: {
  fieldError: (name: string) => string | undefined
}) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-xl font-semibold text-slate-900">Your details</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id={id('firstName')}
          name="firstName"
          label="First name"
          required
          autoComplete="given-name"
          maxLength={L.personName}
          error={fieldError('firstName')}
        />
        <TextField
          id={id('lastName')}
          name="lastName"
          label="Last name"
          required
          autoComplete="family-name"
          maxLength={L.personName}
          error={fieldError('lastName')}
        />
        <TextField
          id={id('email')}
          name="email"
          label="Email"
          type="email"
          required
          autoComplete="email"
          maxLength={L.email}
          error={fieldError('email')}
        />
        <TextField
          id={id('phone')}
          name="phone"
          label="Phone"
          type="tel"
          required
          autoComplete="tel"
          maxLength={L.phone}
          error={fieldError('phone')}
        />
      </div>
      <TextField
        id={id('organization')}
        name="organization"
        label="Organization (optional)"
        autoComplete="organization"
        maxLength={L.organization}
        error={fieldError('organization')}
      />
    </fieldset>
  )
}

/** The desk's thanks, once the request has reached it. */
export function RequestSent({ meta, message }: { meta: ReactNode; message: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      {meta}
      <h1 className="text-3xl font-semibold text-slate-900">Request a Quote</h1>
      <p role="status" className="mt-6 text-slate-800">
        {message}
      </p>
      <Link to="/products" className="btn-secondary mt-6">
        Continue Shopping
      </Link>
    </div>
  )
}

/** A refusal: its message, and the lines' own messages (a quantity, a product), each once. */
export function RequestFailure({
  failure,
  fields,
}: {
  failure: string
  fields: Record<string, string>
}) {
  const lineMessages = [
    ...new Set(
      Object.entries(fields)
        .filter(([key]) => key === 'lines' || key.startsWith('lines.'))
        .map(([, message]) => message),
    ),
  ]
  return (
    <FormAlert tone="error">
      {failure && (
        <>
          {failure}
          {lineMessages
            .filter((m) => m !== failure)
            .map((m) => (
              <span key={m} className="block">
                {m}
              </span>
            ))}
        </>
      )}
    </FormAlert>
  )
}
