import type { ReactNode } from 'react'
import { useLocation } from '@/lib/router'
import { ErrorBoundary } from '@/components/layout/ErrorBoundary'
import { Footer } from '@/components/layout/Footer'
import { Header } from '@/components/layout/Header'
import { ResearchUseBar } from '@/components/layout/ResearchUseBar'
import { ScrollToTop } from '@/components/layout/ScrollToTop'
import { SkipLink } from '@/components/layout/SkipLink'
import { Toasts } from '@/components/ui/Toasts'
import { useScrolledPast } from '@/components/layout/use-scrolled-past'
import { WarningBanner } from '@/components/layout/WarningBanner'
import { LAYOUT } from '@/data/policy'
import { AgeGate } from '@/features/age-gate'
import { useCart } from '@/features/cart'
import { CountrySelector, useShippingCountry } from '@/features/shipping-country'
import { markAppStarted } from './AppRoutes'

/** The site shell around every page (notices, header, footer, age gate, toasts). */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  const { totalItems } = useCart()
  const { warning, warningMessage } = useShippingCountry()
  const scrolled = useScrolledPast(LAYOUT.headerTransparencyThresholdPx)
  const onHome = pathname === '/'

  return (
    <>
      {/* First in the page, so that what streams in after it is never painted before it; the
          page behind it (data-behind-gate) is not painted while it is open (docs/boot.md). */}
      <AgeGate />
      <div data-behind-gate="" className="flex min-h-screen flex-col">
        <SkipLink />
        <ResearchUseBar />
        {warning && <WarningBanner message={warningMessage} />}
        <Header
          cartCount={totalItems}
          countrySelector={<CountrySelector />}
          overlay={onHome}
          transparent={onHome && !scrolled}
        />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <ErrorBoundary resetKey={pathname} onShown={markAppStarted}>
            {children}
          </ErrorBoundary>
        </main>
        <Footer />
      </div>
      <ScrollToTop />
      <Toasts />
    </>
  )
}
