// The parts of the site a product's static specification sheet shares with the Safety Data
// Sheet and the lot certificates (scripts/make-spec-sheets.js renders them at build time, with
// the app's own stylesheet): the research-use bar, the site header, the "‹ Product" back link, the
// Print button with its icon, and the site footer. The same components, so the sheet cannot drift
// from them.
import { Printer } from 'lucide-react'
import { renderToStaticMarkup } from 'react-dom/server'
import { Footer } from '@/components/layout/Footer'
import { DOCUMENT_BACK_LINK_CLASS, DocumentBackLabel } from '@/components/ui/DocumentBackLink'
import { Header } from '@/components/layout/Header'
import { ResearchUseBar } from '@/components/layout/ResearchUseBar'
import { StaticRouter } from '@/lib/router'

export interface SheetChrome {
  researchUseBar: string
  header: string
  backLink: string
  printButton: string
  footer: string
}

/** The shared parts as HTML, for the sheet of the product at `productPath` named `name`. */
export function specSheetChrome(productPath: string, name: string): SheetChrome {
  const html = (node: React.ReactNode) =>
    renderToStaticMarkup(<StaticRouter location={productPath}>{node}</StaticRouter>)
  return {
    researchUseBar: html(<ResearchUseBar />),
    // The site's header: brand, navigation and cart, with the phone's menu (a dialog its button
    // opens by invoker command, with no script). The sheet is a static page: it knows no cart
    // count and has no country selector (that needs the app).
    header: html(
      <Header cartCount={0} countrySelector={null} overlay={false} transparent={false} />,
    ),
    backLink: html(
      <a href={productPath} className={DOCUMENT_BACK_LINK_CLASS}>
        <DocumentBackLabel>{name}</DocumentBackLabel>
      </a>,
    ),
    // Shown by the sheet's script (/coa/print.js), as only a page with scripts can print.
    printButton: html(
      <button type="button" className="btn-secondary print:hidden" data-print hidden>
        <Printer aria-hidden="true" className="h-4 w-4" />
        Print
      </button>,
    ),
    footer: html(<Footer />),
  }
}
