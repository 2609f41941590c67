import type { ConsoleProduct } from '../catalogue/products'
import { stockLines, stockState, type SizeStock } from './stock'
import { ErrorNotice } from '../shared/ui'

// Below 640 px the size is named with the product, so the table fits a phone's width.
const HEADERS = [
  { text: 'Product', className: '' },
  { text: 'Size', className: 'hidden sm:table-cell' },
  { text: 'On hand', className: 'text-right' },
  { text: 'Held by open orders', className: 'text-right' },
  { text: 'Available', className: 'text-right' },
  { text: 'State', className: '' },
]
const cell = 'px-2 py-2 sm:px-3'

/**
 * Each size's vials: on hand in its lots, held by open orders, and what is left to sell, with
 * the state the shop shows buyers. `stock` is null while it loads.
 */
export function StockBySize({
  products,
  stock,
  error,
}: {
  products: ConsoleProduct[] | null
  stock: SizeStock[] | null
  error: string
}) {
  const loading = !products || !stock
  return (
    <section aria-busy={loading && !error ? true : undefined} className="mb-6">
      <h2 id="stock-h" className="mb-1 text-lg font-bold">
        Stock by size
      </h2>
      <p className="mb-3 text-sm text-slate-700">
        Available is on hand less what open orders hold. A size is counted from its first lot on;
        until then the shop sells it without limit.
      </p>
      <ErrorNotice>{error}</ErrorNotice>
      {loading && !error && <p>Loading stock…</p>}
      {!loading && (
        <div
          className="overflow-x-auto rounded-md border border-slate-300 bg-white"
          role="region"
          // A name without "size": tools that find a field by its label match any label with it.
          aria-label="Stock table"
          // A region that scrolls sideways on a phone must be reachable by keyboard.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <StockTable products={products} stock={stock} />
        </div>
      )}
    </section>
  )
}

function StockTable({ products, stock }: { products: ConsoleProduct[]; stock: SizeStock[] }) {
  const lines = stockLines(products, stock)
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Stock by size</caption>
      <thead className="bg-slate-100">
        <tr>
          {HEADERS.map((h) => (
            <th key={h.text} scope="col" className={`${cell} ${h.className}`}>
              {h.text}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => {
          const note = line.note && `(${line.note})`
          return (
            <tr key={line.key} className="border-t border-slate-200 align-top">
              <th scope="row" className={`${cell} font-semibold`}>
                {line.productName}
                <span className="sm:hidden">, {line.sizeLabel}</span>
                {note && <span className="block font-normal text-slate-700 sm:hidden">{note}</span>}
              </th>
              <td className={`${cell} hidden whitespace-nowrap sm:table-cell`}>
                {line.sizeLabel}
                {note && <span className="block text-slate-700">{note}</span>}
              </td>
              <td className={`${cell} text-right tabular-nums`}>
                <Count value={line.stock?.onHand} />
              </td>
              <td className={`${cell} text-right tabular-nums`}>
                <Count value={line.stock?.held} />
              </td>
              <td className={`${cell} text-right tabular-nums`}>
                <Count value={line.stock?.available} />
              </td>
              <td className={cell}>{stockState(line.product, line.stock)}</td>
            </tr>
          )
        })}
        {lines.length === 0 && (
          <tr>
            <td colSpan={HEADERS.length} className={cell}>
              No products yet.
            </td>
          </tr>
        )}
      </tbody>
    </table>
  )
}

/** A count, or a dash (read as "none") for a size not counted yet. */
function Count({ value }: { value: number | undefined }) {
  if (value !== undefined) return value
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="sr-only">none</span>
    </>
  )
}
