import { useRef, useState, type FormEvent } from 'react'
import { PageMeta } from '@/components/layout/PageMeta'
import { CheckboxField } from '@/components/ui/CheckboxField'
import { TextField } from '@/components/ui/Field'
import { FormAlert } from '@/components/ui/FormAlert'
import { KeepTogether } from '@/components/ui/KeepTogether'
import { AmountRow, ItemsTable, Party, SellerParty } from '@/components/ui/DocumentParts'
import { LinkedDocument, PrintableDocument } from '@/components/ui/LinkedDocument'
import { FIELD_LIMITS as L } from '@/data/policy'
import { SHOP } from '@/data/shop'
import { invoiceDate } from '@/domain/payments/invoice-view'
import {
  QUOTE_MESSAGES,
  quoteTaxLabel,
  quoteTitle,
  validUntilLine,
  type QuoteView,
} from '@/domain/quotes/quote'
import { RESEARCH_USE } from '@/domain/orders/research-use'
import { DeskError } from '@/lib/desk-client'
import { formatPrice } from '@/lib/money'
import { Link, useNavigate, useParams } from '@/lib/router'
import { useHydrated } from '@/lib/use-hydrated'
import { orderPath } from '@/features/orders'
import { acceptQuote, fetchQuote, fetchQuotePdf } from './quote-api'

/**
 * /quotes/{number}#{secret}: the shop's quote as a printable document, and while it is valid its
 * acceptance (a PO number and the ticks every order takes), which places the order at the quoted
 * prices and leads to its status page. An expired quote says so and offers to ask again.
 */
export default function QuotePage() {
  const { number = '' } = useParams()
  const hydrated = useHydrated()
  const meta = (
    <PageMeta
      title={number && hydrated ? `Quote ${number}` : 'Quote'}
      description={`A quote from ${SHOP.name}.`}
      path="/quote"
      noindex
    />
  )
  return (
    <LinkedDocument
      heading="Quote"
      meta={meta}
      read={fetchQuote}
      loading="Loading the quote…"
      noSecret="To see this quote, open the full link from your email."
      notFound={QUOTE_MESSAGES.quoteNotFound}
    >
      {({ quote, orderSecret }, { secret }) => (
        <PrintableDocument
          meta={meta}
          printLabel="Print quote"
          pdf={() => fetchQuotePdf(number, secret)}
          pdfName={`quote-${number}.pdf`}
        >
          <QuoteState quote={quote} orderSecret={orderSecret} number={number} secret={secret} />
          <QuoteDocument quote={quote} />
        </PrintableDocument>
      )}
    </LinkedDocument>
  )
}

/** What the buyer can do with the quote now: accept it, see its order, or ask again. */
function QuoteState({
  quote,
  orderSecret,
  number,
  secret,
}: {
  quote: QuoteView
  orderSecret: string | undefined
  number: string
  secret: string
}) {
  if (quote.state === 'accepted' && quote.order) {
    return (
      <section className="mb-6 rounded-lg border border-slate-200 bg-slate-50 p-4 print:hidden">
        <p className="text-slate-800">
          You accepted this quote: it is order{' '}
          <span className="whitespace-nowrap">{quote.order.number}</span>.
        </p>
        {orderSecret && (
          <Link to={orderPath(quote.order.number, orderSecret)} className="btn-primary mt-3">
            See the order
          </Link>
        )}
      </section>
    )
  }
  if (quote.state === 'expired') {
    return (
      <section className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 print:hidden">
        <p className="font-medium text-slate-900">
          {QUOTE_MESSAGES.expired(invoiceDate(quote.validUntil))}
        </p>
        <Link to="/quote" className="btn-primary mt-3">
          Ask for a new quote
        </Link>
      </section>
    )
  }
  return <AcceptForm quote={quote} number={number} secret={secret} />
}

/** The PO number and the three ticks; pressed, the order is placed and its page opens. */
function AcceptForm({
  quote,
  number,
  secret,
}: {
  quote: QuoteView
  number: string
  secret: string
}) {
  const navigate = useNavigate()
  const [ticks, setTicks] = useState({
    ageVerified: false,
    researchUse: false,
    refundPolicyAccepted: false,
  })
  const [fields, setFields] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState('')
  const [busy, setBusy] = useState(false)
  const sending = useRef(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending.current) return
    const poNumber = String(new FormData(event.currentTarget).get('poNumber') ?? '').trim()
    sending.current = true
    setBusy(true)
    setFailure('')
    setFields({})
    try {
      const placed = await acceptQuote(number, secret, {
        ...(poNumber ? { poNumber } : {}),
        ...(ticks as { ageVerified: true; researchUse: true; refundPolicyAccepted: true }),
      })
      void navigate(orderPath(placed.order.number, placed.statusSecret))
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

  const tick = (name: keyof typeof ticks) => (checked: boolean) =>
    setTicks((current) => ({ ...current, [name]: checked }))
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-labelledby="accept-quote-heading"
      className="mb-6 flex flex-col gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4 print:hidden"
    >
      <h2 id="accept-quote-heading" className="text-xl font-semibold text-slate-900">
        Accept this quote
      </h2>
      <p className="text-sm text-slate-700">
        {validUntilLine(quote)}. Accepting places the order at the quoted total of{' '}
        {formatPrice(quote.totalCents)}; we email its invoice, and ship when payment arrives.
      </p>
      <TextField
        id="quote-po-number"
        name="poNumber"
        label="PO number (optional)"
        hint="Your purchase order's number: it is printed on the invoice."
        maxLength={L.poNumber}
        autoComplete="off"
        error={fields.poNumber}
      />
      <CheckboxField
        id="quote-age"
        checked={ticks.ageVerified}
        onCheckedChange={tick('ageVerified')}
        required
        error={fields.ageVerified}
        label="I confirm that I am 21 years of age or older."
      />
      <CheckboxField
        id="quote-research-use"
        checked={ticks.researchUse}
        onCheckedChange={tick('researchUse')}
        required
        error={fields.researchUse}
        label={RESEARCH_USE.text}
      />
      <CheckboxField
        id="quote-refund-policy"
        checked={ticks.refundPolicyAccepted}
        onCheckedChange={tick('refundPolicyAccepted')}
        required
        error={fields.refundPolicyAccepted}
        label={
          <>
            I have read and accept the{' '}
            <Link to="/refund-policy" className="font-medium text-accent underline">
              refund policy
            </Link>
            .
          </>
        }
      />
      <FormAlert tone="error">{failure}</FormAlert>
      <button type="submit" className="btn-primary sm:self-start" aria-disabled={busy}>
        {busy ? 'Placing the order…' : 'Accept quote'}
      </button>
    </form>
  )
}

function QuoteDocument({ quote: q }: { quote: QuoteView }) {
  return (
    <article className="rounded-lg border border-slate-200 bg-white p-5 text-slate-800 print:border-0 print:p-0">
      <h1 className="text-2xl font-semibold text-slate-900">
        <KeepTogether text={quoteTitle(q)} part={q.number} />
      </h1>
      <p className="mt-2 text-base text-slate-700">{validUntilLine(q)}</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium">Quote number</dt>
        <dd className="whitespace-nowrap">{q.number}</dd>
        <dt className="font-medium">Quote date</dt>
        <dd>{invoiceDate(q.issuedAt)}</dd>
      </dl>
      <div className="mt-5 grid gap-5 sm:grid-cols-3">
        <SellerParty
          seller={q.seller}
          email={<span className="block break-all">{q.seller.email}</span>}
        />
        <Party title="Prepared for">
          {q.billTo.organization ? (
            <>
              {q.billTo.organization}
              <span className="block">Attn: {q.billTo.name}</span>
            </>
          ) : (
            q.billTo.name
          )}
          <span className="block break-all">{q.billTo.email}</span>
        </Party>
        <Party title="Ship to">
          {q.billTo.name}
          <span className="block">{q.shipTo.address}</span>
          {q.shipTo.address2 && <span className="block">{q.shipTo.address2}</span>}
          <span className="block">
            {q.shipTo.city}, {q.shipTo.state} {q.shipTo.zip}
          </span>
          <span className="block">United States</span>
        </Party>
      </div>
      <ItemsTable lines={q.lines}>
        <AmountRow label="Subtotal" cents={q.subtotalCents} />
        <AmountRow label="Shipping" cents={q.shippingCents} />
        <AmountRow label={quoteTaxLabel(q)} cents={q.taxCents} />
        <AmountRow label="Total" cents={q.totalCents} strong />
      </ItemsTable>
      {q.terms && (
        <section className="mt-5 text-sm">
          <h2 className="font-semibold text-slate-900">Terms</h2>
          <p className="mt-1 whitespace-pre-line">{q.terms}</p>
        </section>
      )}
      {q.note && (
        <section className="mt-4 text-sm">
          <h2 className="font-semibold text-slate-900">Note</h2>
          <p className="mt-1 whitespace-pre-line">{q.note}</p>
        </section>
      )}
      <p className="mt-6 text-xs text-slate-600">
        All products are sold for laboratory research use only.
      </p>
    </article>
  )
}
