import { useState } from 'react'
import type { Product } from '@/data/types'
import { groupByCategory } from './catalogue-filter'
import { ProductCard } from './ProductCard'

/**
 * The products shown at first, and added by each press of "Show more": a catalogue of thousands
 * is not one page of thousands of cards (its HTML alone would be megabytes, and seconds to make;
 * docs/decisions/0003-catalogue-pages.md). The spec's seven fit in one.
 */
export const CATALOGUE_PAGE_SIZE = 48

/** "1 product", "5,007 products"; "48 more products" with `more`. */
const plural = (n: number, more = '') =>
  `${n.toLocaleString('en-US')} ${more}${n === 1 ? 'product' : 'products'}`

/**
 * The matching products under a heading per category, or the spec's no-match message; past
 * CATALOGUE_PAGE_SIZE, the first ones and a button that shows more. A new search or choice of
 * categories starts again from the first (the page gives each its own key).
 */
export function CatalogueResults({ products, search }: { products: Product[]; search: string }) {
  const [shownCount, setShownCount] = useState(CATALOGUE_PAGE_SIZE)
  const count = products.length
  const shown = count > shownCount ? products.slice(0, shownCount) : products
  const more = Math.min(CATALOGUE_PAGE_SIZE, count - shown.length)
  return (
    <div className="flex flex-col gap-10">
      <p role="status" className="text-sm text-slate-600">
        {count === 0
          ? `No products found matching "${search.trim()}"`
          : shown.length < count
            ? `Showing ${shown.length.toLocaleString('en-US')} of ${plural(count)}`
            : `Showing ${plural(count)}`}
      </p>
      {groupByCategory(shown).map(({ category, products: inCategory }) => (
        // On a large screen each group is one row of the 4-column grid: its heading in the first
        // column, its products in the other three, so the catalogue reads as a dense list by
        // category rather than rows of blank cells.
        <section
          key={category.slug}
          aria-labelledby={`group-${category.slug}`}
          className="lg:grid lg:grid-cols-4 lg:gap-4"
        >
          <div className="lg:pt-2 lg:pr-2">
            <h2 id={`group-${category.slug}`} className="text-xl font-semibold text-slate-900">
              {category.name}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{category.description}</p>
          </div>
          <ul className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-3 lg:col-span-3 lg:mt-0 lg:grid-cols-subgrid">
            {inCategory.map((p) => (
              <li key={p.id}>
                {/* Thumbnails, lazy even in the first screen: on a phone the page's largest paint
                    is its text, and they must not go before the page's own code. */}
                <ProductCard product={p} layout="list" />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {more > 0 && (
        <button
          type="button"
          className="btn-secondary self-center px-6"
          onClick={() => setShownCount(shown.length + CATALOGUE_PAGE_SIZE)}
        >
          {`Show ${plural(more, 'more ')}`}
        </button>
      )}
    </div>
  )
}
