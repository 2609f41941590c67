import { describe, expect, it } from 'vitest'
import { POLICY } from '@/data/policy'
import { getProduct } from '@/domain/products'
import { SHOP } from '@/data/shop'
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

  it('reads day ranges only in the form the policy uses', () => {
    expect(dayRange('10-14 business days')).toMatchObject({ minValue: 10, maxValue: 14 })
    expect(() => dayRange('3 to 5 days')).toThrow()
  })
})
