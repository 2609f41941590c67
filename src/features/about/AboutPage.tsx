import { FlaskConical, PackageCheck, ShieldCheck, Truck } from 'lucide-react'
import { Link } from '@/lib/router'
import { PageMeta } from '@/components/layout/PageMeta'
import { FeatureCard, type Feature } from '@/components/ui/FeatureCard'
import { PurchaseOrdersAndPayment } from '@/components/ui/PurchaseOrdersAndPayment'
import { CATEGORIES } from '@/data/categories'
import { MINIMUM_AGE, POLICY, PURITY_CLAIM } from '@/data/policy'
import { useProductsOnSale } from '@/components/ui/use-catalogue'
import { SHOP } from '@/data/shop'
import { BusinessInformation } from './BusinessInformation'

const COMMITMENTS: Feature[] = [
  {
    Icon: ShieldCheck,
    title: `Purity ${PURITY_CLAIM}`,
    text: 'Every lot is checked by HPLC and mass spectrometry before it is released for sale.',
  },
  {
    Icon: PackageCheck,
    title: 'Certificate of Analysis',
    text: 'A Certificate of Analysis comes with every product, so your records can show what went into each experiment.',
  },
  {
    Icon: FlaskConical,
    title: 'Research focus',
    text: 'We supply laboratories, universities and analytical teams. Our products are sold for in vitro research only.',
  },
  {
    Icon: Truck,
    title: 'Careful US shipping',
    text: `Orders are processed in ${POLICY.processingDays} and packed with cold packs for -20°C storage. We ship within the United States only.`,
  },
] as const

/** /about: the company description and its business information (spec section 2). */
export default function AboutPage() {
  const productCount = useProductsOnSale().length
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageMeta
        title="About Us"
        description={`${SHOP.name} supplies laboratory research peptides and reference materials at ${PURITY_CLAIM} purity, each with a Certificate of Analysis. Research use only; US shipping.`}
        path="/about"
      />
      <div className="max-w-prose text-lg leading-relaxed text-slate-700">
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900 md:text-4xl">
          About Us
        </h1>
        <p className="mt-4">
          {SHOP.name} supplies synthetic peptides and chemical reference materials to research
          laboratories in the United States. Our catalogue of {productCount} compounds covers{' '}
          {CATEGORIES.map((c) => c.name.toLowerCase())
            .join(', ')
            .replace(/, ([^,]*)$/, ' and $1')}
          , chosen for receptor-binding, cell-signalling and analytical studies.
        </p>
        <p className="mt-4">
          We work the way a laboratory does: documented lots, verified identity and plain facts.
          Every product is sold for laboratory research use only. It is not for human or veterinary
          use, and not for diagnostic or therapeutic use. Buyers must be {MINIMUM_AGE} or older.
        </p>
      </div>

      <section aria-labelledby="commitments" className="mt-12">
        <h2 id="commitments" className="text-2xl font-semibold text-slate-900">
          What we stand for
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {COMMITMENTS.map((feature) => (
            <FeatureCard key={feature.title} {...feature} />
          ))}
        </ul>
      </section>

      <BusinessInformation />

      <section aria-labelledby="purchase-orders" className="mt-12 max-w-3xl text-slate-700">
        <h2 id="purchase-orders" className="text-2xl font-semibold text-slate-900">
          Purchase orders and payment
        </h2>
        <div className="mt-4">
          <PurchaseOrdersAndPayment />
        </div>
      </section>

      <div className="mt-12 flex flex-wrap gap-3">
        <Link to="/products" className="btn-primary">
          Browse Products
        </Link>
        <Link to="/contact" className="btn-secondary">
          Contact Us
        </Link>
      </div>
    </div>
  )
}
