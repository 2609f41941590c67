import { ChevronRight } from 'lucide-react'
import { Link } from '@/lib/router'
import { StockLine } from '@/components/ui/StockLine'
import { useProductsOnSale } from '@/components/ui/use-catalogue'
import { defaultSize, lowestPriceCents, sizesOnSale } from '@/domain/catalogue/sizes'
import { formatPrice } from '@/lib/money'

const SHOWN = 4

/**
 * A glimpse of the catalogue inside the hero, laid out like a supplier's price list (name,
 * catalogue number, sizes, purity, price), so the first screen shows products, not only a
 * picture. Text only: a vial's label drawn 44 px wide cannot be read, and the name, size and
 * purity it would repeat are already in the row (DESIGN.md: facts as data).
 */
export function HeroCatalogue() {
  const products = useProductsOnSale()
  return (
    <div className="rounded-lg bg-white/95 text-slate-900 shadow-lg ring-1 ring-white/20">
      <p
        id="hero-catalogue-label"
        className="border-b border-slate-200 px-4 py-2 text-sm font-semibold text-slate-700"
      >
        From the catalogue
      </p>
      <ul aria-labelledby="hero-catalogue-label" className="divide-y divide-slate-200">
        {products.slice(0, SHOWN).map((product) => {
          const sizes = sizesOnSale(product)
          const size = defaultSize(product)
          // The glimpse is a price list: stock is named only when it is not plainly in stock.
          const stock = size.availability.state === 'in-stock' ? null : size.availability
          return (
            <li key={product.id}>
              <Link
                to={`/products/${product.id}`}
                className="flex min-h-14 items-center gap-3 px-4 py-1.5 hover:bg-slate-50"
              >
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold">{product.name}</span>
                  <span className="block text-sm text-slate-600">
                    {sizes.length > 1 ? sizes.map((s) => s.label).join(', ') : size.label} · Purity{' '}
                    {product.purity}
                  </span>
                  {stock && <StockLine as="span" availability={stock} />}
                </span>
                <span className="tabular font-semibold">
                  {sizes.length > 1
                    ? `From ${formatPrice(lowestPriceCents(product))}`
                    : formatPrice(size.priceCents)}
                </span>
                <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
              </Link>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
