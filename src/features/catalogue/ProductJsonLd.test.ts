import { describe, expect, it } from 'vitest'
import { POLICY } from '@/data/policy'
import { getProduct } from '@/domain/catalogue/products'
import { SHOP, SITE_URL } from '@/data/shop'
import type { Availability, Product } from '@/data/types'
import { dayRange, productJsonLd } from './ProductJsonLd'

describe('product JSON-LD', () => {
  it('carries the merchant-listing facts Google recommends, from the policy figures', () => {
    const { offers } = JSON.parse(productJsonLd(getProduct('bpc-157')!))
    expect(offers.itemCondition).toBe('https://schema.org/NewCondition')
    expect(offers.seller).toMatchObject({ '@type': 'Organization', name: SHOP.name })
    expect(offers.shippingDetails).toMatchObject({
      shippingRate: { value: '9.99', currency: 'USD' },
      shippingDestination: { addressCountry: 'US' },
      deliveryTime: {
        handlingTime: { minValue: 1, maxValue: 2, unitCode: 'DAY' },
        transitTime: { minValue: 3, maxValue: 5, unitCode: 'DAY' },
      },
    })
    expect(offers.hasMerchantReturnPolicy).toMatchObject({
      applicableCountry: 'US',
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: POLICY.returnWindowDays,
      returnMethod: 'https://schema.org/ReturnByMail',
    })
  })

  it('offers a one-size product in one Offer, in stock, with its SKU', () => {
    const { offers } = JSON.parse(productJsonLd(getProduct('bpc-157')!))
    expect(offers).toMatchObject({
      '@type': 'Offer',
      price: '89.99',
      priceCurrency: 'USD',
      sku: 'BPC-157-5MG',
      availability: 'https://schema.org/InStock',
      url: `${SITE_URL}/products/bpc-157`,
    })
  })

  it('offers each size on sale with its price, SKU and stock', () => {
    const bpc = getProduct('bpc-157')!
    const size = (key: string, priceCents: number, availability: Availability) => ({
      key,
      label: key,
      priceCents,
      sku: `BPC-157-${key.toUpperCase()}`,
      onSale: true,
      availability,
    })
    const product: Product = {
      ...bpc,
      sizes: [
        size('5mg', 8999, { state: 'low', left: 2 }),
        size('10mg', 15999, { state: 'backorder', days: 14 }),
        size('25mg', 34999, { state: 'out-of-stock' }),
        { ...size('50mg', 59999, { state: 'in-stock' }), onSale: false },
        size('2mg', 4999, { state: 'in-stock' }),
      ],
    }
    const { offers } = JSON.parse(productJsonLd(product))
    expect(
      offers.map((o: Record<string, string>) => [o.sku, o.price, o.availability, o.url]),
    ).toEqual([
      [
        'BPC-157-5MG',
        '89.99',
        'https://schema.org/LimitedAvailability',
        `${SITE_URL}/products/bpc-157?size=5mg`,
      ],
      [
        'BPC-157-10MG',
        '159.99',
        'https://schema.org/BackOrder',
        `${SITE_URL}/products/bpc-157?size=10mg`,
      ],
      [
        'BPC-157-25MG',
        '349.99',
        'https://schema.org/OutOfStock',
        `${SITE_URL}/products/bpc-157?size=25mg`,
      ],
      [
        'BPC-157-2MG',
        '49.99',
        'https://schema.org/InStock',
        `${SITE_URL}/products/bpc-157?size=2mg`,
      ],
    ])
    expect(offers[1]).toMatchObject({ name: 'BPC-157, 10mg', seller: { name: SHOP.name } })
  })

  it('says a withdrawn product is discontinued', () => {
    const { offers } = JSON.parse(productJsonLd({ ...getProduct('tb-500')!, onSale: false }))
    expect(offers).toMatchObject({ availability: 'https://schema.org/Discontinued' })
  })

  it('reads day ranges only in the form the policy uses', () => {
    expect(dayRange('10-14 business days')).toMatchObject({ minValue: 10, maxValue: 14 })
    expect(() => dayRange('3 to 5 days')).toThrow()
  })
})
