import type { ReactNode } from 'react'
import { Printer } from 'lucide-react'
import { SHOP } from '@/data/shop'

interface DocumentHeaderProps {
  /** "Safety Data Sheet", "Certificate of Analysis". */
  title: string
  /** What the document is about: the product, or the product and lot; unknown while loading. */
  subject: string | undefined
  /** The revision or the lot and its date, e.g. "Revised November 24, 2026". */
  dated: ReactNode
  /** Offer Print once there is a whole document to print. */
  printable: boolean
}

/**
 * The header every product document shares (the specification sheet's static page copies it,
 * scripts/make-spec-sheets.js): the shop's name with Print on its right, the document's title and
 * subject, and its revision or lot date. It prints, so a printed sheet still says who issued it.
 */
export function DocumentHeader({ title, subject, dated, printable }: DocumentHeaderProps) {
  return (
    <header className="mt-2 border-b-2 border-slate-800 pb-3">
      <div className="flex min-h-11 items-center justify-between gap-4">
        <p className="text-sm font-semibold tracking-wide text-slate-700 uppercase">{SHOP.name}</p>
        {printable && (
          <button
            type="button"
            className="btn-secondary print:hidden"
            onClick={() => window.print()}
          >
            <Printer aria-hidden="true" className="h-4 w-4" />
            Print
          </button>
        )}
      </div>
      <h1 className="mt-1 text-3xl font-semibold text-slate-900">
        {title}{' '}
        <span className="mt-1 block text-xl font-normal text-slate-700">{subject ?? '\u00a0'}</span>
      </h1>
      <p className="mt-2 min-h-6 text-sm text-slate-600">{dated}</p>
    </header>
  )
}

/** The line that closes every product document: who issued it, and research use only. */
export function DocumentFooter() {
  return (
    <div className="mt-8 border-t border-slate-300 pt-3 text-sm text-slate-600">
      <p>
        Issued by {SHOP.legalName}, {SHOP.addressOneLine}
        {SHOP.taxId && ` (EIN ${SHOP.taxId})`}, {SHOP.email}, {SHOP.phone}
      </p>
      <p className="mt-2">
        For laboratory research use only. Not for human or veterinary use, and not for diagnostic or
        therapeutic use.
      </p>
    </div>
  )
}
