import { Link } from 'react-router'
import { CONSOLE_API } from '@/domain/operators/console-api'
import { formatPrice } from '@/lib/money'
import { useConsoleData } from '../shared/data'
import { vialAlt, type ConsoleProduct } from './products'
import { useIsOwner } from '../shared/session'
import { SaleBadge } from '../shared/StatusBadge'
import { buttonClass, ErrorNotice, PageTitle, secondaryButtonClass } from '../shared/ui'
import { CatalogueImport } from './CatalogueImport'

/** The catalogue: every product, on sale or withdrawn, a new one, and the whole of it as CSV. */
export function ProductsPage() {
  const catalogue = useConsoleData<{ products: ConsoleProduct[] }>(
    '/products',
    'Could not load the products.',
    { serverMessage: true },
  )
  const products = catalogue.data?.products
  const { error } = catalogue
  const owner = useIsOwner()

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageTitle>Products</PageTitle>
        <div className="flex flex-wrap gap-2">
          {owner && (
            <Link to="/products/new" className={buttonClass}>
              New product
            </Link>
          )}
          <a href={`${CONSOLE_API}/catalogue.csv`} className={secondaryButtonClass} download>
            Export CSV
          </a>
        </div>
      </div>
      <ErrorNotice>{error}</ErrorNotice>
      {!products && !error && <p>Loading…</p>}
      {products && (
        <div
          className="overflow-x-auto rounded-md border border-slate-300 bg-white"
          role="region"
          aria-label="Products"
          // A region that scrolls sideways on a phone must be reachable by keyboard.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <ProductRows products={products} />
          {products.length === 0 && <p className="p-4">No products yet.</p>}
        </div>
      )}
      {/* A new product and an import set prices: an owner's (the server refuses staff too). */}
      {owner && <CatalogueImport onApplied={catalogue.reload} />}
    </>
  )
}

/** The list's table: at 390 px the picture, the name, the price and the status. */
function ProductRows({ products }: { products: ConsoleProduct[] }) {
  return (
    <table className="w-full text-left">
      <thead className="bg-slate-100 text-sm">
        <tr>
          <th scope="col" className="px-3 py-2">
            Picture
          </th>
          <th scope="col" className="px-3 py-2">
            Name
          </th>
          <th scope="col" className="hidden px-3 py-2 md:table-cell">
            Category
          </th>
          <th scope="col" className="px-3 py-2 text-right">
            Price
          </th>
          <th scope="col" className="px-3 py-2">
            Status
          </th>
        </tr>
      </thead>
      <tbody>
        {products.map((p) => (
          <tr key={p.id} className="border-t border-slate-200 align-middle">
            <td className="px-3 py-2">
              <Thumbnail product={p} />
            </td>
            <td className="px-3 py-2">
              <Link
                to={`/products/${encodeURIComponent(p.id)}`}
                className="font-semibold text-blue-800 underline"
              >
                {p.name}
              </Link>
              <span className="block font-mono text-sm break-all text-slate-700">{p.id}</span>
            </td>
            <td className="hidden px-3 py-2 md:table-cell">{p.category}</td>
            <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
              <PriceCell sizes={p.sizes} />
            </td>
            <td className="px-3 py-2">
              <SaleBadge onSale={p.onSale} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * The price a buyer sees first: the one size's, or with several "From" the lowest of those on
 * sale (as the shop's cards say it), and how many sizes there are.
 */
function PriceCell({ sizes }: { sizes: ConsoleProduct['sizes'] }) {
  const only = sizes.length === 1 ? sizes[0] : undefined
  if (only) return formatPrice(only.priceCents)
  const offered = sizes.filter((s) => s.onSale)
  const lowest = Math.min(...(offered.length > 0 ? offered : sizes).map((s) => s.priceCents))
  return (
    <>
      From {formatPrice(lowest)}
      <span className="block text-sm text-slate-700">{sizes.length} sizes</span>
    </>
  )
}

/** The product's picture at 48 px, from the smallest of its files. */
function Thumbnail({ product }: { product: ConsoleProduct }) {
  if (!product.image) return <span className="text-sm text-slate-700">None</span>
  return (
    <picture>
      {product.picture && <source type="image/avif" srcSet={product.picture.avif} sizes="48px" />}
      <img
        src={product.image}
        srcSet={product.picture?.webp}
        sizes="48px"
        width={48}
        height={48}
        loading="lazy"
        alt={vialAlt(product)}
        className="size-12 rounded bg-slate-100 object-contain"
      />
    </picture>
  )
}
