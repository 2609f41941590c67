import { useRef, useState, type FormEvent } from 'react'
import { PageMeta } from '@/components/layout/PageMeta'
import { CheckboxField } from '@/components/ui/CheckboxField'
import { SelectField, TextAreaField, TextField } from '@/components/ui/Field'
import { FormAlert } from '@/components/ui/FormAlert'
import { useAllProducts } from '@/components/ui/use-catalogue'
import { FIELD_LIMITS as L } from '@/data/policy'
import { SHOP } from '@/data/shop'
import { US_STATES } from '@/data/us-states'
import { ORDER_LIMITS } from '@/domain/order-request'
import type { QuoteRequestBody } from '@/domain/quote-schemas'
import { nameWithSize, sizeOf } from '@/domain/sizes'
import { DeskError } from '@/lib/desk-client'
import { Link } from 'react-router'
import { useHydrated, usePageSearchParams } from '@/lib/use-hydrated'
import { useCart } from '@/features/cart'
import { sendQuoteRequest } from './quote-api'

const id = (field: string) => `quote-${field}`
const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: s.label }))

/** A line of the request: a product and size, and the quantity as typed. */
interface RequestLine {
  productId: string
  size: string
  name: string
  quantity: string
}

const lineKey = (line: Pick<RequestLine, 'productId' | 'size'>) => `${line.productId}/${line.size}`

/** The fields a refusal may name, and the control each is shown beside. */
const FIELD_OF: Record<string, string> = {
  'customer.firstName': 'firstName',
  'customer.lastName': 'lastName',
  'customer.email': 'email',
  'customer.phone': 'phone',
  organization: 'organization',
  'shipping.address': 'address',
  'shipping.address2': 'address2',
  'shipping.city': 'city',
  'shipping.state': 'state',
  'shipping.zip': 'zip',
  note: 'note',
}

/**
 * /quote: a request for a formal quote (number, lines, prices, valid until), for a purchasing
 * office that needs one before it raises a purchase order. The cart's lines come with it; from a
 * product's page ("bulk or custom request"), that product and size. The desk checks every field
 * and answers with its thanks; the buyer is mailed a confirmation.
 */
export default function QuoteRequestPage() {
  const [params] = usePageSearchParams()
  const { items } = useCart()
  const products = useAllProducts()
  const [removed, setRemoved] = useState<string[]>([])
  const [fields, setFields] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState('')
  const [sent, setSent] = useState('')
  const [busy, setBusy] = useState(false)
  const sending = useRef(false)
  const honeypot = useRef<HTMLInputElement>(null)
  const [poFollows, setPoFollows] = useState(false)
  const hydrated = useHydrated()
  const fromProduct = params.get('product')

  // Once the page has started: the product it was opened for, else the cart's lines, less
  // those the buyer removed here.
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
  const shown = source.filter((line) => !removed.includes(lineKey(line)))
  const fieldError = (name: string) =>
    fields[Object.keys(FIELD_OF).find((k) => FIELD_OF[k] === name) ?? name]

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending.current) return
    const form = new FormData(event.currentTarget)
    const text = (name: string) => String(form.get(name) ?? '').trim()
    const body: QuoteRequestBody = {
      lines: shown.map((line, index) => ({
        productId: line.productId,
        size: line.size,
        quantity: Number(text(`line-${index}`) || '0'),
      })),
      customer: {
        firstName: text('firstName'),
        lastName: text('lastName'),
        email: text('email'),
        phone: text('phone'),
      },
      organization: text('organization'),
      shipping: {
        address: text('address'),
        address2: text('address2'),
        city: text('city'),
        state: text('state'),
        zip: text('zip'),
        country: 'US',
      },
      note: text('note'),
      poFollows,
      website: honeypot.current?.value ?? '',
    }
    sending.current = true
    setBusy(true)
    setFailure('')
    setFields({})
    try {
      setSent(await sendQuoteRequest(body))
      window.scrollTo({ top: 0 })
    } catch (error) {
      if (error instanceof DeskError) {
        setFields(error.fields)
        setFailure(error.message)
      } else setFailure(String(error))
    } finally {
      sending.current = false
      setBusy(false)
    }
  }

  const meta = (
    <PageMeta
      title="Request a Quote"
      description={`Ask ${SHOP.name} for a formal quote before you raise a purchase order.`}
      path="/quote"
      noindex
    />
  )
  if (sent) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        {meta}
        <h1 className="text-3xl font-semibold text-slate-900">Request a Quote</h1>
        <p role="status" className="mt-6 text-slate-800">
          {sent}
        </p>
        <Link to="/products" className="btn-secondary mt-6">
          Continue Shopping
        </Link>
      </div>
    )
  }
  // The lines' own messages (a quantity, a product), said once above the form.
  const lineMessages = [
    ...new Set(
      Object.entries(fields)
        .filter(([key]) => key === 'lines' || key.startsWith('lines.'))
        .map(([, message]) => message),
    ),
  ]
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      {meta}
      <h1 className="text-3xl font-semibold text-slate-900">Request a Quote</h1>
      <p className="mt-3 max-w-prose text-slate-700">
        For a purchasing office that needs a formal quote before it raises a purchase order, or for
        a quantity or size we do not list. We email the quote within one business day, with its
        number, prices and the date it is valid until; you accept it online with your PO number.
      </p>
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-8 flex flex-col gap-6">
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
                  <p className="min-w-0 flex-1 font-medium break-words text-slate-900">
                    {line.name}
                  </p>
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
                  <button
                    type="button"
                    className="btn-secondary"
                    onClick={() => setRemoved([...removed, lineKey(line)])}
                  >
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

        <fieldset className="flex flex-col gap-3">
          <legend className="text-xl font-semibold text-slate-900">Ship to</legend>
          <TextField
            id={id('address')}
            name="address"
            label="Street address"
            required
            autoComplete="address-line1"
            maxLength={L.street}
            error={fieldError('address')}
          />
          <TextField
            id={id('address2')}
            name="address2"
            label="Apartment, suite, building (optional)"
            autoComplete="address-line2"
            maxLength={L.addressLine2}
            error={fieldError('address2')}
          />
          <div className="grid gap-3 sm:grid-cols-3">
            <TextField
              id={id('city')}
              name="city"
              label="City"
              required
              autoComplete="address-level2"
              maxLength={L.city}
              error={fieldError('city')}
            />
            <SelectField
              id={id('state')}
              name="state"
              label="State"
              required
              autoComplete="address-level1"
              placeholder="Select a state"
              options={STATE_OPTIONS}
              error={fieldError('state')}
            />
            <TextField
              id={id('zip')}
              name="zip"
              label="ZIP code"
              required
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={L.zip}
              error={fieldError('zip')}
            />
          </div>
          <p className="text-sm text-slate-600">United States only.</p>
        </fieldset>

        {/* A field people never see: software that fills every field fills this one too. */}
        <div className="hidden">
          <label htmlFor={id('website')}>Website (leave empty)</label>
          <input
            ref={honeypot}
            id={id('website')}
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
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
        <button
          type="submit"
          className="btn-primary w-full sm:w-auto sm:self-start"
          aria-disabled={busy}
        >
          {busy ? 'Sending…' : 'Request Quote'}
        </button>
        <p className="text-xs text-slate-600">For laboratory research use only.</p>
      </form>
    </div>
  )
}
