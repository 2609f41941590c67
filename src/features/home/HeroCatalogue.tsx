import { ChevronRight } from 'lucide-react'
import { Link } from '@/lib/router'
import { useProductsOnSale } from '@/components/ui/use-catalogue'
import { formatPrice } from '@/lib/money'

const SHOWN = 4

/**
 * A glimpse of the catalogue inside the hero, laid out like a supplier's price list (name,
 * catalogue number, size, purity, price), so the first screen shows products, not only a
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
        {products.slice(0, SHOWN).map((product) => (
          <li key={product.id}>
            <Link
              to={`/products/${product.id}`}
              className="flex min-h-14 items-center gap-3 px-4 py-1.5 hover:bg-slate-50"
            >
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">{product.name}</span>
                <span className="block text-sm text-slate-600">
                  {product.details.size} · Purity {product.purity}
                </span>
              </span>
              <span className="tabular font-semibold">{formatPrice(product.priceCents)}</span>
              <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
