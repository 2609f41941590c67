import { Link } from 'react-router'
import { nameWithSize } from '@/domain/catalogue/sizes'
import type { QuoteList, QuoteState } from '@/domain/quotes/quote'
import { formatPrice } from '@/lib/money'
import { useConsoleData } from '../shared/data'
import { buttonClass, ErrorNotice, formatDate, PageTitle, secondaryButtonClass } from '../shared/ui'

const STATE_TEXT: Record<QuoteState, string> = {
  open: 'Open',
  accepted: 'Accepted',
  expired: 'Expired',
}

/**
 * Requests for a quote (those waiting first, each with "Write quote") and the quotes sent, with
 * their state: open until their date, accepted (the order it placed), or expired.
 */
export function QuotesPage() {
  const { data: list, error } = useConsoleData<QuoteList>('/quotes', 'Could not load the quotes.')

  const waiting = list?.requests.filter((r) => !r.quoteNumber) ?? []
  return (
    <>
      <PageTitle>Quotes</PageTitle>
      <p className="mb-4">
        <Link to="/quotes/new" className={buttonClass}>
          New quote
        </Link>
      </p>
      <ErrorNotice>{error}</ErrorNotice>
      <section aria-labelledby="requests-h" className="mb-8">
        <h2 id="requests-h" className="mb-2 text-lg font-bold">
          Requests waiting
        </h2>
        {list && waiting.length === 0 && <p>No request waits for a quote.</p>}
        <ul className="space-y-3">
          {waiting.map((r) => (
            <li key={r.id} className="rounded-md border border-l-4 border-blue-700 bg-white p-4">
              <h3 className="font-bold break-words">
                {r.organization || `${r.firstName} ${r.lastName}`}
              </h3>
              <p className="text-sm break-words text-slate-700">
                {r.firstName} {r.lastName} &lt;{r.email}&gt; · {formatDate(r.createdAt)}
                {r.poFollows ? ' · a purchase order will follow' : ''}
              </p>
              {r.lines.length > 0 && (
                <ul className="mt-2 list-disc pl-5">
                  {r.lines.map((l) => (
                    <li key={`${l.productId}/${l.size ?? ''}`}>
                      {l.quantity} × {nameWithSize(l.name, l.sizeLabel)}
                    </li>
                  ))}
                </ul>
              )}
              {r.note && <p className="mt-2 whitespace-pre-wrap break-words">{r.note}</p>}
              <Link
                to={`/quotes/new?request=${encodeURIComponent(r.id)}`}
                className={`${secondaryButtonClass} mt-3`}
              >
                Write quote
                <span className="sr-only">
                  {' '}
                  for {r.organization || `${r.firstName} ${r.lastName}`}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="quotes-h">
        <h2 id="quotes-h" className="mb-2 text-lg font-bold">
          Quotes sent
        </h2>
        {list && list.quotes.length === 0 && <p>No quote sent yet.</p>}
        {list && list.quotes.length > 0 && (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[40rem] border-collapse bg-white text-left text-sm">
              <thead>
                <tr className="border-b border-slate-300">
                  <th scope="col" className="p-2">
                    Quote
                  </th>
                  <th scope="col" className="p-2">
                    For
                  </th>
                  <th scope="col" className="p-2 text-right">
                    Total
                  </th>
                  <th scope="col" className="p-2">
                    Valid until
                  </th>
                  <th scope="col" className="p-2">
                    State
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.quotes.map((q) => (
                  <tr key={q.number} className="border-b border-slate-200">
                    <td className="p-2 whitespace-nowrap">
                      <Link to={`/quotes/${q.number}`} className="text-blue-800 underline">
                        {q.number}
                      </Link>
                    </td>
                    <td className="p-2 break-words">{q.organization || q.name}</td>
                    <td className="p-2 text-right tabular-nums">{formatPrice(q.totalCents)}</td>
                    <td className="p-2">{formatDate(q.validUntil)}</td>
                    <td className="p-2">
                      {STATE_TEXT[q.state]}
                      {q.orderNumber && (
                        <>
                          {': '}
                          <Link to={`/orders/${q.orderNumber}`} className="text-blue-800 underline">
                            {q.orderNumber}
                          </Link>
                        </>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  )
}
