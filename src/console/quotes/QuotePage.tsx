import { Link, useParams } from 'react-router'
import { invoiceDate } from '@/domain/payments/invoice-view'
import { quoteTaxLabel, quoteTitle, validUntilLine, type QuoteView } from '@/domain/quotes/quote'
import { nameWithSize } from '@/domain/catalogue/sizes'
import { formatPrice } from '@/lib/money'
import { useConsoleData } from '../shared/data'
import { ErrorNotice, PageTitle, secondaryButtonClass } from '../shared/ui'
import { MailOfRecord } from '../messages/MailOfRecord'

const STATE_TEXT = {
  open: 'Open: the buyer can accept it.',
  accepted: 'Accepted.',
  expired: 'Expired: the buyer can no longer accept it.',
} as const

/** A quote as sent: its state, lines and totals, its PDF, and the mail sent for it. */
export function QuotePage() {
  const { number = '' } = useParams()
  const { data, error } = useConsoleData<{ quote: QuoteView }>(
    `/quotes/${encodeURIComponent(number)}`,
    'Could not load the quote.',
  )
  const quote = data?.quote

  return (
    <>
      <nav aria-label="Quotes" className="mb-2">
        <Link to="/quotes" className="text-blue-800 underline">
          Back to the quotes
        </Link>
      </nav>
      <PageTitle>{quote ? quoteTitle(quote) : `Quote ${number}`}</PageTitle>
      <ErrorNotice>{error}</ErrorNotice>
      {quote && (
        <div className="max-w-3xl space-y-4">
          <p>
            {STATE_TEXT[quote.state]} {validUntilLine(quote)}. Sent {invoiceDate(quote.issuedAt)} to{' '}
            {quote.billTo.name} &lt;{quote.billTo.email}&gt;
            {quote.billTo.organization ? `, ${quote.billTo.organization}` : ''}.
          </p>
          {quote.order && (
            <p>
              Its order:{' '}
              <Link to={`/orders/${quote.order.number}`} className="text-blue-800 underline">
                {quote.order.number}
              </Link>
            </p>
          )}
          <table className="w-full border-collapse bg-white text-left text-sm tabular-nums">
            <caption className="sr-only">Lines and totals</caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="p-2">
                  Item
                </th>
                <th scope="col" className="p-2 text-right">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {quote.lines.map((l) => (
                <tr key={`${l.productId}/${l.sizeKey}`} className="border-b border-slate-200">
                  <td className="p-2">
                    {l.quantity} × {nameWithSize(l.name, l.size)} at {formatPrice(l.unitPriceCents)}
                  </td>
                  <td className="p-2 text-right">{formatPrice(l.lineTotalCents)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              {(
                [
                  ['Subtotal', quote.subtotalCents],
                  ['Shipping', quote.shippingCents],
                  [quoteTaxLabel(quote), quote.taxCents],
                  ['Total', quote.totalCents],
                ] as const
              ).map(([label, cents]) => (
                <tr key={label}>
                  <td className="p-2 text-right">{label}</td>
                  <td className="p-2 text-right">{formatPrice(cents)}</td>
                </tr>
              ))}
            </tfoot>
          </table>
          {quote.terms && (
            <p className="whitespace-pre-wrap break-words">
              <strong>Terms:</strong> {quote.terms}
            </p>
          )}
          {quote.note && (
            <p className="whitespace-pre-wrap break-words">
              <strong>Note:</strong> {quote.note}
            </p>
          )}
          <a
            className={secondaryButtonClass}
            href={`/api/admin/quotes/${encodeURIComponent(quote.number)}/pdf`}
          >
            Download PDF
          </a>
          <MailOfRecord quote={quote.number} />
        </div>
      )}
    </>
  )
}
