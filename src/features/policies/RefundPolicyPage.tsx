import { PageMeta } from '@/components/layout/PageMeta'

/** /refund-policy page (filled in by its feature's issue). */
export default function RefundPolicyPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageMeta
        title="Refund Policy"
        description="Refund Policy at Research Reagents Supply."
        path="/refund-policy"
      />
      <h1 className="text-3xl font-semibold text-slate-900">Refund Policy</h1>
    </div>
  )
}
