import { useEffect, useRef, useState, type FormEvent } from 'react'
import { PageMeta } from '@/components/layout/PageMeta'
import { CheckboxField } from '@/components/ui/CheckboxField'
import { TextField } from '@/components/ui/Field'
import { FormAlert } from '@/components/ui/FormAlert'
import { KeepTogether } from '@/components/ui/KeepTogether'
import { AmountRow, Party, saveFile } from '@/components/ui/DocumentParts'
import { LoadFailed } from '@/components/ui/LoadFailed'
import { FIELD_LIMITS as L } from '@/data/policy'
import { SHOP } from '@/data/shop'
import { invoiceDate } from '@/domain/invoice-view'
import {
  QUOTE_MESSAGES,
  quoteTaxLabel,
  quoteTitle,
  validUntilLine,
  type QuoteView,
} from '@/domain/quote'
import { RESEARCH_USE } from '@/domain/research-use'
import { nameWithSize } from '@/domain/sizes'
import { DeskError } from '@/lib/desk-client'
import { formatPrice } from '@/lib/money'
import { Link, useLocation, useNavigate, useParams } from 'react-router'
import { useHydrated } from '@/lib/use-hydrated'
import { secretOf } from '@/lib/link-secret'
import { orderPath } from '@/features/orders'
import { acceptQuote, fetchQuote, fetchQuotePdf, type LoadedQuote } from './quote-api'

type Loaded = { found: LoadedQuote | null } | { error: string }

/**
 * /quotes/{number}#{secret}: the shop's quote as a printable document, and while it is valid its
 * acceptance (a PO number and the ticks every order takes), which places the order at the quoted
 * prices and leads to its status page. An expired quote says so and offers to ask again.
 */
export default function QuotePage() {
  const { number = '' } = useParams()
  const { hash } = useLocation()
  const hydrated = useHydrated()
  const secret = hydrated ? secretOf(hash) : ''
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [pdfError, setPdfError] = useState('')

  useEffect(() => {
    if (!number || !secret) return
    let live = true
    fetchQuote(number, secret).then(
      (found) => live && setLoaded({ found }),
      (error: unknown) =>
        live && setLoaded({ error: error instanceof DeskError ? error.message : String(error) }),
    )
    return () => {
      live = false
    }
  }, [number, secret])

  async function downloadPdf() {
    setPdfError('')
    try {
      saveFile(await fetchQuotePdf(number, secret), `quote-${number}.pdf`)
    } catch (error) {
      setPdfError(error instanceof Error ? error.message : String(error))
    }
  }

  const meta = (
    <PageMeta
      title={number && hydrated ? `Quote ${number}` : 'Quote'}
      description={`A quote from ${SHOP.name}.`}
      path="/quote"
      noindex
    />
  )
  const heading = <h1 className="text-3xl font-semibold text-slate-900">Quote</h1>
  if (!loaded || (hydrated && !secret)) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        {meta}
        {heading}
        <p aria-busy={hydrated && secret ? 'true' : undefined} className="mt-6 text-slate-700">
          {hydrated && !secret
            ? 'To see this quote, open the full link from your email.'
            : 'Loading the quote…'}
        </p>
      </div>
    )
  }
  if ('error' in loaded)
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        {meta}
        {heading}
        <LoadFailed className="mt-6" message={loaded.error} onRetry={() => setLoaded(null)} />
      </div>
    )
  if (!loaded.found)
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        {meta}
        {heading}
        <p className="mt-6 text-slate-700">{QUOTE_MESSAGES.quoteNotFound}</p>
      </div>
    )
  const { quote, orderSecret } = loaded.found
  return (
    <div data-print-document className="mx-auto max-w-3xl px-4 py-4 md:py-8 print:py-0">
      {meta}
      <div className="mb-6 flex flex-wrap gap-3 print:hidden">
        <button type="button" className="btn-secondary" onClick={() => window.print()}>
          Print quote
        </button>
        <button type="button" className="btn-secondary" onClick={() => void downloadPdf()}>
          Download PDF
        </button>
      </div>
      {pdfError && (
        <p role="alert" className="mb-4 text-red-700">
          {pdfError}
        </p>
      )}
      <QuoteState quote={quote} orderSecret={orderSecret} number={number} secret={secret} />
      <QuoteDocument quote={quote} />
    </div>
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
        <Party title="From">
          {q.seller.legalName}
          {q.seller.addressLines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
          <span className="block break-all">{q.seller.email}</span>
          <span className="block">{q.seller.phone}</span>
        </Party>
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
      <table className="mt-6 w-full text-left text-sm tabular-nums">
        <caption className="sr-only">Items and totals</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2">
              Item
            </th>
            <th scope="col" className="py-2 text-right">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {q.lines.map((line) => (
            <tr key={`${line.productId}/${line.sizeKey}`} className="border-b border-slate-100">
              <td className="py-2">
                {line.quantity} × {nameWithSize(line.name, line.size)} at{' '}
                {formatPrice(line.unitPriceCents)}
              </td>
              <td className="py-2 text-right">{formatPrice(line.lineTotalCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <AmountRow label="Subtotal" cents={q.subtotalCents} />
          <AmountRow label="Shipping" cents={q.shippingCents} />
          <AmountRow label={quoteTaxLabel(q)} cents={q.taxCents} />
          <AmountRow label="Total" cents={q.totalCents} strong />
        </tfoot>
      </table>
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
