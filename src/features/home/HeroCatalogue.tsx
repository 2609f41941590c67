import { ChevronRight } from 'lucide-react'
import { Link } from '@/lib/router'
import { ProductImage } from '@/components/ui/ProductImage'
import { PRODUCTS } from '@/domain/products'
import { formatPrice } from '@/lib/money'

const SHOWN = 4

/**
 * A glimpse of the catalogue inside the hero, laid out like a supplier's price list (name,
 * catalogue number, size, purity, price), so the first screen shows products, not only a
 * picture. Its thumbnails load lazily: the hero's poster stays the page's largest paint.
 */
export function HeroCatalogue() {
  return (
    <div className="rounded-lg bg-white/95 text-slate-900 shadow-lg ring-1 ring-white/20">
      <p
        id="hero-catalogue-label"
        className="border-b border-slate-200 px-4 py-2 text-sm font-semibold text-slate-700"
      >
        From the catalogue
      </p>
      <ul aria-labelledby="hero-catalogue-label" className="divide-y divide-slate-200">
        {PRODUCTS.slice(0, SHOWN).map((product) => (
          <li key={product.id}>
            <Link
              to={`/products/${product.id}`}
              className="flex min-h-14 items-center gap-3 px-3 py-1.5 hover:bg-slate-50"
            >
              <ProductImage
                src={product.image}
                alt=""
                width={480}
                height={480}
                sizes="44px"
                className="size-11 shrink-0 rounded"
              />
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
