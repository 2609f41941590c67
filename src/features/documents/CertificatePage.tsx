import { FileText } from 'lucide-react'
import { Link, useParams } from '@/lib/router'
import { PageMeta } from '@/components/layout/PageMeta'
import { SHOP } from '@/data/shop'
import { getProduct } from '@/domain/catalogue/products'
import { DocumentBackLink } from '@/components/ui/DocumentBackLink'
import { DocumentHeader } from '@/components/ui/DocumentHeader'
import { DocumentNotFound } from './DocumentNotFound'

const LINK = 'inline-flex min-h-11 items-center gap-1 text-accent underline underline-offset-2'

/**
 * /products/{id}/certificate, behind "View COA": the order desk sends a visitor on to the newest
 * lot's certificate when the product has a lot; this page is what is left when none is
 * published (always so in a build without the desk), and says so plainly.
 */
export default function CertificatePage() {
  const { id = '' } = useParams()
  const product = getProduct(id)
  if (!product) return <DocumentNotFound />

  return (
    <div className="mx-auto max-w-3xl px-4 py-4 md:py-8">
      <PageMeta
        title={`${product.name} COA`}
        description={`Certificates of analysis of ${product.name}: no lot's certificate is published yet.`}
        // A way to the newest lot's certificate, not a page of its own for search engines.
        noindex
      />
      <DocumentBackLink to={`/products/${product.id}`}>{product.name}</DocumentBackLink>
      <DocumentHeader
        title="Certificate of Analysis"
        subject={product.name}
        dated="No lot published yet"
        printable={false}
      />
      <p className="mt-6 rounded-lg border border-slate-300 bg-slate-50 p-4 font-medium text-slate-900">
        No certificate of analysis is published for a lot of {product.name} yet.
      </p>
      <p className="mt-4 max-w-prose text-slate-700">
        Every lot is tested before release against the product’s specification sheet (purity by
        HPLC, identity by mass spectrometry, appearance). For the certificate of any lot, write to{' '}
        <a className="text-accent underline underline-offset-2" href={`mailto:${SHOP.email}`}>
          {SHOP.email}
        </a>{' '}
        with the lot number.
      </p>
      <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2">
        <a href={product.details.coaLink} className={LINK}>
          <FileText aria-hidden="true" className="h-4 w-4" />
          {product.name} specification sheet
        </a>
        <Link to={`/products/${product.id}`} className={LINK}>
          Back to {product.name}
        </Link>
      </div>
    </div>
  )
}
