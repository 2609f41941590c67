import { SHOP, SITE_URL } from '@/data/shop'
import type { Product } from '@/data/types'

/** The schema.org Product with its Offer, for search engines. */
export function productJsonLd(product: Product): string {
  const url = `${SITE_URL}/products/${product.id}`
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.id.toUpperCase(),
    category: product.category,
    image: `${SITE_URL}${product.image}`,
    url,
    brand: { '@type': 'Brand', name: SHOP.name },
    offers: {
      '@type': 'Offer',
      price: (product.priceCents / 100).toFixed(2),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url,
    },
  }
  // A "<" could close the script element early; \u003c is the same character to a JSON parser.
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

/**
 * JSON-LD as a data block: browsers never run it, so the CSP's script-src does not apply.
 * The JSON comes from the catalogue, never from a visitor.
 */
export function ProductJsonLd({ product }: { product: Product }) {
  return <script type="application/ld+json">{productJsonLd(product)}</script>
}
