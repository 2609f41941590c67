import { useMemo, type FormEvent } from 'react'
import { Link, useSearchParams } from 'react-router'
import { type SalesPoint, type SalesView } from '@/domain/reports/owner-home'
import {
  SALES_COMPARISON_LABELS,
  SALES_COMPARISONS,
  SALES_GRAIN_LABELS,
  SALES_GRAINS,
  type SalesGrain,
} from '@/domain/reports/sales-range'
import { addDays } from '@/domain/shared/shop-days'
import { formatPrice } from '@/lib/money'
import { buttonClass, ErrorNotice, inputClass } from '../shared/ui'
import { ChartFigure } from './ChartFigure'
import { dollars } from './csv-file'
import { axisText, changeText, dayText } from './figures'
import { Panel } from './Panel'
import type { ChartSeries } from './SalesChart'
import { ByBuyer, BySize, GRAIN_WORD, pointTable, Tax } from './SalesTables'
import { useFigures } from './use-figures'

const QUERY_KEYS = ['from', 'to', 'by', 'compare'] as const

/**
 * What sold: paid orders placed in a range of the shop's days, less what was refunded on them,
 * beside the period or year before; by size and by buyer type; tax. The range is in the address.
 */
export function Sales() {
  const [params, setParams] = useSearchParams()
  const query = new URLSearchParams()
  for (const key of QUERY_KEYS) {
    const value = params.get(key)
    if (value) query.set(key, value)
  }
  const { data, error, loading } = useFigures<SalesView>(`/home/sales?${query.toString()}`)

  function show(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const next = new URLSearchParams()
    for (const key of QUERY_KEYS) {
      const value = String(form.get(key) ?? '')
      if (value) next.set(key, value)
    }
    setParams(next)
  }

  return (
    <Panel title="Sales" busy={loading} className="lg:col-span-2">
      <ErrorNotice>{error}</ErrorNotice>
      {data && (
        <>
          <RangeForm view={data} onSubmit={show} />
          <SalesFigures view={data} />
        </>
      )}
    </Panel>
  )
}

function RangeForm({
  view,
  onSubmit,
}: {
  view: SalesView
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
}) {
  const presets: { label: string; from: string; by: SalesGrain }[] = [
    { label: 'Last 30 days', from: addDays(view.today, -29), by: 'day' },
    { label: 'Last 13 weeks', from: addDays(view.today, -90), by: 'week' },
    { label: 'Last 12 months', from: `${addDays(view.today, -365).slice(0, 7)}-01`, by: 'month' },
  ]
  // The form shows the range asked for; a new answer resets it.
  const key = `${view.range.from}/${view.range.to}/${view.by}/${view.compare}`
  return (
    <>
      <nav aria-label="Ranges" className="mb-3">
        <ul className="flex flex-wrap gap-2">
          {presets.map((p) => (
            <li key={p.label}>
              <Link
                to={`?from=${p.from}&to=${view.today}&by=${p.by}&compare=${view.compare}`}
                className="inline-flex min-h-11 items-center rounded-full border border-slate-400 px-3 text-sm font-semibold"
              >
                {p.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form key={key} onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
        <label className="block text-sm font-semibold">
          From
          <input type="date" name="from" defaultValue={view.range.from} className={inputClass} />
        </label>
        <label className="block text-sm font-semibold">
          To
          <input type="date" name="to" defaultValue={view.range.to} className={inputClass} />
        </label>
        <label className="block text-sm font-semibold">
          Group by
          <select name="by" defaultValue={view.by} className={inputClass}>
            {SALES_GRAINS.map((g) => (
              <option key={g} value={g}>
                {SALES_GRAIN_LABELS[g]}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-semibold">
          Compare with
          <select name="compare" defaultValue={view.compare} className={inputClass}>
            {SALES_COMPARISONS.map((c) => (
              <option key={c} value={c}>
                {SALES_COMPARISON_LABELS[c]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonClass}>
          Show
        </button>
      </form>
      <p className="mt-2 text-sm text-slate-700">
        Orders placed from {dayText(view.range.from)} to {dayText(view.range.to)} and paid (refunds
        taken off), beside {dayText(view.previousRange.from)} to {dayText(view.previousRange.to)}.
        Days in {view.timeZone}.
      </p>
    </>
  )
}

function SalesFigures({ view }: { view: SalesView }) {
  const { totals, previousTotals: before, by } = view
  const range = `${view.range.from}-to-${view.range.to}`
  const labels = useMemo(() => view.points.map((p) => axisText(p.start, by)), [view.points, by])
  const revenue = useMemo(() => chartSeries(view, (p) => p.revenueCents / 100), [view])
  const orders = useMemo(() => chartSeries(view, (p) => p.orders), [view])
  const money = useMemo(() => (v: number) => formatPrice(Math.round(v * 100)), [])
  const count = useMemo(() => (v: number) => (Number.isInteger(v) ? String(v) : ''), [])

  const figures: { label: string; now: string; before: string; change: string }[] = [
    {
      label: 'Revenue',
      now: formatPrice(totals.revenueCents),
      before: formatPrice(before.revenueCents),
      change: changeText(totals.revenueCents, before.revenueCents),
    },
    {
      label: 'Orders',
      now: String(totals.orders),
      before: String(before.orders),
      change: changeText(totals.orders, before.orders),
    },
    {
      label: 'Refunded',
      now: formatPrice(totals.refundedCents),
      before: formatPrice(before.refundedCents),
      change: '',
    },
    {
      label: 'Tax collected',
      now: formatPrice(totals.taxCents),
      before: formatPrice(before.taxCents),
      change: '',
    },
  ]

  return (
    <>
      <dl className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4">
        {figures.map((f) => (
          <div key={f.label} className="min-w-0 rounded-md border border-slate-200 p-3">
            <dt className="text-sm text-slate-700">{f.label}</dt>
            <dd className="text-xl font-bold tabular-nums sm:text-2xl">{f.now}</dd>
            <dd className="text-sm text-slate-700 tabular-nums">
              Before: {f.before}
              {f.change && ` (${f.change})`}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <ChartFigure
          title={`Revenue by ${GRAIN_WORD[by]}`}
          summary={`Revenue by ${GRAIN_WORD[by]}: ${formatPrice(totals.revenueCents)} in the range, ${formatPrice(before.revenueCents)} before. The figures are in the table (Show as table).`}
          labels={labels}
          series={revenue}
          format={money}
          table={pointTable(
            view,
            'Revenue',
            (p) => formatPrice(p.revenueCents),
            (p) => dollars(p.revenueCents),
          )}
          file={`revenue-by-${by}-${range}.csv`}
        />
        <ChartFigure
          title={`Orders by ${GRAIN_WORD[by]}`}
          summary={`Orders by ${GRAIN_WORD[by]}: ${totals.orders} in the range, ${before.orders} before. The figures are in the table (Show as table).`}
          labels={labels}
          series={orders}
          format={count}
          table={pointTable(
            view,
            'Orders',
            (p) => p.orders,
            (p) => p.orders,
          )}
          file={`orders-by-${by}-${range}.csv`}
        />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <BySize view={view} file={`sales-by-size-${range}.csv`} />
        <div className="grid min-w-0 content-start gap-6">
          <ByBuyer view={view} file={`sales-by-buyer-${range}.csv`} />
          <Tax view={view} file={`tax-${range}.csv`} />
        </div>
      </div>
    </>
  )
}

function chartSeries(view: SalesView, value: (p: SalesPoint) => number): ChartSeries[] {
  const before = view.compare === 'year' ? 'A year before' : 'The period before'
  return [
    { label: 'This range', values: view.points.map(value) },
    {
      label: before,
      // Point for point; a range before with fewer points ends early.
      values: view.points.map((_, i) => {
        const p = view.previousPoints[i]
        return p ? value(p) : 0
      }),
      previous: true,
    },
  ]
}
