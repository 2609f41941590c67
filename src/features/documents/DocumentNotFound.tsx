import { Link } from '@/lib/router'
import { PageMeta } from '@/components/layout/PageMeta'

/** A document of a product the catalogue does not have. */
export function DocumentNotFound() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <PageMeta
        title="Product Not Found"
        description="The product you’re looking for does not exist."
      />
      <h1 className="text-3xl font-semibold text-slate-900">Product Not Found</h1>
      <p className="mt-4 text-slate-600">The product you’re looking for does not exist.</p>
      <Link to="/products" className="btn-primary mt-8 inline-flex">
        Back to Products
      </Link>
    </div>
  )
}
