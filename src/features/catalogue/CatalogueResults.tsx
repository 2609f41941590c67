import type { Product } from '@/data/types'
import { groupByCategory } from './catalogue-filter'
import { ProductCard } from './ProductCard'

/** The matching products under a heading per category, or the spec's no-match message. */
export function CatalogueResults({ products, search }: { products: Product[]; search: string }) {
  const count = products.length
  return (
    <div className="flex flex-col gap-10">
      <p role="status" className="text-sm text-slate-600">
        {count === 0
          ? `No products found matching "${search.trim()}"`
          : `Showing ${count} ${count === 1 ? 'product' : 'products'}`}
      </p>
      {groupByCategory(products).map(({ category, products: inCategory }) => (
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
    </div>
  )
}
