import { PageMeta } from '@/components/layout/PageMeta'

/** /checkout page (filled in by its feature's issue). */
export default function CheckoutPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageMeta title="Checkout" description="Checkout at Research Reagents Supply." path="/checkout" />
      <h1 className="text-3xl font-semibold text-slate-900">Checkout</h1>
    </div>
  )
}
