import type { FormEvent } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { ORDER_ENTRY_LIMITS as L } from '@/domain/orders/order-entry'
import {
  DEFAULT_QUOTE_SHIPPING_CENTS,
  DEFAULT_QUOTE_VALID_DAYS,
  QUOTE_MESSAGES as Q,
  type QuoteRequestView,
  type QuoteView,
} from '@/domain/quotes/quote'
import { api } from '../shared/api'
import { useConsoleData } from '../shared/data'
import { buttonClass, ErrorNotice, Field, FieldFrame, inputClass, PageTitle } from '../shared/ui'
import { AddressFields, SHIPPING_FIELD_KEYS, shippingBody } from '../orders/AddressFields'
import { LinesSection, TaxCertificateFields, useEntrySubmit } from '../orders/entry-form'
import { RefusalNotice } from '../shared/order-change'
import { BUYER_FIELD_KEYS, BuyerFields, buyerBody, Section } from '../orders/OrderFormParts'
import {
  dollars,
  lineFieldKeys,
  lineKey,
  pricedLinesBody,
  typedCents,
  useConsoleProducts,
  useLines,
  type LineRow,
} from '../orders/lines'

const TITLE_ID = 'new-quote-title'
const PROBLEM_ID = 'new-quote-problem'

/** A date `days` from today, as a date input holds it (YYYY-MM-DD). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/**
 * A quote written by the operator: from a buyer's request (?request=id: its lines, the buyer and
 * the address filled in) or from nothing. Each line takes the catalogue's price or one typed;
 * shipping, a tax exemption, the date it is valid until, terms and a note. "Send quote" stores it
 * and mails the buyer its link and PDF.
 */
export function NewQuotePage() {
  const [params] = useSearchParams()
  const requestId = params.get('request')
  const { products, productsError } = useConsoleProducts()
  // The request the quote answers, read afresh (the form starts from it); none without one.
  const requestRead = useConsoleData<{ request: QuoteRequestView }>(
    requestId ? `/quote-requests/${encodeURIComponent(requestId)}` : null,
    Q.requestNotFound,
    { fresh: true },
  )
  const request = requestId ? requestRead.data?.request : null
  const loadError = requestRead.error

  return (
    <>
      <nav aria-label="Quotes" className="mb-2">
        <Link to="/quotes" className="text-blue-800 underline">
          Back to the quotes
        </Link>
      </nav>
      <ErrorNotice>{loadError}</ErrorNotice>
      {request !== undefined && (products || productsError) && (
        <QuoteForm request={request} products={products} productsError={productsError} />
      )}
      {request === undefined && !loadError && <p>Loading the request…</p>}
    </>
  )
}

function QuoteForm({
  request,
  products,
  productsError,
}: {
  request: QuoteRequestView | null
  products: ReturnType<typeof useConsoleProducts>['products']
  productsError: string
}) {
  const navigate = useNavigate()
  const lines = useLines(() => requestLines(request, products))
  const {
    busy,
    refusal: problem,
    fields,
    send,
    sending,
  } = useEntrySubmit('The quote could not be sent. Press Send quote again.')
  const shown = new Set([
    ...lineFieldKeys(problem?.sent ?? []),
    ...SHIPPING_FIELD_KEYS,
    ...BUYER_FIELD_KEYS,
    'organization',
    'shippingCents',
    'taxCertificate',
    'taxCertificateState',
    'validUntil',
    'terms',
    'note',
  ])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending.current) return
    const formElement = event.currentTarget
    const form = new FormData(formElement)
    const text = (name: string) => String(form.get(name) ?? '').trim()
    if (lines.rows.length === 0) {
      lines.setError(Q.lines)
      return
    }
    lines.setError('')
    const sent = lines.rows.map(lineKey)
    const body = {
      ...(request ? { requestId: request.id } : {}),
      lines: pricedLinesBody(lines.rows),
      customer: buyerBody(form),
      organization: text('organization'),
      shipping: shippingBody(form),
      shippingCents: typedCents(text('shipping')),
      ...(text('taxCertificate') || text('taxCertificateState')
        ? {
            taxCertificate: text('taxCertificate'),
            taxCertificateState: text('taxCertificateState'),
          }
        : {}),
      validUntil: text('validUntil'),
      terms: text('terms'),
      note: text('note'),
    }
    await send(
      sent,
      async () => {
        const made = await api.post<{ quote: QuoteView }>('/quotes', body)
        void navigate(`/quotes/${encodeURIComponent(made.quote.number)}`, { replace: true })
      },
      () => {
        const invalid = formElement.querySelector<HTMLElement>('[aria-invalid="true"]')
        ;(invalid ?? document.getElementById(TITLE_ID))?.focus()
      },
    )
  }

  return (
    <>
      <PageTitle id={TITLE_ID} describedBy={problem ? PROBLEM_ID : undefined}>
        New quote
      </PageTitle>
      <p className="mb-4 max-w-3xl text-slate-700">
        {request
          ? `For the request of ${request.organization || `${request.firstName} ${request.lastName}`}. `
          : ''}
        The quote is mailed to the buyer with its link and PDF; its prices hold until the date
        below, and accepting it places the order at them.
      </p>
      {request?.note && (
        <section
          aria-label="The buyer’s note"
          className="mb-4 max-w-3xl rounded-md bg-slate-100 p-3"
        >
          <p className="text-sm font-semibold">The buyer’s note</p>
          <p className="whitespace-pre-wrap break-words">{request.note}</p>
        </section>
      )}
      <form onSubmit={(e) => void submit(e)} className="max-w-3xl space-y-6">
        <RefusalNotice id={PROBLEM_ID} refusal={problem} shown={shown} className="" />
        <LinesSection
          idPrefix="new-quote"
          priced
          lines={lines}
          products={products}
          productsError={productsError}
          refusal={problem}
        />

        <Section title="Buyer">
          <BuyerFields fields={fields} initial={request} emailHint="The quote is mailed here." />
          <Field
            label="Organization (optional)"
            name="organization"
            maxLength={L.organization}
            autoComplete="off"
            defaultValue={request?.organization}
            error={fields.organization}
          />
        </Section>

        <Section title="Ship to">
          <AddressFields initial={request ?? undefined} fields={fields} />
        </Section>

        <QuoteTermsSections fields={fields} />

        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
          <button type="submit" disabled={busy} className={buttonClass}>
            Send quote
          </button>
          <p role="status" className="text-sm">
            {busy ? 'Sending the quote…' : ''}
          </p>
        </div>
      </form>
    </>
  )
}

/** The request's lines, each at the catalogue's price of its size now. */
function requestLines(
  request: QuoteRequestView | null,
  products: ReturnType<typeof useConsoleProducts>['products'],
): LineRow[] {
  return (request?.lines ?? []).flatMap((l): LineRow[] => {
    const product = products?.find((p) => p.id === l.productId)
    const size = product?.sizes.find((s) => s.key === l.size) ?? product?.sizes[0]
    if (!product || !size) return []
    return [
      {
        productId: product.id,
        sizeKey: size.key,
        name: product.name,
        size: size.label,
        quantity: String(l.quantity),
        price: dollars(size.priceCents),
      },
    ]
  })
}

/** The quote's shipping charge and tax certificate, the date it holds until, and its terms. */
function QuoteTermsSections({ fields }: { fields: Record<string, string> }) {
  return (
    <>
      <Section title="Shipping and tax">
        <Field
          label="Shipping (USD)"
          name="shipping"
          inputMode="decimal"
          required
          defaultValue={dollars(DEFAULT_QUOTE_SHIPPING_CENTS)}
          hint="0 for none."
          error={fields.shippingCents}
        />
        <TaxCertificateFields
          numberLabel="Tax-exemption certificate number (optional)"
          numberHint="With a certificate the quote carries no tax."
          numberError={fields.taxCertificate}
          stateError={fields.taxCertificateState}
        />
      </Section>

      <Section title="Validity and terms">
        <Field
          label="Valid until"
          name="validUntil"
          type="date"
          required
          defaultValue={inDays(DEFAULT_QUOTE_VALID_DAYS)}
          error={fields.validUntil}
        />
        <TextArea label="Terms (optional)" name="terms" error={fields.terms} />
        <TextArea label="Note to the buyer (optional)" name="note" error={fields.note} />
      </Section>
    </>
  )
}

function TextArea({ label, name, error }: { label: string; name: string; error?: string }) {
  return (
    <FieldFrame label={label} error={error}>
      {(wiring) => <textarea {...wiring} name={name} rows={3} className={inputClass} />}
    </FieldFrame>
  )
}
