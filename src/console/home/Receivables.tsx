import { Link } from 'react-router'
import {
  DAYS_TO_PAY_WINDOW,
  RECEIVABLE_BUCKET_LABELS,
  RECEIVABLE_BUCKETS,
  type ReceivablesView,
} from '@/domain/reports/owner-home'
import { formatPrice } from '@/lib/money'
import { ErrorNotice } from '../shared/ui'
import { dollars } from './csv-file'
import { dayText, ordersText } from './figures'
import { CsvButton, FigureTable, Panel } from './Panel'
import { useFigures } from './use-figures'

/** What buyers owe: in all, by days past due (each a link to its orders), how fast they pay. */
export function Receivables() {
  const { data, error, loading } = useFigures<ReceivablesView>('/home/receivables')
  return (
    <Panel title="Receivables" busy={loading}>
      <ErrorNotice>{error}</ErrorNotice>
      {data && <ReceivableFigures view={data} />}
    </Panel>
  )
}

function ReceivableFigures({ view }: { view: ReceivablesView }) {
  const { daysToPay, unusedLinks } = view
  const csv = () => [
    ['Awaiting payment', 'Orders', 'Amount (USD)'],
    ...RECEIVABLE_BUCKETS.map((b) => [
      RECEIVABLE_BUCKET_LABELS[b],
      view.buckets[b].orders,
      dollars(view.buckets[b].cents),
    ]),
    ['All', view.total.orders, dollars(view.total.cents)],
    ['Payment links sent and not used', unusedLinks.orders, dollars(unusedLinks.cents)],
    [
      `Average days from invoice to payment (${DAYS_TO_PAY_WINDOW} days to ${view.today})`,
      daysToPay.payments,
      daysToPay.averageDays ?? '',
    ],
  ]
  return (
    <>
      <p>
        <span className="block text-3xl font-bold tabular-nums">
          {formatPrice(view.total.cents)}
        </span>
        awaiting payment on {ordersText(view.total.orders)}, each due {view.termsDays} days after it
        was placed.
      </p>
      <div className="mt-3">
        <FigureTable
          caption="Awaiting payment by days past due"
          captionHidden
          headers={['Days past due', 'Orders', 'Amount']}
          rows={RECEIVABLE_BUCKETS.map((b) => ({
            key: b,
            head: (
              <Link to={`/orders?due=${b}`} className="text-blue-800 underline">
                {RECEIVABLE_BUCKET_LABELS[b]}
              </Link>
            ),
            cells: [view.buckets[b].orders, formatPrice(view.buckets[b].cents)],
          }))}
        />
      </div>
      <dl className="mt-3 grid gap-2">
        <div>
          <dt className="text-sm text-slate-700">
            Average days from invoice to payment, last {DAYS_TO_PAY_WINDOW} days
          </dt>
          <dd className="font-semibold tabular-nums">
            {daysToPay.averageDays === null
              ? 'No payments yet'
              : `${daysToPay.averageDays} days (${daysToPay.payments} ${daysToPay.payments === 1 ? 'payment' : 'payments'})`}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">Payment links sent and not used</dt>
          <dd className="font-semibold tabular-nums">
            {ordersText(unusedLinks.orders)}, {formatPrice(unusedLinks.cents)}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-sm text-slate-700">
        As of {dayText(view.today)} ({view.timeZone}).
      </p>
      <div className="mt-3">
        <CsvButton of="receivables" file={`receivables-${view.today}.csv`} rows={csv} />
      </div>
    </>
  )
}
