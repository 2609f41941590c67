import { FileCheck, FileText, ShieldAlert } from 'lucide-react'
import type { Product } from '@/data/types'
import { certificatePath, safetyDataSheetPath } from '@/domain/catalogue/products'

const LINK =
  'inline-flex min-h-11 items-center gap-2 font-medium text-accent underline underline-offset-2'

/**
 * The product's documents beside the buy box, each one click from Add to Cart, each in a new
 * tab: the newest lot's certificate ("View COA", spec section 2), the specification sheet and
 * the Safety Data Sheet.
 */
export function ProductDocuments({ product }: { product: Product }) {
  const documents = [
    { href: certificatePath(product.id), label: 'View COA', Icon: FileCheck },
    { href: product.details.coaLink, label: 'Specification sheet', Icon: FileText },
    { href: safetyDataSheetPath(product.id), label: 'Safety Data Sheet (SDS)', Icon: ShieldAlert },
  ]
  return (
    <nav aria-label="Documents">
      <ul className="flex flex-wrap gap-x-4">
        {documents.map(({ href, label, Icon }) => (
          <li key={label}>
            <a href={href} target="_blank" rel="noopener noreferrer" className={LINK}>
              <Icon aria-hidden="true" className="h-4 w-4" />
              {label}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
