// The sales figures as tables: a chart's points beside the same points before, and what sold by
// size and by buyer type, and the tax, each with its CSV.
import { BUYER_TYPE_LABELS, type SalesPoint, type SalesView } from '@/domain/reports/owner-home'
import type { SalesGrain } from '@/domain/reports/sales-range'
import { formatPrice } from '@/lib/money'
import type { ChartTable } from './ChartFigure'
import { dollars, type CsvCell } from './csv-file'
import { ordersText, pointText } from './figures'
import { CsvButton, FigureTable } from './Panel'

export const GRAIN_WORD: Record<SalesGrain, string> = { day: 'day', week: 'week', month: 'month' }

/** A chart's points as a table: each point of the range beside the same point before. */
export function pointTable(
  view: SalesView,
  what: string,
  shown: (p: SalesPoint) => string | number,
  inCsv: (p: SalesPoint) => CsvCell,
): ChartTable {
  const before = view.compare === 'year' ? 'a year before' : 'the period before'
  const rows = view.points.map((p, i) => ({ p, b: view.previousPoints[i] }))
  // A range before with more points than this one (a month longer, say): its last rows too.
  const extra = view.previousPoints.slice(view.points.length)
  return {
    headers: [
      GRAIN_WORD[view.by][0]!.toUpperCase() + GRAIN_WORD[view.by].slice(1),
      what,
      `Same point, ${before}`,
      `${what}, ${before}`,
    ],
    rows: [
      ...rows.map(({ p, b }) => ({
        key: p.start,
        head: pointText(p.start, view.by),
        cells: [shown(p), b ? pointText(b.start, view.by) : '', b ? shown(b) : ''],
      })),
      ...extra.map((b) => ({
        key: `before-${b.start}`,
        head: '',
        cells: ['', pointText(b.start, view.by), shown(b)],
      })),
    ],
    csv: () => [
      [`${GRAIN_WORD[view.by]} starting`, what, `${before} starting`, `${what} ${before}`],
      ...rows.map(({ p, b }) => [p.start, inCsv(p), b?.start ?? '', b ? inCsv(b) : '']),
      ...extra.map((b) => ['', '', b.start, inCsv(b)]),
    ],
  }
}

export function BySize({ view, file }: { view: SalesView; file: string }) {
  const csv = () => [
    ['Product', 'Size', 'Product id', 'Size key', 'Vials', 'Orders', 'Sales (USD)'],
    ...view.bySize.map((s) => [
      s.productName,
      s.sizeLabel,
      s.productId,
      s.sizeKey,
      s.units,
      s.orders,
      dollars(s.salesCents),
    ]),
  ]
  return (
    <div className="min-w-0">
      {view.bySize.length === 0 ? (
        <>
          <h3 className="font-semibold">By product and size</h3>
          <p>No paid orders were placed in the range.</p>
        </>
      ) : (
        <FigureTable
          caption="By product and size"
          headers={['Product and size', 'Vials', 'Orders', 'Sales']}
          hideOnPhone={[1]}
          rows={view.bySize.map((s) => ({
            key: `${s.productId}/${s.sizeKey}`,
            head: s.sizeLabel ? `${s.productName}, ${s.sizeLabel}` : s.productName,
            cells: [s.units, s.orders, formatPrice(s.salesCents)],
          }))}
        />
      )}
      <p className="mt-1 text-sm text-slate-700">
        The lines as charged; refunds are of amounts, not of lines, so they are not taken off here.
      </p>
      <div className="mt-2">
        <CsvButton of="sales by product and size" file={file} rows={csv} />
      </div>
    </div>
  )
}

export function ByBuyer({ view, file }: { view: SalesView; file: string }) {
  const csv = () => [
    ['Buyer type', 'Orders', 'Revenue (USD)'],
    ...view.byBuyer.map((b) => [BUYER_TYPE_LABELS[b.buyer], b.orders, dollars(b.revenueCents)]),
  ]
  return (
    <div>
      <FigureTable
        caption="By buyer type"
        headers={['Buyer type', 'Orders', 'Revenue']}
        rows={view.byBuyer.map((b) => ({
          key: b.buyer,
          head: BUYER_TYPE_LABELS[b.buyer],
          cells: [b.orders, formatPrice(b.revenueCents)],
        }))}
      />
      <div className="mt-2">
        <CsvButton of="sales by buyer type" file={file} rows={csv} />
      </div>
    </div>
  )
}

export function Tax({ view, file }: { view: SalesView; file: string }) {
  const t = view.totals
  const lines: [string, string, CsvCell][] = [
    [
      'Taxable sales',
      formatPrice(t.subtotalCents - t.exemptSalesCents),
      dollars(t.subtotalCents - t.exemptSalesCents),
    ],
    ['Tax collected', formatPrice(t.taxCents), dollars(t.taxCents)],
    [
      `Exempt sales (${ordersText(t.exemptOrders)} under a tax exemption)`,
      formatPrice(t.exemptSalesCents),
      dollars(t.exemptSalesCents),
    ],
  ]
  return (
    <div>
      <FigureTable
        caption="Tax"
        headers={['Figure', 'Amount']}
        rows={lines.map(([label, amount]) => ({ key: label, head: label, cells: [amount] }))}
      />
      <p className="mt-1 text-sm text-slate-700">
        Sales are the lines’ subtotal, before shipping and tax.
      </p>
      <div className="mt-2">
        <CsvButton
          of="tax"
          file={file}
          rows={() => [
            ['Figure', 'Amount (USD)'],
            ...lines.map(([label, , cents]) => [label, cents]),
          ]}
        />
      </div>
    </div>
  )
}
