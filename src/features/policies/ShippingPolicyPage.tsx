import { PageMeta } from '@/components/layout/PageMeta'

/** /shipping-policy page (filled in by its feature's issue). */
export default function ShippingPolicyPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageMeta
        title="Shipping Policy"
        description="Shipping Policy at Research Reagents Supply."
        path="/shipping-policy"
      />
      <h1 className="text-3xl font-semibold text-slate-900">Shipping Policy</h1>
    </div>
  )
}
