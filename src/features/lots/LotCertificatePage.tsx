import { FileText } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link, useParams } from '@/lib/router'
import { PageMeta } from '@/components/layout/PageMeta'
import { DocumentBackLink } from '@/components/ui/DocumentBackLink'
import { LoadFailed } from '@/components/ui/LoadFailed'
import type { Product } from '@/data/types'
import {
  formatTestDate,
  lotCertificatePath,
  type LotCertificate,
} from '@/domain/fulfilment/lot-certificate'
import { DocumentFooter, DocumentHeader } from '@/components/ui/DocumentHeader'
import { getProduct } from '@/domain/catalogue/products'
import { DeskError } from '@/lib/desk-client'
import { useHydrated } from '@/lib/use-hydrated'
import { CertificateDocument } from './CertificateDocument'
import { CertificateNotFound } from './CertificateNotFound'
import { fetchLot } from './lot-api'

type Loaded =
  | { key: string; kind: 'lot'; lot: LotCertificate }
  | { key: string; kind: 'not-found' }
  | { key: string; kind: 'error'; message: string }

const LINK =
  'inline-flex min-h-11 items-center gap-1 text-accent underline-offset-2 hover:underline'

/**
 * /products/{id}/lots/{lotNumber}: the certificate of analysis of one registered lot, read
 * from the desk. The prerendered shell serves every product and lot, so it names none.
 */
export default function LotCertificatePage() {
  const { id = '', lotNumber = '' } = useParams()
  const hydrated = useHydrated()
  const product = getProduct(id)
  const key = `${id}/${lotNumber}`
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!product) return
    let live = true
    fetchLot(product.id, lotNumber).then(
      (lot) => live && setLoaded(lot ? { key, kind: 'lot', lot } : { key, kind: 'not-found' }),
      (error: unknown) =>
        live &&
        setLoaded({
          key,
          kind: 'error',
          message:
            error instanceof DeskError && error.failure === 'unreachable'
              ? 'We couldn’t reach our server to load this certificate. Please check your connection and try again.'
              : 'We couldn’t load this certificate just now. Please try again in a moment.',
        }),
    )
    return () => {
      live = false
    }
  }, [product, lotNumber, key, attempt])

  const current = loaded?.key === key ? loaded : null
  if (hydrated && (!product || current?.kind === 'not-found')) {
    return <CertificateNotFound product={product} lotNumber={lotNumber} />
  }
  const shown = hydrated ? product : undefined
  const lot = current?.kind === 'lot' ? current.lot : undefined
  const subject = shown ? `${shown.name}, lot ${lotNumber}` : undefined

  return (
    <div data-print-document className="mx-auto max-w-3xl px-4 py-4 md:py-8">
      <PageMeta
        title={subject ? `Certificate of Analysis — ${subject}` : 'Certificate of Analysis'}
        description={
          subject
            ? `Certificate of analysis of ${subject}: measured purity and identity, methods and analyst. For laboratory research use only.`
            : 'Certificate of analysis of one lot: measured purity and identity, methods and analyst.'
        }
        path={shown ? lotCertificatePath(shown.id, lotNumber) : undefined}
      />
      <BackLink product={shown} />
      <DocumentHeader
        title="Certificate of Analysis"
        subject={subject}
        dated={
          lot && (
            // The lot is named in the subject above: the line gives its two dates, each kept
            // whole, so that a narrow line breaks after the "·", never before it.
            <>
              <span className="whitespace-nowrap">
                Tested <time dateTime={lot.testDate}>{formatTestDate(lot.testDate)}</time>
                {lot.releaseDate && ' ·'}
              </span>
              {lot.releaseDate && (
                <>
                  {' '}
                  <span className="whitespace-nowrap">
                    Released{' '}
                    <time dateTime={lot.releaseDate}>{formatTestDate(lot.releaseDate)}</time>
                  </span>
                </>
              )}
            </>
          )
        }
        printable={lot !== undefined}
      />
      <div className="mt-6" aria-busy={current === null}>
        {current?.kind === 'error' ? (
          <LoadFailed
            message={current.message}
            onRetry={() => {
              setLoaded(null)
              setAttempt((n) => n + 1)
            }}
          />
        ) : (
          <CertificateDocument product={shown} lot={lot} />
        )}
      </div>
      <DocumentFooter />
      {shown && <DocumentLinks product={shown} />}
    </div>
  )
}

function BackLink({ product }: { product: Product | undefined }) {
  return (
    <DocumentBackLink to={product ? `/products/${product.id}` : '/products'}>
      {product ? product.name : 'All products'}
    </DocumentBackLink>
  )
}

function DocumentLinks({ product }: { product: Product }) {
  return (
    <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-2 print:hidden">
      <a href={product.details.coaLink} className={`${LINK} underline`}>
        <FileText aria-hidden="true" className="h-4 w-4" />
        {product.name} specification sheet
      </a>
      <Link to={`/products/${product.id}`} className={`${LINK} underline`}>
        Back to {product.name}
      </Link>
    </div>
  )
}
