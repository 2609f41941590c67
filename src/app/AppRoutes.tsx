import { lazy, Suspense, useEffect, type ComponentType } from 'react'
import { matchPath, Route, Routes } from '@/lib/router'
import { PageLoading } from '@/components/layout/PageLoading'
import { replayEarlyInput } from './early-input'
import { ORDER_DESK_ENABLED } from '@/data/shop'

type PageModule = { default: ComponentType }

const loadOrderPage = () => import('@/features/orders/OrderPage')
/** Pages that read the order desk: an order's status and a lot's certificate of analysis. */
const DESK_PAGES: [string, () => Promise<PageModule>][] = [
  ['/orders', loadOrderPage],
  ['/orders/:number', loadOrderPage],
  ['/orders/:number/invoice', () => import('@/features/orders/InvoicePage')],
  ['/products/:id/lots/:lotNumber', () => import('@/features/lots/LotCertificatePage')],
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
  ['/checkout', () => import('@/features/checkout/CheckoutPage')],
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
const NotFoundPage = lazy(loadNotFound)
const LAZY_PAGES = PAGES.map(([path, load]) => [path, lazy(load)] as const)

/** Loads the code of the page at this path, so hydration can finish in one pass. */
export function preloadPage(pathname: string): Promise<unknown> {
  const page = PAGES.find(([path]) => matchPath(path, pathname))
  return (page?.[1] ?? loadNotFound)().catch(() => undefined)
}

/**
 * Once the first page is interactive, or its error page shows: replays what the visitor did
 * before the app ran, and marks `<html data-hydrated>` (the browser tests' fixture fails a page
 * that never gets there).
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
        {LAZY_PAGES.map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
      <HydrationMark />
    </Suspense>
  )
}
