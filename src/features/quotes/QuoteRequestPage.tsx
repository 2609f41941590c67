import { useRef, useState, type FormEvent } from 'react'
import { PageMeta } from '@/components/layout/PageMeta'
import { Honeypot } from '@/components/ui/Honeypot'
import { ADDRESS_FIELDS, AddressFields, addressFrom } from '@/components/ui/AddressFields'
import { SHOP } from '@/data/shop'
import type { QuoteRequestBody } from '@/domain/quotes/quote-schemas'
import { DeskError } from '@/lib/desk-client'
import { sendQuoteRequest } from './quote-api'
import {
  id,
  RequestDetails,
  RequestFailure,
  RequestItems,
  RequestSent,
  useRequestLines,
} from './QuoteRequestParts'

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
  const lines = useRequestLines()
  const [fields, setFields] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState('')
  const [sent, setSent] = useState('')
  const [busy, setBusy] = useState(false)
  const sending = useRef(false)
  const honeypot = useRef<HTMLInputElement>(null)
  const [poFollows, setPoFollows] = useState(false)
  const fieldError = (name: string) =>
    fields[Object.keys(FIELD_OF).find((k) => FIELD_OF[k] === name) ?? name]

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending.current) return
    const form = new FormData(event.currentTarget)
    const text = (name: string) => String(form.get(name) ?? '').trim()
    const body: QuoteRequestBody = {
      lines: lines.shown.map((line, index) => ({
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
      shipping: addressFrom(form),
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
  if (sent) return <RequestSent meta={meta} message={sent} />
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
        <RequestItems
          lines={lines.shown}
          onRemove={lines.remove}
          fields={fields}
          fieldError={fieldError}
          poFollows={poFollows}
          onPoFollowsChange={setPoFollows}
        />

        <RequestDetails fieldError={fieldError} />

        <fieldset className="flex flex-col gap-3">
          <legend className="text-xl font-semibold text-slate-900">Ship to</legend>
          <AddressFields
            id={id}
            errors={Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, fieldError(f)]))}
            gap="gap-3"
          />
        </fieldset>

        <Honeypot id={id('website')} ref={honeypot} />
        <RequestFailure failure={failure} fields={fields} />
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
