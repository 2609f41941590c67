import { lazy, Suspense } from 'react'
import { Route, Routes } from 'react-router'
import { PageLoading } from '@/components/layout/PageLoading'

// Every page is its own chunk so the entry bundle stays small.
const HomePage = lazy(() => import('@/features/home/HomePage'))
const CataloguePage = lazy(() => import('@/features/catalogue/CataloguePage'))
const ProductDetailPage = lazy(() => import('@/features/catalogue/ProductDetailPage'))
const CartPage = lazy(() => import('@/features/cart/CartPage'))
const CheckoutPage = lazy(() => import('@/features/checkout/CheckoutPage'))
const ContactPage = lazy(() => import('@/features/contact/ContactPage'))
const AboutPage = lazy(() => import('@/features/about/AboutPage'))
const TermsPage = lazy(() => import('@/features/policies/TermsPage'))
const PrivacyPage = lazy(() => import('@/features/policies/PrivacyPage'))
const ShippingPolicyPage = lazy(() => import('@/features/policies/ShippingPolicyPage'))
const DisclaimerPage = lazy(() => import('@/features/policies/DisclaimerPage'))
const RefundPolicyPage = lazy(() => import('@/features/policies/RefundPolicyPage'))
const NotFoundPage = lazy(() => import('./NotFoundPage'))

/** The route table of spec section 2. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/products" element={<CataloguePage />} />
        <Route path="/products/:id" element={<ProductDetailPage />} />
        <Route path="/cart" element={<CartPage />} />
        <Route path="/checkout" element={<CheckoutPage />} />
        <Route path="/contact" element={<ContactPage />} />
        <Route path="/about" element={<AboutPage />} />
        <Route path="/terms" element={<TermsPage />} />
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="/shipping" element={<ShippingPolicyPage />} />
        <Route path="/shipping-policy" element={<ShippingPolicyPage />} />
        <Route path="/disclaimer" element={<DisclaimerPage />} />
        <Route path="/refund-policy" element={<RefundPolicyPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  )
}
