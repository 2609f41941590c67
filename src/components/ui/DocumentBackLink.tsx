import type { ReactNode } from 'react'
import { ChevronLeft } from 'lucide-react'
import { Link } from '@/lib/router'

/**
 * The way back above every document (invoice, receipt, SDS, certificate, specification sheet):
 * "‹ BPC-157", "‹ Order RRS-…", in the accent colour, underlined on hover, left out of print.
 */
export const DOCUMENT_BACK_LINK_CLASS =
  'inline-flex min-h-11 items-center text-accent underline-offset-2 hover:underline print:hidden'

/**
 * The link's inside: the chevron, then its words as one piece of text, so the underline runs
 * unbroken from "Order" to the number (a flex gap between them once split it, issue 24).
 */
export function DocumentBackLabel({ children }: { children: ReactNode }) {
  return (
    <>
      <ChevronLeft aria-hidden="true" className="mr-1 h-4 w-4 shrink-0" />
      <span>{children}</span>
    </>
  )
}

/** The way back above a document, to `to`. */
export function DocumentBackLink({
  to,
  className,
  children,
}: {
  to: string
  className?: string
  children: ReactNode
}) {
  return (
    <Link
      to={to}
      className={className ? `${DOCUMENT_BACK_LINK_CLASS} ${className}` : DOCUMENT_BACK_LINK_CLASS}
    >
      <DocumentBackLabel>{children}</DocumentBackLabel>
    </Link>
  )
}
