import { nameWithSize } from '@/domain/catalogue/sizes'
import type { ConsoleProduct } from '../catalogue/products'
import { sizeLabel, type StockNotice } from './stock'
import { formatDate } from '../shared/ui'

/** What a notice says of a size: how many are left, or that it sold out (and how far over). */
export function noticeText(notice: StockNotice, products: ConsoleProduct[]): string {
  const product = products.find((p) => p.id === notice.productId)
  const name = nameWithSize(product?.name ?? notice.productId, sizeLabel(product, notice.sizeKey))
  if (notice.kind === 'low') return `Low stock: ${name}: ${notice.available} left`
  return notice.available < 0
    ? `Sold out: ${name}: ${-notice.available} on backorder`
    : `Sold out: ${name}`
}

/**
 * The owner's stock notices, newest first (the server keeps them in that order): each time an
 * order took a size to its low-stock threshold or sold it out. A mail went out for each too.
 */
export function StockNotices({
  notices,
  products,
  failed,
}: {
  notices: StockNotice[] | null
  products: ConsoleProduct[] | null
  /** The stock could not be read (the stock table says so). */
  failed: boolean
}) {
  const loading = !failed && (!notices || !products)
  return (
    <section aria-busy={loading ? true : undefined} className="mb-6">
      <h2 id="stock-notices-h" className="mb-3 text-lg font-bold">
        Stock notices
      </h2>
      {loading && <p>Loading notices…</p>}
      {failed && <p>The notices could not be loaded.</p>}
      {notices?.length === 0 && <p>No size has fallen to its threshold or sold out.</p>}
      {notices && products && notices.length > 0 && (
        <div
          className="max-h-96 overflow-y-auto rounded-md border border-slate-300 bg-white"
          role="region"
          aria-labelledby="stock-notices-h"
          // A region that scrolls must be reachable by keyboard.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <ul aria-labelledby="stock-notices-h" className="divide-y divide-slate-200 text-sm">
            {notices.map((n) => (
              <li key={n.id} className="px-3 py-2">
                <span className={n.kind === 'sold-out' ? 'font-semibold text-red-900' : ''}>
                  {noticeText(n, products)}
                </span>{' '}
                (<time dateTime={n.at}>{formatDate(n.at)}</time>)
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}
