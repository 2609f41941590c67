import { Link, useParams } from '@/lib/router'
import { PageMeta } from '@/components/layout/PageMeta'
import { MolecularFormula } from '@/components/ui/MolecularFormula'
import { SHOP } from '@/data/shop'
import { getProduct } from '@/domain/catalogue/products'
import { formatTestDate } from '@/domain/fulfilment/lot-certificate'
import { SDS_REVISION_DATE, safetyDataSheet } from '@/domain/catalogue/safety-data-sheet'
import { DocumentBackLink } from '@/components/ui/DocumentBackLink'
import { DocumentFooter, DocumentHeader } from '@/components/ui/DocumentHeader'
import { DocumentNotFound } from './DocumentNotFound'

/**
 * /products/{id}/safety-data-sheet: the product's Safety Data Sheet in the 16 GHS sections,
 * printable on its own (the layout's notices stay on screen only).
 */
export default function SafetyDataSheetPage() {
  const { id = '' } = useParams()
  const product = getProduct(id)
  if (!product) return <DocumentNotFound />
  const sections = safetyDataSheet(product, SHOP)

  return (
    <div data-print-document className="mx-auto max-w-3xl px-4 py-4 md:py-8">
      <PageMeta
        title={`${product.name} Safety Data Sheet`}
        description={`Safety Data Sheet of ${product.name} (${product.details.size}) in the 16 GHS sections. For laboratory research use only.`}
        path={`/products/${product.id}/safety-data-sheet`}
      />
      <DocumentBackLink to={`/products/${product.id}`}>{product.name}</DocumentBackLink>
      <DocumentHeader
        title="Safety Data Sheet"
        subject={product.name}
        dated={
          <>
            Revised <time dateTime={SDS_REVISION_DATE}>{formatTestDate(SDS_REVISION_DATE)}</time>
          </>
        }
        printable
      />
      {sections.map((section) => (
        <section
          key={section.number}
          aria-labelledby={`sds-${section.number}`}
          className="mt-6 break-inside-avoid"
        >
          <h2
            id={`sds-${section.number}`}
            className="border-b border-slate-400 pb-1 text-lg font-semibold text-slate-900"
          >
            {section.number}. {section.title}
          </h2>
          <dl className="grid grid-cols-1 sm:grid-cols-[12rem_minmax(0,1fr)]">
            {section.entries.map(([label, text]) => (
              <div key={label} className="contents">
                <dt className="pt-2 text-sm font-medium text-slate-600 sm:border-b sm:border-slate-200 sm:pb-2">
                  {label}
                </dt>
                <dd className="border-b border-slate-200 pb-2 break-words text-slate-900 sm:pt-2">
                  {label === 'Molecular formula' ? <MolecularFormula formula={text} /> : text}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <DocumentFooter />
      <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-2 print:hidden">
        <Link
          to={`/products/${product.id}`}
          className="inline-flex min-h-11 items-center text-accent underline underline-offset-2"
        >
          Back to {product.name}
        </Link>
      </div>
    </div>
  )
}
