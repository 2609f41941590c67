import { Link } from '@/lib/router'
import type { Product } from '@/data/types'
import {
  formatPurity,
  formatTestDate,
  lotCertificatePath,
} from '@/domain/fulfilment/lot-certificate'
import { useProductLots } from './use-product-lots'

/**
 * The product page's links to the certificates of its registered lots, newest first. They
 * arrive after the page has started, so the list ends the page, where appearing moves nothing
 * a visitor is looking at (no layout shift); with no lots there is nothing to show.
 */
export function ProductLots({ product }: { product: Product }) {
  const lots = useProductLots(product.id)
  if (lots.length === 0) return null
  return (
    <section
      aria-labelledby="lot-certificates-heading"
      className="max-w-prose border-t border-slate-200 pt-6"
    >
      <h2 id="lot-certificates-heading" className="text-lg font-semibold text-slate-900">
        Certificates of analysis
      </h2>
      <p className="mt-1 text-sm text-slate-600">Measured results of each lot of {product.name}.</p>
      <ul className="mt-1">
        {lots.map((lot) => (
          <li key={lot.lotNumber} className="flex flex-wrap items-center gap-x-2">
            <Link
              to={lotCertificatePath(product.id, lot.lotNumber)}
              className="inline-flex min-h-11 items-center font-medium text-accent underline underline-offset-2"
            >
              Lot {lot.lotNumber}
            </Link>
            <span className="tabular text-sm text-slate-600">
              (tested {formatTestDate(lot.testDate, true)}, {formatPurity(lot.measuredPurity)})
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
