import { Link } from '@/lib/router'
import { PageMeta } from '@/components/layout/PageMeta'
import type { Product } from '@/data/types'

/** No certificate at this address: an unknown product, or a lot the desk has not registered. */
export function CertificateNotFound({
  product,
  lotNumber,
}: {
  product: Product | undefined
  lotNumber: string
}) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <PageMeta
        title="Certificate Not Found"
        description="There is no certificate of analysis at this address."
      />
      <h1 className="text-3xl font-semibold text-slate-900">Certificate Not Found</h1>
      <p className="mt-4 break-words text-slate-600">
        {product
          ? `There is no certificate of analysis for lot ${lotNumber} of ${product.name}. Check the lot number on the vial's label, or write to us with it.`
          : 'The product you’re looking for does not exist.'}
      </p>
      <Link
        to={product ? `/products/${product.id}` : '/products'}
        className="btn-primary mt-8 inline-flex"
      >
        {product ? `Back to ${product.name}` : 'Back to Products'}
      </Link>
    </div>
  )
}
