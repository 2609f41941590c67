import { useEffect, useState, type ReactNode } from 'react'
import { useLocation, useParams } from '@/lib/router'
import { DeskError } from '@/lib/desk-client'
import { secretOf } from '@/lib/link-secret'
import { useHydrated } from '@/lib/use-hydrated'
import { saveFile } from './DocumentParts'
import { LoadFailed } from './LoadFailed'

// A document the buyer opens by the link in an email (/orders/{number}/invoice#{secret},
// /quotes/{number}#{secret}): read once hydrated, since the secret is in the address's hash and
// goes to the desk in a header; while it loads, when the link has no secret, when the desk cannot
// be reached, and when the number and secret match nothing, the page says so under its heading.

type Read<T> = { found: T | null } | { error: string }

export interface LinkedDocumentProps<T> {
  /** The page's heading until the document shows: "Invoice", "Quote". */
  heading: string
  /** The page's title and description. */
  meta: ReactNode
  /** Reads the document; null when the number and secret do not match one. */
  read: (number: string, secret: string) => Promise<T | null>
  /** What the page says while it reads, and to a link without its secret. */
  loading: string
  noSecret: string
  /** What the page says when the link opens nothing. */
  notFound: ReactNode
  children: (found: T, link: { number: string; secret: string }) => ReactNode
}

/** The page of a document behind a secret link: its waiting and failing states, then the document. */
export function LinkedDocument<T>({
  heading,
  meta,
  read,
  loading,
  noSecret,
  notFound,
  children,
}: LinkedDocumentProps<T>) {
  const { number = '' } = useParams()
  const { hash } = useLocation()
  const hydrated = useHydrated()
  const secret = hydrated ? secretOf(hash) : ''
  const [loaded, setLoaded] = useState<Read<T> | null>(null)
  // "Try again" reads again: a new attempt, with the same number and secret.
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!number || !secret) return
    let live = true
    read(number, secret).then(
      (found) => live && setLoaded({ found }),
      (error: unknown) =>
        live && setLoaded({ error: error instanceof DeskError ? error.message : String(error) }),
    )
    return () => {
      live = false
    }
  }, [read, number, secret, attempt])

  if (loaded && 'found' in loaded && loaded.found && secret) {
    return children(loaded.found, { number, secret })
  }
  const waiting = !loaded || (hydrated && !secret)
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      {meta}
      <h1 className="text-3xl font-semibold text-slate-900">{heading}</h1>
      {waiting ? (
        <p aria-busy={hydrated && secret ? 'true' : undefined} className="mt-6 text-slate-700">
          {hydrated && !secret ? noSecret : loading}
        </p>
      ) : 'error' in loaded ? (
        <LoadFailed
          className="mt-6"
          message={loaded.error}
          onRetry={() => {
            setLoaded(null)
            setAttempt((n) => n + 1)
          }}
        />
      ) : (
        <p className="mt-6 text-slate-700">{notFound}</p>
      )}
    </div>
  )
}

export interface PrintableDocumentProps {
  meta: ReactNode
  /** The print button's words ("Print invoice", "Print receipt", "Print quote"), and its weight. */
  printLabel: string
  printClassName?: string
  /** Fetches the document's PDF, saved as `pdfName`. */
  pdf: () => Promise<Blob>
  pdfName: string
  /** Above the buttons (a way back on a phone) and beside them (a link to the order). */
  above?: ReactNode
  beside?: ReactNode
  children: ReactNode
}

/**
 * A document page: Print and Download PDF above the document; printed, it leaves the site's
 * notices, header and footer behind (src/index.css), as the certificate and the safety data
 * sheet do.
 */
export function PrintableDocument({
  meta,
  printLabel,
  printClassName = 'btn-secondary',
  pdf,
  pdfName,
  above,
  beside,
  children,
}: PrintableDocumentProps) {
  const [pdfError, setPdfError] = useState('')

  async function downloadPdf() {
    setPdfError('')
    try {
      saveFile(await pdf(), pdfName)
    } catch (error) {
      setPdfError(error instanceof Error ? error.message : String(error))
    }
  }

  return (
    <div data-print-document className="mx-auto max-w-3xl px-4 py-4 md:py-8 print:py-0">
      {meta}
      {above}
      <div className="mb-6 flex flex-wrap gap-3 print:hidden">
        <button type="button" className={printClassName} onClick={() => window.print()}>
          {printLabel}
        </button>
        <button type="button" className="btn-secondary" onClick={() => void downloadPdf()}>
          Download PDF
        </button>
        {beside}
      </div>
      {pdfError && (
        <p role="alert" className="mb-4 text-red-700">
          {pdfError}
        </p>
      )}
      {children}
    </div>
  )
}
