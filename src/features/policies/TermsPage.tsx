import { PageMeta } from '@/components/layout/PageMeta'

/** /terms page (filled in by its feature's issue). */
export default function TermsPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageMeta
        title="Terms and Conditions"
        description="Terms and Conditions at Research Reagents Supply."
        path="/terms"
      />
      <h1 className="text-3xl font-semibold text-slate-900">Terms and Conditions</h1>
    </div>
  )
}
