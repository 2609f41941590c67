import { CartProvider } from '@/features/cart'
import { ShippingCountryProvider } from '@/features/shipping-country'
import { AppRoutes } from './AppRoutes'
import { Layout } from './Layout'

/** The whole shop: global state, the site shell and the routes. */
export function App() {
  return (
    <ShippingCountryProvider>
      <CartProvider>
        <Layout>
          <AppRoutes />
        </Layout>
      </CartProvider>
    </ShippingCountryProvider>
  )
}
