import { FLAT_SHIPPING_US_CENTS, POLICY, SHIPPABLE_COUNTRY } from '@/data/policy'
import { SHOP, SITE_URL } from '@/data/shop'
import type { Product, ProductSize } from '@/data/types'
import type { Availability } from '@/data/types'
import { defaultSize, nameWithSize, sizesOnSale } from '@/domain/catalogue/sizes'

/** "1-2 business days" as schema.org's QuantitativeValue in days. */
export function dayRange(text: string) {
  const match = /^(\d+)-(\d+) business days$/.exec(text)
  if (!match) throw new Error(`Not a range of business days: ${text}`)
  return {
    '@type': 'QuantitativeValue',
    minValue: Number(match[1]),
    maxValue: Number(match[2]),
    unitCode: 'DAY',
  }
}

const seller = { '@type': 'Organization', name: SHOP.name, url: SITE_URL }

/** What Google lists as recommended for a merchant listing, from the policy figures. */
const shippingDetails = {
  '@type': 'OfferShippingDetails',
  shippingRate: {
    '@type': 'MonetaryAmount',
    value: (FLAT_SHIPPING_US_CENTS / 100).toFixed(2),
    currency: 'USD',
  },
  shippingDestination: { '@type': 'DefinedRegion', addressCountry: SHIPPABLE_COUNTRY },
  deliveryTime: {
    '@type': 'ShippingDeliveryTime',
    handlingTime: dayRange(POLICY.processingDays),
    transitTime: dayRange(POLICY.standardDeliveryEstimate),
  },
}

const returnPolicy = {
  '@type': 'MerchantReturnPolicy',
  applicableCountry: SHIPPABLE_COUNTRY,
  returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
  merchantReturnDays: POLICY.returnWindowDays,
  returnMethod: 'https://schema.org/ReturnByMail',
  // The refund policy: shipping costs are refunded only when the error was the shop's.
  returnFees: 'https://schema.org/ReturnFeesCustomerResponsibility',
  merchantReturnLink: `${SITE_URL}/refund-policy`,
}

/**
 * The schema.org Product with its offers, for search engines: one Offer per size on sale, each
 * with its price, SKU and stock; a product with one size has its Offer alone, as before sizes.
 */
export function productJsonLd(product: Product): string {
  const url = `${SITE_URL}/products/${product.id}`
  const onSale = sizesOnSale(product)
  const several = onSale.length > 1
  const offer = (size: ProductSize, availability: string) => ({
    '@type': 'Offer',
    ...(several ? { name: nameWithSize(product.name, size.label) } : {}),
    sku: size.sku,
    price: (size.priceCents / 100).toFixed(2),
    priceCurrency: 'USD',
    availability,
    itemCondition: 'https://schema.org/NewCondition',
    url: several ? `${url}?size=${encodeURIComponent(size.key)}` : url,
    seller,
    shippingDetails,
    hasMerchantReturnPolicy: returnPolicy,
  })
  // A withdrawn product's page stays (its certificates, its past orders), not offered.
  const offers =
    product.onSale && onSale.length > 0
      ? onSale.map((size) => offer(size, schemaAvailability(size.availability)))
      : [offer(defaultSize(product), 'https://schema.org/Discontinued')]
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
    offers: offers.length === 1 ? offers[0] : offers,
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

/** schema.org's ItemAvailability for the product's JSON-LD. */
function schemaAvailability(availability: Availability): string {
  switch (availability.state) {
    case 'in-stock':
      return 'https://schema.org/InStock'
    case 'low':
      return 'https://schema.org/LimitedAvailability'
    case 'backorder':
      return 'https://schema.org/BackOrder'
    case 'out-of-stock':
      return 'https://schema.org/OutOfStock'
  }
}
