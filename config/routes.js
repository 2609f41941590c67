// The app's public routes, shared by the production server (200 vs 404), the sitemap and the
// browser tests. A unit test keeps PRODUCT_IDS in step with src/domain/catalogue/products.ts.

/** Pages with a fixed path. */
export const STATIC_ROUTES = [
  '/',
  '/products',
  '/about',
  '/contact',
  '/cart',
  '/checkout',
  '/terms',
  '/privacy',
  '/shipping',
  '/shipping-policy',
  '/disclaimer',
  '/refund-policy',
]

export const PRODUCT_IDS = [
  'bpc-157',
  'tb-500',
  'cjc-1295',
  'ipamorelin',
  'sermorelin',
  'pt-141',
  'aod-9604',
]

/**
 * A product's documents beside its buy box: the page behind "View COA" (which the order desk
 * answers with a redirect to the newest lot's certificate, and otherwise says plainly that no
 * lot's certificate is published) and its Safety Data Sheet. Both are prerendered per product.
 */
export const certificatePath = (id) => `/products/${id}/certificate`
export const safetyDataSheetPath = (id) => `/products/${id}/safety-data-sheet`
export const CERTIFICATE_ROUTE = '/products/:productId/certificate'

/** A product's pages: its own, "View COA" and its Safety Data Sheet. */
export const productRoutes = (id) => [
  `/products/${id}`,
  certificatePath(id),
  safetyDataSheetPath(id),
]

/**
 * Every path the app answers with a page of its own (not the 404 page), for the spec's
 * catalogue. With the order desk, the products are the database's (server/serving/pages.ts).
 */
export const APP_ROUTES = [...STATIC_ROUTES, ...PRODUCT_IDS.flatMap(productRoutes)]

/** Pages with a fixed path that stay out of the sitemap (docs/DECISIONS.md). */
const UNLISTED = ['/cart', '/checkout', '/shipping']

/**
 * The sitemap: every page but the cart, the checkout and the shipping choice, and every product on
 * sale with its Safety Data Sheet ("View COA" leads to a lot's certificate, not a page to index).
 */
export function sitemapXml(base, productIds) {
  const listed = [
    ...STATIC_ROUTES.filter((r) => !UNLISTED.includes(r)),
    ...productIds.flatMap((id) => [`/products/${id}`, safetyDataSheetPath(id)]),
  ]
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${listed
    .map((r) => `  <url><loc>${base}${r}</loc></url>`)
    .join('\n')}\n</urlset>\n`
}

/** The "View COA" pages, which the order desk answers itself (server/lots/certificate-route.ts). */
export const CERTIFICATE_ROUTES = PRODUCT_IDS.map(certificatePath)

/**
 * The order desk's buyer pages: /orders (the lookup), /orders/{number} (an order's status, its
 * secret in the fragment) and /orders/{number}/invoice (its printable invoice). One prerendered
 * shell answers all three; the server sends it with
 * no-store and noindex (DECISIONS.md), and only when the build has the order desk.
 */
export const ORDER_PAGE_FILE = 'orders/index.html'
export const ORDER_PAGE_ROUTES = ['/orders', '/orders/:number', '/orders/:number/invoice']

/**
 * A lot's certificate of analysis: /products/{id}/lots/{lotNumber}. One prerendered shell, which
 * names no product or lot, answers every such page (status 404 for a lot the desk does not
 * know), only when the build has the order desk. The shell is rendered at a path no link uses.
 */
export const LOT_PAGE_FILE = 'lots/index.html'
export const LOT_PAGE_ROUTE = '/products/:productId/lots/:lotNumber'
export const LOT_PAGE_SHELL_PATH = '/products/shell/lots/shell'

/**
 * The order desk's quote pages: /quote (a buyer's request for a quote, from the cart or a
 * product) and /quotes/{number} (a quote, its secret in the fragment: never stored, never
 * indexed). Each has a prerendered page of its own; the quote's names no quote and is rendered
 * at a path no link uses. Only when the build has the order desk.
 */
export const QUOTE_PAGES = [
  { route: '/quote', shell: '/quote', file: 'quote/index.html' },
  { route: '/quotes/:number', shell: '/quotes/shell', file: 'quotes/index.html' },
]
