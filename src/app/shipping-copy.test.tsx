// @vitest-environment node
// docs/DECISIONS.md, "Shipping price": checkout charges the flat US rate and every page says the
// same; no page promises free shipping. Each page is rendered as the build prerenders it, with
// every tab panel in its markup, and read for prices and promises.
import { describe, expect, it } from 'vitest'
import { APP_ROUTES, LOT_PAGE_SHELL_PATH } from '../../config/routes.js'
import { FLAT_SHIPPING_INTERNATIONAL_CENTS, FLAT_SHIPPING_US_CENTS } from '@/data/policy'
import { SPEC_PRODUCTS as PRODUCTS } from '@/data/spec-catalogue'
import { formatPrice } from '@/lib/money'
import { render } from '@/entry-server'

const ROUTES = [...APP_ROUTES, '/orders', LOT_PAGE_SHELL_PATH, '/no-such-page']
const FLAT = formatPrice(FLAT_SHIPPING_US_CENTS)
/** Spec section 2 keeps this note on the product page (DECISIONS.md); nowhere else names $19.99. */
const SPEC_NOTE = `Flat-rate shipping: ${FLAT} US / ${formatPrice(FLAT_SHIPPING_INTERNATIONAL_CENTS)} International`

/** The page's visible text, one line per text node, without scripts and styles. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, '\n')
    .replace(/<[^>]+>/g, '\n')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/<!-- -->/g, '')
}

/** The text as one line, each run of white space a single space. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ')

/** Every sum of money a page names: "$9.99", "$10-15", "$250". */
const amounts = (text: string) => text.match(/\$\s?\d[\d,]*(?:\.\d+)?(?:\s?[-–]\s?\$?\d+)?/g) ?? []

const pages = await Promise.all(ROUTES.map(async (path) => ({ path, html: await render(path) })))

describe('shipping as every page tells it', () => {
  it('names no sum but a product price and the flat shipping rate', () => {
    const allowed = new Set([FLAT, ...PRODUCTS.map((p) => formatPrice(p.priceCents))])
    const stray = pages.flatMap(({ path, html }) =>
      amounts(oneLine(visibleText(html)).replace(SPEC_NOTE, ''))
        .filter((amount) => !allowed.has(amount.replace(/\s/g, '')))
        .map((amount) => `${path}: ${amount}`),
    )
    expect(stray).toEqual([])
  })

  it('keeps the spec’s flat-rate note on each product page and the flat rate on the policy', () => {
    for (const product of PRODUCTS) {
      const page = pages.find((p) => p.path === `/products/${product.id}`)
      // A US-only shop says in the same line that it takes no international order.
      expect(oneLine(visibleText(page?.html ?? ''))).toContain(
        `${SPEC_NOTE} (international orders are not accepted)`,
      )
    }
    const policy = pages.find((p) => p.path === '/shipping-policy')
    expect(visibleText(policy?.html ?? '')).toContain(`${FLAT} flat rate, charged at checkout`)
  })

  it('promises free shipping nowhere', () => {
    const promises = pages.flatMap(({ path, html }) =>
      visibleText(html)
        .split('\n')
        // "the free peptide" (molecular weight) and the sequence figure's key ("free N-terminal
        // amine", "free C-terminal acid") are chemistry, not a price.
        .filter((line) =>
          /\bfree\b|complimentary|no charge/i.test(
            line.replace(/free (?:peptide|N-terminal amine|C-terminal acid)/g, ''),
          ),
        )
        .map((line) => `${path}: ${line.trim()}`),
    )
    expect(promises).toEqual([])
  })

  it('gives search engines the flat rate in each product’s structured data', () => {
    for (const product of PRODUCTS) {
      const html = pages.find((p) => p.path === `/products/${product.id}`)?.html ?? ''
      const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1]
      const data = JSON.parse(json ?? '{}') as {
        offers?: { shippingDetails?: { shippingRate?: { value?: string; currency?: string } } }
      }
      expect(data.offers?.shippingDetails?.shippingRate).toEqual({
        '@type': 'MonetaryAmount',
        value: (FLAT_SHIPPING_US_CENTS / 100).toFixed(2),
        currency: 'USD',
      })
    }
  })
})
