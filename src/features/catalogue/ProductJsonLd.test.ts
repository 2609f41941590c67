import { describe, expect, it } from 'vitest'
import { getProduct } from '@/domain/products'
import type { Product } from '@/data/types'
import { productJsonLd } from './ProductJsonLd'

describe('productJsonLd', () => {
  it('describes the product with an in-stock USD offer', () => {
    const data = JSON.parse(productJsonLd(getProduct('pt-141')!))
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'PT-141',
      sku: 'PT-141',
      offers: {
        '@type': 'Offer',
        price: '99.99',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
    })
  })

  it('escapes "<" so the text can never close its script element', () => {
    const product = { ...getProduct('bpc-157')!, description: 'a </script><b>' } as Product
    const text = productJsonLd(product)
    expect(text).not.toContain('<')
    expect(JSON.parse(text).description).toBe('a </script><b>')
  })
})
