import { lazy, Suspense, useEffect, type ComponentType } from 'react'
import { matchPath, Route, Routes } from '@/lib/router'
import { PageLoading } from '@/components/layout/PageLoading'
import { replayEarlyInput } from './replay'
import { ORDER_DESK_ENABLED } from '@/data/shop'
import { loadCheckoutPage } from '@/features/checkout/load-checkout-page'

type PageModule = { default: ComponentType }

const loadOrderPage = () => import('@/features/orders/OrderPage')
/** Pages that read the order desk: an order's status and a lot's certificate of analysis. */
const DESK_PAGES: [string, () => Promise<PageModule>][] = [
  ['/orders', loadOrderPage],
  ['/orders/:number', loadOrderPage],
  ['/orders/:number/invoice', () => import('@/features/orders/InvoicePage')],
  ['/products/:id/lots/:lotNumber', () => import('@/features/lots/LotCertificatePage')],
  ['/quote', () => import('@/features/quotes/QuoteRequestPage')],
  ['/quotes/:number', () => import('@/features/quotes/QuotePage')],
]

// Every page is its own chunk so the entry bundle stays small. The same loader serves the
// lazy component and `preloadPage`, so a preloaded page renders without a second request.
const PAGES: [path: string, load: () => Promise<PageModule>][] = [
  ['/', () => import('@/features/home/HomePage')],
  ['/products', () => import('@/features/catalogue/CataloguePage')],
  ['/products/:id', () => import('@/features/catalogue/ProductDetailPage')],
  ['/products/:id/certificate', () => import('@/features/documents/CertificatePage')],
  ['/products/:id/safety-data-sheet', () => import('@/features/documents/SafetyDataSheetPage')],
  ['/cart', () => import('@/features/cart/CartPage')],
  ['/checkout', loadCheckoutPage],
  ['/contact', () => import('@/features/contact/ContactPage')],
  ['/about', () => import('@/features/about/AboutPage')],
  ['/terms', () => import('@/features/policies/TermsPage')],
  ['/privacy', () => import('@/features/policies/PrivacyPage')],
  ['/shipping', () => import('@/features/policies/ShippingPolicyPage')],
  ['/shipping-policy', () => import('@/features/policies/ShippingPolicyPage')],
  ['/disclaimer', () => import('@/features/policies/DisclaimerPage')],
  ['/refund-policy', () => import('@/features/policies/RefundPolicyPage')],
  // A build without the order desk (static host) has no orders or lots to show.
  ...(ORDER_DESK_ENABLED ? DESK_PAGES : []),
]
const loadNotFound = () => import('./NotFoundPage')

/**
 * A page's component, lazy until its code has loaded. Once loaded (by `preloadPage` before the
 * first render, or by the lazy component), it is rendered as itself: hydration then finishes in
 * one pass and never leaves the page behind a pending Suspense boundary, which an early update
 * (the stored cart's count) would make React render afresh, replacing what the visitor used.
 */
function page(load: () => Promise<PageModule>) {
  let Loaded: ComponentType | null = null
  const loadOnce = () =>
    load().then((module) => {
      Loaded = module.default
      return module
    })
  const Lazy = lazy(loadOnce)
  function Page() {
    return Loaded ? <Loaded /> : <Lazy />
  }
  return { Page, load: loadOnce }
}

const NOT_FOUND = page(loadNotFound)
const LAZY_PAGES = PAGES.map(([path, load]) => [path, page(load)] as const)

/** The route pattern that answers this path; null for the not-found page. */
export function routeOf(pathname: string): string | null {
  return PAGES.find(([path]) => matchPath(path, pathname))?.[0] ?? null
}

/** Loads the code of the page at this path, so hydration can finish in one pass. */
export function preloadPage(pathname: string): Promise<unknown> {
  const found = LAZY_PAGES.find(([path]) => matchPath(path, pathname))
  return (found?.[1] ?? NOT_FOUND).load().catch(() => undefined)
}

/**
 * Once the first page is interactive, or its error page shows: takes over from the recorder
 * (what the visitor did before the app ran), and marks `<html data-hydrated>` (the browser
 * tests' fixture fails a page that never gets there).
 */
export function markAppStarted(): void {
  if (document.documentElement.hasAttribute('data-hydrated')) return
  void replayEarlyInput()
  document.documentElement.dataset.hydrated = ''
}

function HydrationMark() {
  useEffect(markAppStarted, [])
  return null
}

/** The route table of spec section 2. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        {LAZY_PAGES.map(([path, { Page }]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NOT_FOUND.Page />} />
      </Routes>
      <HydrationMark />
    </Suspense>
  )
}
