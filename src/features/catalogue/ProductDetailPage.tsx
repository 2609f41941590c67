import { ChevronLeft } from 'lucide-react'
import { useId } from 'react'
import { Link, useParams } from '@/lib/router'
import { PageMeta } from '@/components/layout/PageMeta'
import { ProductImage } from '@/components/ui/ProductImage'
import { StockLine } from '@/components/ui/StockLine'
import { FLAT_SHIPPING_INTERNATIONAL_CENTS, FLAT_SHIPPING_US_CENTS, POLICY } from '@/data/policy'
import { ORDER_DESK_ENABLED } from '@/data/shop'
import type { Product } from '@/data/types'
import { getProduct } from '@/domain/catalogue/products'
import { sizesOnSale } from '@/domain/catalogue/sizes'
import { formatPrice } from '@/lib/money'
import { ProductLots } from '@/features/lots'
import { ProductFacts } from './ProductFacts'
import { ProductJsonLd } from './ProductJsonLd'
import { ProductNotFound } from './ProductNotFound'
import { ProductPurchase } from './ProductPurchase'
import { ProductSequenceFigure } from './ProductSequenceFigure'
import { ProductTabs } from './ProductTabs'
import { ShippingConditionsLine, ShippingDestinationsNotice } from './ShippingDestinationsNotice'
import { useChosenSize } from './use-chosen-size'

/** What a withdrawn product's page says in place of its purchase controls. */
export const withdrawnNotice = (name: string) =>
  `${name} is not offered now. Its certificates of analysis and past orders stay available; for questions, contact us.`

/** /products/{id}: one product's facts, price, purchase controls and tabs. */
export default function ProductDetailPage() {
  const { id = '' } = useParams()
  const product = getProduct(id)
  if (!product) return <ProductNotFound id={id} />
  return <ProductDetail product={product} />
}

/**
 * The product's page. Price, stock, facts and Add to Cart are those of the size chosen
 * (`?size=`), the default size until one is.
 */
function ProductDetail({ product }: { product: Product }) {
  const [size, chooseSize] = useChosenSize(product)
  const stockId = useId()
  // A product none of whose sizes is on sale is not offered, as a withdrawn one is not.
  const offered = product.onSale && sizesOnSale(product).length > 0

  return (
    <div className="mx-auto max-w-6xl px-4 py-4 md:py-8">
      <PageMeta
        title={`${product.name} ${size.label}`}
        description={`${product.name}, ${size.label}, purity ${product.purity}, for laboratory research use only. ${formatPrice(size.priceCents)} plus tax and shipping.`}
        path={`/products/${product.id}`}
        // A withdrawn product's page stays for its certificates and past orders, unindexed.
        noindex={!product.onSale}
      />
      <ProductJsonLd product={product} />
      <Link
        to="/products"
        className="inline-flex min-h-11 items-center gap-1 text-accent underline-offset-2 hover:underline"
      >
        <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        All products
      </Link>
      <div className="mt-2 grid grid-cols-1 gap-6 md:mt-4 md:grid-cols-2 md:gap-12">
        {/* The picture column: the vial and the peptide's sequence, kept in view beside the
            facts on a desktop. On a phone the vial is an item of the page's one column
            (display: contents), nothing sticks, and the sequence comes after the facts: a copy
            of it written there, not moved there by CSS order, since a phone may paint the page
            before its later part has arrived and would then show it moving down. */}
        <div className="contents md:flex md:flex-col md:gap-4 md:self-start lg:sticky lg:top-24">
          <ProductImage
            src={product.image}
            alt={`${product.name} ${size.label} vial`}
            width={800}
            height={800}
            sizes="(min-width: 1152px) 552px, (min-width: 768px) 50vw, 100vw"
            priority
            // A wide, shorter frame on a phone, and on a desktop beside the sequence, keeps the
            // price and Add to Cart in the first screen and the column within one screen.
            frame="3/2"
            className="rounded-lg"
          />
          <ProductSequenceFigure product={product} className="hidden md:block" />
        </div>
        <div className="flex flex-col gap-5">
          <div>
            <p className="text-sm text-slate-600">
              {product.category} · Cat. No. {product.id.toUpperCase()}
            </p>
            <h1 className="mt-1 text-3xl font-semibold text-slate-900 md:text-4xl">
              {product.name}
            </h1>
            <span className="mt-2 inline-block rounded bg-emerald-50 px-2 py-0.5 text-sm font-semibold text-emerald-800">
              Purity {product.purity}
            </span>
          </div>
          {/* What the buyer reads before buying: no toast lies on it (toast-placement.ts). */}
          <div className="toast-obstacle">
            {/* The stock beside the price, so the line adds no height above Add to Cart. */}
            <div className="flex flex-wrap items-baseline gap-x-3">
              <p className="tabular text-3xl font-semibold text-slate-900">
                {formatPrice(size.priceCents)}
              </p>
              {offered && <StockLine id={stockId} availability={size.availability} />}
            </div>
            <p className="text-slate-600">Plus applicable taxes</p>
            {/* The spec's note verbatim (DECISIONS.md), and in the same line that the shop,
                which ships within the US only, takes no international order. */}
            <p className="text-sm text-slate-600">
              Flat-rate shipping: {formatPrice(FLAT_SHIPPING_US_CENTS)} US /{' '}
              {formatPrice(FLAT_SHIPPING_INTERNATIONAL_CENTS)} International (international orders
              are not accepted)
            </p>
            {/* When it leaves: a buyer with a dated need chooses a supplier by it. */}
            <p className="text-sm text-slate-600">
              Ships within {POLICY.processingDays} of payment.
            </p>
          </div>
          {/* The purchase sits with the price, above the description and facts, so it is in
              the first screen at 390 and 1280 px. */}
          {offered ? (
            <>
              <ProductPurchase
                product={product}
                size={size}
                onChooseSize={chooseSize}
                stockId={stockId}
              />
              <ShippingConditionsLine product={product} />
            </>
          ) : (
            <p
              role="note"
              className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 font-medium text-amber-900"
            >
              {withdrawnNotice(product.name)}
            </p>
          )}
          <p className="text-slate-700">{product.description}</p>
          <ProductFacts product={product} size={size} />
          {/* After the datasheet: a buyer reads what the product is before where it may go. */}
          <ShippingDestinationsNotice product={product} />
        </div>
        <ProductSequenceFigure product={product} variant="phone" className="md:hidden" />
      </div>
      <ProductTabs product={product} />
      {/* The certificates of its lots come from the order desk (a static build has none) once
          the page runs. Last on the page, their arrival moves nothing but what lies below them. */}
      {ORDER_DESK_ENABLED && <ProductLots product={product} />}
    </div>
  )
}
